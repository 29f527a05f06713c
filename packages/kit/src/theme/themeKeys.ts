// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
// The theme's names and storage, free of React so that server code and the head script can use them.

export type Theme = 'light' | 'dark';

/** localStorage key and default of spec §1 (see also apps/site/public/boot.js). */
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'dark';

export const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';
