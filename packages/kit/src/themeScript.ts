// `@demos/kit/theme-script`: what a server-rendering host puts in its document head. No React hooks
// and no `'use client'`, so a server component (a Next.js root layout) can render it.
export { ThemeScript, type ThemeScriptProps } from './theme/ThemeScript';
export { DEFAULT_THEME, isTheme, THEME_STORAGE_KEY, type Theme } from './theme/themeKeys';
export { themeScript, themeScriptHash } from './theme/themeScriptSource';
