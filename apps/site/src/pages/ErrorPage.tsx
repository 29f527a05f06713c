import { Button, buttonClassName } from '@demos/kit';
import { TriangleAlert } from 'lucide-react';
import * as styles from './pages.css';
import { RouteLive } from './RouteLive';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * What a page that throws shows instead (the heading is react-router's generic one, spec §2).
 * It replaces only the page: the header and sidebar keep working.
 */
export function ErrorPage({ error }: { error: unknown }) {
  return (
    <div className={styles.centered} role="alert">
      <TriangleAlert size={48} className={styles.dangerIcon} aria-hidden />
      <h1 className={styles.heading}>Unexpected Application Error!</h1>
      <pre className={styles.errorMessage}>{describe(error)}</pre>
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Try again
        </Button>
        {/* A full navigation, so a broken client state is left behind. */}
        <a href="/" className={buttonClassName()}>
          Back to Home
        </a>
      </div>
      <RouteLive />
    </div>
  );
}
