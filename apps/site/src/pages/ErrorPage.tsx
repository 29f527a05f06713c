import { Button, buttonClassName } from '@demos/kit';
import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import * as styles from './pages.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The router's error boundary. Inside the layout it replaces only the page; `standalone` is the
 * last resort when the layout itself failed.
 */
export function ErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  return (
    <div className={standalone ? styles.standalone : styles.centered} role="alert">
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
    </div>
  );
}
