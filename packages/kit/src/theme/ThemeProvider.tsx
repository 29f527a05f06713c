// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';

import { DEFAULT_THEME, isTheme, THEME_STORAGE_KEY, type Theme } from './themeKeys';

export { DEFAULT_THEME, isTheme, THEME_STORAGE_KEY, type Theme };

/** Reads the stored theme; private browsing or a blocked storage falls back to the default. */
export function readStoredTheme(): Theme {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** Puts the theme on `<html data-theme>` (where the kit's CSS variables switch). */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
}

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  children: ReactNode;
  /** Overrides the stored theme (stories, tests, embedding apps). */
  defaultTheme?: Theme;
  /** Whether the choice is saved to localStorage (the site: yes). */
  persist?: boolean;
}

const subscribeNever = () => () => {};

export function ThemeProvider({ children, defaultTheme, persist = true }: ThemeProviderProps) {
  // Prerendered HTML is rendered with the default theme; hydration must start from that same value
  // (React does not patch attributes such as the toggle's label), then switch to the stored theme.
  // The page's colours are right from the first paint anyway: boot.js sets <html data-theme>.
  const initial = useSyncExternalStore(
    subscribeNever,
    () => defaultTheme ?? readStoredTheme(),
    () => defaultTheme ?? DEFAULT_THEME,
  );
  const [chosen, setThemeState] = useState<Theme | null>(null);
  const theme = chosen ?? initial;

  useEffect(() => {
    // Reads the stored theme again rather than trusting `theme`: during hydration `theme` is the
    // server's default for one render, and applying it would flash the wrong colours.
    applyTheme(chosen ?? defaultTheme ?? readStoredTheme());
  }, [chosen, defaultTheme]);

  const setTheme = useCallback(
    (next: Theme) => {
      setThemeState(next);
      if (!persist) return;
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch (error) {
        console.warn('The theme could not be saved:', error);
      }
    },
    [persist],
  );

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') }),
    [theme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) {
    throw new Error(
      'useTheme must be used within a <ThemeProvider>. Wrap your app (or story) in <ThemeProvider>.',
    );
  }
  return context;
}
