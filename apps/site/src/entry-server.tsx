import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './App';
import { demos } from './demos';

export { demos };

/**
 * Renders one route to HTML at build time (the #root content). `prerender` waits for every lazy
 * page and component, so the HTML is the complete first screen the browser then hydrates.
 */
export async function renderRoute(url: string, { sidebarOpen }: { sidebarOpen: boolean }): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App sidebarOpen={sidebarOpen} />
      </StaticRouter>
    </StrictMode>,
    // React would hand a failed boundary to the client with an inline script (which the CSP
    // blocks) and a hydration error: a page that cannot prerender fails the build instead.
    {
      onError: (error) => void errors.push(error),
      // Every boundary inline, in place: no out-of-order segments and the inline scripts they need.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) {
    throw new AggregateError(errors, `Prerendering ${url} failed: ${errors.map(String).join('; ')}`);
  }
  return new Response(prelude).text();
}
