import {
  CodeBlock,
  CodeCommand,
  FeatureList,
  oneOf,
  PageHeader,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useUrlState,
} from '@demos/kit';
import {
  Bitcoin,
  Clock3,
  Cpu,
  Database,
  HardDrive,
  MemoryStick,
  Server,
  TerminalSquare,
  TriangleAlert,
} from 'lucide-react';
import * as styles from './BitcoinDockerPage.css';
import {
  COMPOSE_FILENAME,
  INDEXER_CONFIG,
  MANAGER_FILENAME,
  NODE_CONFIG,
  NODE_CONFIG_FILENAME,
  REQUIREMENTS,
} from './core';
import { tokens as nodeConfigTokens } from './scripts/bitcoin.tokens.gen';
import { tokens as managerTokens } from './scripts/bitcoin-manager.tokens.gen';
import { tokens as composeTokens } from './scripts/docker-compose.tokens.gen';

const FEATURES = [
  {
    icon: Bitcoin,
    title: 'Bitcoin Core full node',
    text: `Validates every block with a ${NODE_CONFIG.dbcache} MB database cache, the full transaction index and up to ${NODE_CONFIG.maxconnections} peers.`,
  },
  {
    icon: Database,
    title: 'ElectrumX indexer',
    text: `Serves Electrum wallets on TCP ${INDEXER_CONFIG.tcpPort} and SSL ${INDEXER_CONFIG.sslPort}, up to ${INDEXER_CONFIG.MAX_SESSIONS} sessions.`,
  },
  {
    icon: TerminalSquare,
    title: 'Management script',
    text: 'start, stop, status, logs and backup in one command; it creates the RPC password for you.',
  },
] as const;

const REQUIREMENT_ROWS = [
  {
    icon: HardDrive,
    label: 'Disk',
    value: `~${REQUIREMENTS.totalDiskGb} GB`,
    hint: `${REQUIREMENTS.nodeDiskGb} GB node + ${REQUIREMENTS.indexerDiskGb} GB indexer, SSD`,
  },
  { icon: MemoryStick, label: 'Memory', value: `${REQUIREMENTS.minRamGb} GB+`, hint: 'RAM recommended' },
  { icon: Cpu, label: 'Processor', value: `${REQUIREMENTS.minCores}+ cores`, hint: '64-bit' },
  {
    icon: Clock3,
    label: 'Initial sync',
    value: `${REQUIREMENTS.syncDays.min}–${REQUIREMENTS.syncDays.max} days`,
    hint: 'depends on disk and bandwidth',
  },
] as const;

const STEPS: readonly { title: string; code?: string; text?: string }[] = [
  {
    title: 'Create a folder and save the three files in it',
    text: `${COMPOSE_FILENAME}, ${NODE_CONFIG_FILENAME} and ${MANAGER_FILENAME} (Download buttons in the other tabs).`,
    code: 'mkdir -p ~/bitcoin-stack && cd ~/bitcoin-stack',
  },
  { title: 'Make the script executable', code: `chmod +x ${MANAGER_FILENAME}` },
  {
    title: 'Start the stack',
    text: 'The first start writes .env with a random RPC password, then starts bitcoind and ElectrumX.',
    code: `./${MANAGER_FILENAME} start`,
  },
  { title: 'Follow the sync', code: `./${MANAGER_FILENAME} status\n./${MANAGER_FILENAME} logs bitcoind` },
  {
    title: 'Connect a wallet',
    text: `Once ElectrumX has caught up, point Electrum at your-server:${INDEXER_CONFIG.sslPort}:s (SSL) or :${INDEXER_CONFIG.tcpPort}:t (TCP, local network only).`,
  },
];

const copiedToast = (name: string) => `${name} copié dans le presse-papier`;
const FILE_DOWNLOADED = 'Fichier téléchargé';

const FILE_TABS = ['compose', 'config', 'script', 'instructions'] as const;
/** The open tab is in the address (`?tab=script`), so a shared link opens on it. */
const URL_SCHEMA = { tab: oneOf(FILE_TABS, 'compose') };

export function BitcoinDockerPage() {
  const [{ tab }, setUrl] = useUrlState(URL_SCHEMA);
  return (
    <div className={styles.page}>
      <PageHeader
        icon={Server}
        title="Bitcoin Node & Indexer"
        description="A Bitcoin Core full node and an ElectrumX indexer with Docker Compose: the files, the management script and the steps to run them."
      />

      <FeatureList items={FEATURES} label="Features" tone="warning" minItemWidth="md" />

      <Tabs value={tab} onValueChange={(value) => setUrl({ tab: value as (typeof FILE_TABS)[number] })}>
        <TabList aria-label="Deployment files" className={styles.tabList}>
          <Tab value="compose">Docker Compose</Tab>
          <Tab value="config">Bitcoin Config</Tab>
          <Tab value="script">Script Gestion</Tab>
          <Tab value="instructions">Instructions</Tab>
        </TabList>
        <TabPanel value="compose">
          <CodeBlock
            tokens={composeTokens}
            filename={COMPOSE_FILENAME}
            label="Docker Compose file"
            downloadName={COMPOSE_FILENAME}
            mimeType="application/yaml;charset=utf-8"
            copiedToast={copiedToast(COMPOSE_FILENAME)}
            downloadedToast={FILE_DOWNLOADED}
          />
        </TabPanel>
        <TabPanel value="config">
          <CodeBlock
            tokens={nodeConfigTokens}
            filename={NODE_CONFIG_FILENAME}
            label="Bitcoin Core configuration"
            downloadName={NODE_CONFIG_FILENAME}
            copiedToast={copiedToast(NODE_CONFIG_FILENAME)}
            downloadedToast={FILE_DOWNLOADED}
          />
        </TabPanel>
        <TabPanel value="script">
          <CodeBlock
            tokens={managerTokens}
            filename={MANAGER_FILENAME}
            label="Management script"
            downloadName={MANAGER_FILENAME}
            mimeType="text/x-shellscript;charset=utf-8"
            copiedToast="Script copié dans le presse-papier!"
            downloadedToast="Script téléchargé!"
          />
        </TabPanel>
        <TabPanel value="instructions">
          <div className={styles.instructions}>
            <section aria-labelledby="btc-requirements">
              <h2 id="btc-requirements" className={styles.sectionTitle}>
                Requirements
              </h2>
              <dl className={styles.requirements}>
                {REQUIREMENT_ROWS.map(({ icon: Icon, label, value, hint }) => (
                  <div key={label} className={styles.requirement}>
                    <dt className={styles.requirementLabel}>
                      <Icon size={16} aria-hidden />
                      {label}
                    </dt>
                    <dd className={styles.requirementValue}>{value}</dd>
                    <dd className={styles.requirementHint}>{hint}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-labelledby="btc-steps">
              <h2 id="btc-steps" className={styles.sectionTitle}>
                Deployment
              </h2>
              <ol className={styles.steps}>
                {STEPS.map((step) => (
                  <li key={step.title} className={styles.step}>
                    <strong>{step.title}</strong>
                    {step.text && <p className={styles.stepText}>{step.text}</p>}
                    {step.code && <CodeCommand code={step.code} label={`${step.title} (command)`} />}
                  </li>
                ))}
              </ol>
            </section>
          </div>
        </TabPanel>
      </Tabs>

      <aside className={styles.warnings} aria-labelledby="btc-warnings">
        <h2 id="btc-warnings" className={styles.warningsTitle}>
          <TriangleAlert size={18} aria-hidden />
          Warnings
        </h2>
        <ul className={styles.warningList}>
          <li>
            The initial sync downloads and verifies the whole chain: expect heavy disk and network use for
            days.
          </li>
          <li>
            Never expose the RPC port 8332 to the internet; keep .env private (the script creates it readable
            by you only).
          </li>
          <li>
            Stop the node with the script: killing it skips the database flush and can force a long reindex.
          </li>
          <li>
            ElectrumX only answers wallets once it has indexed the chain, some hours after the node is in
            sync.
          </li>
        </ul>
      </aside>
    </div>
  );
}
