import { CSPProvider } from '@base-ui/react/csp-provider';
import { ThemeProvider } from '@demos/kit';
import { lazy, Suspense, useMemo } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { demos } from './demos';
import { createRoutes } from './routes';

// Toasts are only raised by pages; their code loads after the first paint (toasts raised
// earlier are queued by the kit, not lost).
const Toaster = lazy(() => import('./chrome/LazyToaster'));

function SiteRoutes() {
  const routes = useMemo(() => createRoutes(demos), []);
  return useRoutes(routes);
}

/**
 * Declarative routing: the site needs no loaders or actions, and react-router's data router
 * alone would cost about 10 KiB of the landing page's 110 KiB budget.
 */
export function App() {
  return (
    // Base UI must not inject <style> elements: the CSP allows same-origin stylesheets only.
    <CSPProvider disableStyleElements>
      <ThemeProvider>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ThemeProvider>
    </CSPProvider>
  );
}
