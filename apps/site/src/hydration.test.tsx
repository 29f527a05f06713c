import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BrowserRouter, StaticRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { demos } from './demos';
import { preloadPage } from './pages/DemoRoute';

/**
 * Every route as the build prerenders it, hydrated by the browser entry's tree. React's development
 * build reports what production silently keeps wrong: an attribute that differs between the server
 * and the first client render is never patched in production (a stale aria-label, a wrong role), so
 * any hydration warning fails here.
 */
const targets = [
  { path: '/', name: 'landing' },
  ...demos.map((demo) => ({ path: demo.path, name: demo.title })),
  { path: '/no-such-page', name: '404' },
];

/**
 * The build's prerender (`prerender` from react-dom/static, in entry-server.tsx) leaves context
 * values behind when the server and client renderers share one JavaScript realm, as they do here.
 * `renderToString` does not; rendering again until no boundary is left for the client (lazy parts
 * resolve between passes) gives the same complete HTML.
 */
async function prerenderRoute(path: string, sidebarOpen: boolean) {
  for (let pass = 0; pass < 5; pass++) {
    const html = renderToString(
      <StrictMode>
        <StaticRouter location={path}>
          <App sidebarOpen={sidebarOpen} />
        </StaticRouter>
      </StrictMode>,
    );
    if (!html.includes('<!--$!-->')) return html;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} still had unresolved lazy parts after 5 passes`);
}

describe('hydrating the prerendered routes', () => {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  afterEach(async () => {
    await act(async () => root?.unmount());
    container?.remove();
    root = undefined;
    // biome-ignore lint/suspicious/noDocumentCookie: resets the sidebar cookie a test set.
    document.cookie = 'sidebar:state=; max-age=0; path=/';
    localStorage.clear();
    vi.restoreAllMocks();
  });

  for (const { path, name } of targets) {
    for (const sidebarOpen of [true, false]) {
      it(`${name} (${path}, sidebar ${sidebarOpen ? 'expanded' : 'collapsed'}) hydrates without a mismatch`, async () => {
        const manifest = demos.find((demo) => demo.path === path);
        if (manifest) await preloadPage(manifest);
        const html = await prerenderRoute(path, sidebarOpen);

        // A visitor with the light theme, that sidebar state (the server picks the document by
        // cookie) and a browser in Spanish and French (pages that follow the browser's language).
        localStorage.setItem('theme', 'light');
        vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES', 'fr-FR']);
        vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-ES');
        // No network here: the AI pages ask the proxy whether a key is configured (happy-dom would
        // send it to localhost:3000, where nothing listens, and print the refused connection).
        vi.spyOn(globalThis, 'fetch').mockImplementation(
          async () =>
            new Response(JSON.stringify({ configured: false }), {
              headers: { 'content-type': 'application/json' },
            }),
        );
        // biome-ignore lint/suspicious/noDocumentCookie: the state the server read to pick the document.
        document.cookie = `sidebar:state=${sidebarOpen}; path=/`;
        window.history.replaceState(null, '', path);
        container = document.createElement('div');
        container.innerHTML = html;
        document.body.append(container);
        const heading = container.querySelector('h1');
        expect(heading, 'the prerendered page has its heading').not.toBeNull();

        const errors: string[] = [];
        vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
          const text = args.map(String).join(' ');
          // The 404 page logs the missing path on purpose.
          if (!text.startsWith('404 Error:')) errors.push(text);
        });
        const recoverable: unknown[] = [];
        await act(async () => {
          root = hydrateRoot(
            container as HTMLElement,
            <StrictMode>
              <BrowserRouter>
                <App />
              </BrowserRouter>
            </StrictMode>,
            { onRecoverableError: (error) => void recoverable.push(error) },
          );
        });
        // Lazy parts (tooltips, toaster) hydrate when their chunks arrive.
        await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

        expect(recoverable.map(String)).toEqual([]);
        expect(errors).toEqual([]);
        expect(container.querySelector('h1'), 'the heading node was hydrated, not replaced').toBe(heading);
      });
    }
  }
});
