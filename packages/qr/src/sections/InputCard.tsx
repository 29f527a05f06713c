import { Button, Card, Tab, TabList, TabPanel, Tabs } from '@demos/kit';
import { Eraser } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import { isMoreTab, isQrTab, MAIN_TABS } from '../core/payload';
import * as styles from '../QrPage.css';
import { ContactPanel, type PanelProps, TextPanel, UrlPanel, WifiPanel } from './InputPanels';
import { FIRST_MORE_TAB, MorePanel } from './MorePanel';

/** The scanner and its decoder load when the Scan tab is first opened, not with the page. */
const QrScanner = lazy(() => import('../QrScanner').then(({ QrScanner }) => ({ default: QrScanner })));
/** The Batch tab (CSV reader, ZIP writer, worker) loads when first opened, like the scanner. */
const BatchPanel = lazy(() => import('./BatchPanel').then(({ BatchPanel }) => ({ default: BatchPanel })));

/** What the code holds: one tab per kind of content, and a button that empties them all. */
export function InputCard(props: PanelProps) {
  const { store, t } = props;
  const tab = useStore(store, (s) => s.tab);
  const scanning = useStore(store, (s) => s.scanning);
  const batching = useStore(store, (s) => s.batching);
  const locale = useStore(store, (s) => s.locale);
  // Once opened, the Batch tab stays mounted (hidden) while another tab is shown: its file, its
  // rows and a batch being made survive a look at another tab, and the ZIP still downloads.
  const [batchOpened, setBatchOpened] = useState(batching);
  if (batching && !batchOpened) setBatchOpened(true);
  return (
    <Card
      title={t.inputTitle}
      actions={
        <Button variant="ghost" size="sm" icon={Eraser} onClick={() => store.getState().clearAll()}>
          {t.clearAll}
        </Button>
      }
    >
      <Tabs
        value={scanning ? 'scan' : batching ? 'batch' : isMoreTab(tab) ? 'more' : tab}
        onValueChange={(value: string) => {
          const { setScanning, setBatching, setTab } = store.getState();
          if (value === 'scan') setScanning(true);
          else if (value === 'batch') setBatching(true);
          else if (value === 'more') setTab(isMoreTab(tab) ? tab : FIRST_MORE_TAB);
          else if (isQrTab(value)) setTab(value);
        }}
      >
        <TabList>
          {MAIN_TABS.map((id) => (
            <Tab key={id} value={id} className={styles.compactTab}>
              {t.tabs[id]}
            </Tab>
          ))}
          <Tab value="more" className={styles.compactTab}>
            {t.moreTab}
          </Tab>
          <Tab value="batch" className={styles.compactTab}>
            {t.batchTab}
          </Tab>
          <Tab value="scan" className={styles.compactTab}>
            {t.scanTab}
          </Tab>
        </TabList>
        <UrlPanel {...props} />
        <TextPanel {...props} />
        <ContactPanel {...props} />
        <WifiPanel {...props} />
        <MorePanel {...props} />
        <TabPanel value="scan" className={styles.panel}>
          <Suspense fallback={<p className={styles.hint}>{t.scanLoading}</p>}>
            <QrScanner locale={locale} onEdit={(result) => store.getState().editScanned(result.fill)} />
          </Suspense>
        </TabPanel>
        <TabPanel value="batch" className={styles.panel} keepMounted={batchOpened}>
          <Suspense fallback={<p className={styles.hint}>{t.batchLoading}</p>}>
            <BatchPanel locale={locale} page={t} />
          </Suspense>
        </TabPanel>
      </Tabs>
    </Card>
  );
}
