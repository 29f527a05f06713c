import { type DemoManifest, type UrlParam, useUrlReady, useUrlState } from '@demos/kit';
import { ChevronDown, Package } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import * as styles from './UseThisDemo.css';

// The panel's content (install command, snippet, props) and its data load when it is first opened:
// nothing of it is in the shell's or the landing route's bytes.
const UsagePanel = lazy(() => import('./UsagePanel'));

/** `?use=1`: the panel is open (a link to a configured demo opens it; its props are `prop.<name>`). */
const openSchema: { use: UrlParam<boolean> } = {
  use: {
    default: false,
    parse: (raw) => (raw === '1' ? true : undefined),
    serialize: (open) => (open ? '1' : ''),
  },
};

/** A closed "Use this demo" disclosure under every demo page, for developers embedding it. */
export function UseThisDemo({ manifest }: { manifest: DemoManifest }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const [{ use }, setUrl] = useUrlState(openSchema);
  const ready = useUrlReady();
  useEffect(() => {
    // Opened before the app was live (a native <details> works without it), or by the address.
    if (ref.current && use) ref.current.open = true;
    if (ref.current?.open) setOpen(true);
  }, [use]);
  return (
    <details
      ref={ref}
      className={styles.panel}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open;
        setOpen(isOpen);
        // Only once the address has been read: an early toggle must not drop `use=1` before it is seen.
        if (ready) setUrl({ use: isOpen });
      }}
    >
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
