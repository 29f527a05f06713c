import { CSPProvider } from '@base-ui/react/csp-provider';
import { ThemeProvider } from '@demos/kit';
import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { demos } from './demos';
import { createRoutes } from './routes';

// Toasts are only raised by pages; their code loads after the first paint (toasts raised
// earlier are queued by the kit, not lost).
const Toaster = lazy(() => import('./chrome/LazyToaster'));

export function App() {
  const [router] = useState(() => createBrowserRouter(createRoutes(demos)));
  return (
    // Base UI must not inject <style> elements: the CSP allows same-origin stylesheets only.
    <CSPProvider disableStyleElements>
      <ThemeProvider>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ThemeProvider>
    </CSPProvider>
  );
}
