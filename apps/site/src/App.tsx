import { CSPProvider } from '@base-ui/react/csp-provider';
import { ThemeProvider } from '@demos/kit';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useRoutes } from 'react-router';
import { demos } from './demos';
import { createRoutes } from './routes';

// Toasts are only raised by pages; their code loads after the first paint (toasts raised
// earlier are queued by the kit, not lost).
const Toaster = lazy(() => import('./chrome/LazyToaster'));

function SiteRoutes({ sidebarOpen }: { sidebarOpen?: boolean }) {
  const routes = useMemo(() => createRoutes(demos, { sidebarOpen }), [sidebarOpen]);
  return useRoutes(routes);
}

/**
 * Marks <html data-hydrated> once React owns the page (after hydrating the prerendered HTML or the
 * first client render). Until then the prerendered controls are visible but inert; tests wait for it.
 */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

export interface AppProps {
  /**
   * The sidebar state when there is no `sidebar:state` cookie to read: the prerender passes the
   * state of the variant it writes (the server picks the variant by the request's cookie).
   */
  sidebarOpen?: boolean;
}

/**
 * The whole site inside a router: `BrowserRouter` in the browser (start.tsx), `StaticRouter` when
 * the build prerenders each route (entry-server.tsx). Declarative routing: the site needs no
 * loaders or actions, and react-router's data router alone would cost about 10 KiB of the landing
 * page's 110 KiB budget.
 */
export function App({ sidebarOpen }: AppProps) {
  return (
    // Base UI must not inject <style> elements: the CSP allows same-origin stylesheets only.
    <CSPProvider disableStyleElements>
      <ThemeProvider>
        <SiteRoutes sidebarOpen={sidebarOpen} />
        <HydratedMarker />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ThemeProvider>
    </CSPProvider>
  );
}
