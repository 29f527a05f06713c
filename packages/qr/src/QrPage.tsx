import { PageHeader } from '@demos/kit';
import { QrCode, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useStore } from 'zustand';
import { type Locale, MESSAGES } from './core/i18n';
import type { QrTab } from './core/payload';
import * as styles from './QrPage.css';
import { DataCard } from './sections/DataCard';
import { HeaderControls } from './sections/HeaderControls';
import { InputCard } from './sections/InputCard';
import { OptionsCard } from './sections/OptionsCard';
import { PreviewCard } from './sections/PreviewCard';
import { StyleSection } from './sections/StyleSection';
import { createQrStore, type QrStore } from './store';
import { useQrRender } from './useQrRender';
import { useUrlSync } from './useUrlSync';

export interface QrPageProps {
  store?: QrStore;
  /**
   * Keep the settings in the page's URL query (read once hydrated, written on every change).
   * On by default when the page makes its own store.
   */
  syncWithUrl?: boolean;
  /** The page's language; by default the browser's (English or Spanish) once the page is shown. */
  defaultLocale?: Locale;
  /** The kind of code the page opens on; a link's own `type` in the URL still wins. */
  defaultTab?: QrTab;
}

export function QrPage({ store: injected, syncWithUrl = !injected, defaultLocale, defaultTab }: QrPageProps) {
  const [store] = useState(
    () =>
      injected ??
      createQrStore({
        languages: [],
        initial: { ...(defaultLocale && { locale: defaultLocale }), ...(defaultTab && { tab: defaultTab }) },
      }),
  );
  useUrlSync(store, { ownStore: !injected && !defaultLocale, syncWithUrl });
  const locale = useStore(store, (s) => s.locale);
  const tab = useStore(store, (s) => s.tab);
  const theme = useStore(store, (s) => s.theme);
  // The Scan and Batch tabs take the whole width: no preview, options or data of one code.
  const scanning = useStore(store, (s) => s.scanning || s.batching);
  const t = MESSAGES[locale];
  const render = useQrRender(store, t);

  return (
    <div className={styles.page} lang={locale}>
      <PageHeader
        icon={QrCode}
        title={t.title}
        description={t.description}
        actions={<HeaderControls store={store} />}
      />
      <p className={styles.onDevice}>
        <ShieldCheck size={16} aria-hidden className={styles.onDeviceIcon} />
        {t.onDevice}
      </p>
      <div className={scanning ? `${styles.columns} ${styles.columnsSingle}` : styles.columns}>
        <InputCard store={store} t={t} fieldError={render.fieldError} problemOf={render.problemOf} />
        {!scanning && <PreviewCard t={t} tab={tab} theme={theme} render={render} />}
      </div>
      {!scanning && <OptionsCard store={store} t={t} checked={render.checkedOptions} />}
      {!scanning && <StyleSection store={store} t={t} render={render} />}
      {!scanning && <DataCard t={t} payload={render.payload} />}
    </div>
  );
}
