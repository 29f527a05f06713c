// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

import {
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_MOBILE_BREAKPOINT,
} from './constants';

/** The stored open state, or `fallback` when there is no valid cookie. */
export function readSidebarCookie(cookie: string, fallback = true): boolean {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE_NAME && (value === 'true' || value === 'false')) return value === 'true';
  }
  return fallback;
}

export function writeSidebarCookie(open: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec stores this state in a cookie, on purpose.
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

interface SidebarContextValue {
  /** Desktop: expanded (true) or collapsed to icons (false). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Mobile: the off-canvas sheet, a separate flag. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  /** Toggles whichever applies to the current viewport. */
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export interface SidebarProviderProps {
  children: ReactNode;
  defaultOpen?: boolean;
}

const MOBILE_QUERY = `(max-width: ${SIDEBAR_MOBILE_BREAKPOINT - 0.02}px)`;

/**
 * Whether the viewport is below the sidebar's breakpoint. Starts false (server HTML and the first
 * client render have the desktop sidebar, which CSS hides on phones) and switches in a transition:
 * a synchronous switch right after hydration re-rendered the shell in one long task (~200 ms of
 * blocking time on a throttled phone), while a transition yields to the browser.
 */
function useViewportIsMobile(): boolean {
  const [isMobile, setIsMobile] = useState(false);
  useEffect(() => {
    if (typeof window === 'undefined' || !window.matchMedia) return;
    const list = window.matchMedia(MOBILE_QUERY);
    const update = () => startTransition(() => setIsMobile(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return isMobile;
}

export function SidebarProvider({ children, defaultOpen }: SidebarProviderProps) {
  const isMobile = useViewportIsMobile();
  const [open, setOpenState] = useState(() =>
    readSidebarCookie(typeof document === 'undefined' ? '' : document.cookie, defaultOpen ?? true),
  );
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarCookie(next);
  }, []);

  // The viewport decides at the moment of the toggle: right after hydration (when input held
  // before it is delivered) `isMobile` may still be the server's `false` while its transition runs.
  const toggleSidebar = useCallback(() => {
    const mobileNow =
      typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(MOBILE_QUERY).matches : isMobile;
    if (mobileNow) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) {
    throw new Error(
      'useSidebar must be used within a <SidebarProvider>. Wrap the layout in <SidebarProvider>.',
    );
  }
  return context;
}
