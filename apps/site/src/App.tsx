import { CSPProvider } from '@base-ui/react/csp-provider';
import { type KitLinkProps, LinkProvider, onToastDemand, ThemeProvider } from '@demos/kit';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useRoutes } from 'react-router';
import { demos } from './demos';
import { embeddedPath, embedTheme } from './pages/embed/embedPath';
import { createRoutes } from './routes';

// Toasts are only raised by pages, and most visits raise none: the Toaster (and its headless
// toast library) loads when the first toast is raised; the kit queues that toast until it is there.
const Toaster = lazy(() => import('./chrome/LazyToaster'));

function ToasterOnDemand() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastDemand(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Pages link to each other through the kit; here those links are the router's (no page reload). */
function SiteLink({ href, ...rest }: KitLinkProps) {
  return <Link to={href} {...rest} />;
}

function SiteRoutes({ sidebarOpen }: { sidebarOpen?: boolean }) {
  const routes = useMemo(() => createRoutes(demos, { sidebarOpen }), [sidebarOpen]);
  return useRoutes(routes);
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
  const { pathname, search } = useLocation();
  // An embed takes its theme from its URL and never saves it: the framing site chose it, not the visitor.
  const theme = embeddedPath(pathname) ? { defaultTheme: embedTheme(search), persist: false } : {};
  return (
    // Base UI must not inject <style> elements: the CSP allows same-origin stylesheets only.
    <CSPProvider disableStyleElements>
      <ThemeProvider {...theme}>
        <LinkProvider link={SiteLink}>
          <SiteRoutes sidebarOpen={sidebarOpen} />
          <ToasterOnDemand />
        </LinkProvider>
      </ThemeProvider>
    </CSPProvider>
  );
}
