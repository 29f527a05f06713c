import { Card, oneOf, PageHeader, Tab, TabList, TabPanel, Tabs, useUrlStoreSync } from '@demos/kit';
import { ScanEye } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createWorkerClient, type StegoClient } from './client';
import { TEXT } from './messages';
import * as styles from './SteganographyPage.css';
import { EncodedCard } from './sections/EncodedCard';
import { RecoveredCard } from './sections/RecoveredCard';
import { StegoForm } from './sections/StegoForm';
import { createStegoStore, type Mode, type StegoStore } from './store';

export interface SteganographyPageProps {
  /** A ready store (stories, tests). */
  store?: StegoStore;
  /** The processing backend; defaults to the bundled Web Worker. */
  client?: StegoClient;
  /** Creates the worker, for hosts whose bundler does not handle `new URL('./worker.js', import.meta.url)`. */
  createWorker?: () => Worker;
}

function HowItWorks() {
  return (
    <Card title={TEXT.howTitle} headingLevel={3}>
      <ul className={styles.notes}>
        {TEXT.how.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Card>
  );
}

// The mode is in the address (`?mode=decode`), so a link can open on `Décoder`. Images, files and
// passwords never go in it.
const URL_SCHEMA = { mode: oneOf(['encode', 'decode'] as const, 'encode') };
const selectUrl = (state: { mode: Mode }) => ({ mode: state.mode });

export function SteganographyPage({ store: injected, client, createWorker }: SteganographyPageProps) {
  const [store] = useState(
    () => injected ?? createStegoStore({ client: client ?? createWorkerClient(createWorker) }),
  );
  useEffect(() => () => store.getState().dispose(), [store]);
  useUrlStoreSync(URL_SCHEMA, store, selectUrl, ({ mode }) => mode && store.getState().setMode(mode));
  const mode = useStore(store, (s) => s.mode);
  const busy = useStore(store, (s) => s.busy);

  return (
    <div className={styles.page}>
      <PageHeader icon={ScanEye} title={TEXT.title} description={TEXT.description} />
      <Tabs value={mode} onValueChange={(value) => store.getState().setMode(value as Mode)}>
        <TabList aria-label={TEXT.modeLabel}>
          {/* While a job runs, the other mode waits: switching would leave its outcome nowhere. */}
          <Tab value="encode" disabled={busy && mode !== 'encode'}>
            {TEXT.modes.encode}
          </Tab>
          <Tab value="decode" disabled={busy && mode !== 'decode'}>
            {TEXT.modes.decode}
          </Tab>
        </TabList>
        <TabPanel value={mode} className={styles.panel}>
          <div className={styles.layout}>
            <div className={styles.column}>
              <StegoForm store={store} />
            </div>
            <div className={styles.column}>
              {mode === 'encode' ? <EncodedCard store={store} /> : <RecoveredCard store={store} />}
              <HowItWorks />
            </div>
          </div>
        </TabPanel>
      </Tabs>
    </div>
  );
}
