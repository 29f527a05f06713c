// What the shell needs to know of embeds (/embed/<route>), and nothing more: it is in every route's code.
/** The prefix every embed route carries before the page's own path. */
export const EMBED_PREFIX = '/embed';

/** The page path an embed path shows ('/embed/qr-generator' → '/qr-generator'), or null. */
export function embeddedPath(pathname: string): string | null {
  return pathname.startsWith(`${EMBED_PREFIX}/`) ? pathname.slice(EMBED_PREFIX.length) : null;
}

/** The theme an embed asks for in its URL (`?theme=light|dark`), if any. */
export function embedTheme(search: string): 'light' | 'dark' | undefined {
  const theme = new URLSearchParams(search).get('theme');
  return theme === 'light' || theme === 'dark' ? theme : undefined;
}
