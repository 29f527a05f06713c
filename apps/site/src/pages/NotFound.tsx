import { buttonClassName, useHydrated } from '@demos/kit';
import { Compass } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import * as styles from './pages.css';

export function NotFound() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  useDocumentTitle('Page not found');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <div className={styles.centered}>
      <Compass size={48} className={styles.bigIcon} aria-hidden />
      <p className={styles.code}>404</p>
      <h1 className={styles.heading}>Oops! Page not found</h1>
      <p className={styles.muted}>
        {/* The 404 document is prerendered once for every unknown address: the path shows once hydrated. */}
        Nothing lives at {hydrated ? <code>{pathname}</code> : 'this address'}. It may have moved, or the link
        may be mistyped.
      </p>
      <Link to="/" className={buttonClassName()}>
        Return to Home
      </Link>
    </div>
  );
}
