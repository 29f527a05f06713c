import { Button, Card } from '@demos/kit';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import type { Messages } from '../core/i18n';
import * as styles from '../QrPage.css';
import type { QrStore } from '../store';
import type { QrRender } from '../useQrRender';

// Both panels load on first opening: the route's JavaScript stays as it was.
const StylePanel = lazy(() => import('./StylePanel'));
const PrintCheckPanel = lazy(() => import('./PrintCheckPanel'));

interface StyleSectionProps {
  store: QrStore;
  t: Messages;
  render: QrRender;
}

/** A button that shows and hides its panel; the panel is only rendered (and loaded) when open. */
function Disclosure({ label, loading, children }: { label: string; loading: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={styles.optionStack}>
      <div>
        <Button variant="ghost" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {label}
        </Button>
      </div>
      <div id={id} hidden={!open}>
        {open && <Suspense fallback={<p className={styles.hint}>{loading}</p>}>{children}</Suspense>}
      </div>
    </div>
  );
}

/** The Style and Print check disclosures; each panel loads the first time it is opened. */
export function StyleSection({ store, t, render }: StyleSectionProps) {
  return (
    <Card title={`${t.style} · ${t.printCheck}`} aria-label={`${t.style} · ${t.printCheck}`}>
      <div className={styles.optionStack}>
        <Disclosure label={t.style} loading={t.panelLoading}>
          <StylePanel store={store} />
        </Disclosure>
        <Disclosure label={t.printCheck} loading={t.panelLoading}>
          <PrintCheckPanel store={store} render={render} />
        </Disclosure>
      </div>
    </Card>
  );
}
