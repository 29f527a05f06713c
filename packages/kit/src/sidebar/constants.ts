// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
/** Spec §2 and §9: cookie name, lifetime, breakpoint, widths and shortcut of the sidebar. */
export const SIDEBAR_COOKIE_NAME = 'sidebar:state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_MOBILE_BREAKPOINT = 768;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
