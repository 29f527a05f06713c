import { cx, spinClassName } from '@demos/kit';
import * as styles from './pages.css';

export function PageLoading({ title }: { title: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={cx(styles.spinner, spinClassName)} aria-hidden />
      Loading {title}…
    </div>
  );
}
