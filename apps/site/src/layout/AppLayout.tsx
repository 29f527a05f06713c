import { type DemoManifest, SidebarProvider } from '@demos/kit';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import * as styles from './AppLayout.css';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { Sidebar } from './Sidebar';

export function AppLayout({ demos, sidebarOpen }: { demos: readonly DemoManifest[]; sidebarOpen?: boolean }) {
  const { pathname } = useLocation();
  return (
    <SidebarProvider defaultOpen={sidebarOpen}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <ScrollToTop />
      <Header demos={demos} />
      <div className={styles.body}>
        <Sidebar demos={demos} />
        <div className={styles.column}>
          <main id="main" className={styles.main} tabIndex={-1}>
            <RouteErrorBoundary resetKey={pathname}>
              <Outlet />
            </RouteErrorBoundary>
          </main>
          <Footer />
        </div>
      </div>
    </SidebarProvider>
  );
}
