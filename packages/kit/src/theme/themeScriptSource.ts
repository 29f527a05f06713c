// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
// Server-safe (no React hooks, no browser access at import): a host's document head needs it
// before any of the app's code has loaded.
import { DEFAULT_THEME, THEME_STORAGE_KEY } from './themeKeys';

/**
 * The inline script that puts the stored theme on `<html data-theme>` before the first paint, as
 * the site's own boot script does: `localStorage.theme` when it is `light` or `dark`, else the
 * default; blocked storage keeps the default. Without it, a server-rendered app shows the default
 * theme until hydration, a flash for every visitor who chose the other one.
 */
export const themeScript = `(function(){var t=${JSON.stringify(DEFAULT_THEME)};try{var s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(s==="light"||s==="dark")t=s}catch(e){}document.documentElement.setAttribute("data-theme",t)})()`;

/**
 * The script's CSP source (`script-src 'sha256-…'`), for hosts that allow inline scripts by hash
 * instead of a nonce. A unit test recomputes it from `themeScript`.
 */
export const themeScriptHash = "'sha256-H/hImETyLulfgJJ0VuxPlJk0f0tyI99tVWIZVeAwSKs='";
