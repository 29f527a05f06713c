import type { DemoManifest } from '@demos/kit';
import { ChevronDown, Package } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import * as styles from './UseThisDemo.css';

// The panel's content (install command, snippet, props) and its data load when it is first opened:
// nothing of it is in the shell's or the landing route's bytes.
const UsagePanel = lazy(() => import('./UsagePanel'));

/** A closed "Use this demo" disclosure under every demo page, for developers embedding it. */
export function UseThisDemo({ manifest }: { manifest: DemoManifest }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // Opened before the app was live (a native <details> works without it), or by a link to a
    // configured demo (`?use=1`, which the panel writes while open: UsagePanel.tsx). Read here
    // without the kit's URL state, whose code then stays out of every page's first load.
    if (ref.current && new URLSearchParams(window.location.search).get('use') === '1')
      ref.current.open = true;
    if (ref.current?.open) setOpen(true);
  }, []);
  return (
    <details ref={ref} className={styles.panel} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>
        <Package size={18} aria-hidden className={styles.icon} />
        <span className={styles.summaryText}>
          <span className={styles.label}>Use this demo</span>
          <span className={styles.hint}>install it in your own React app</span>
        </span>
        <ChevronDown size={18} aria-hidden className={styles.chevron} />
      </summary>
      {open && (
        <Suspense fallback={<p className={styles.body}>Loading…</p>}>
          <UsagePanel path={manifest.path} title={manifest.title} />
        </Suspense>
      )}
    </details>
  );
}
