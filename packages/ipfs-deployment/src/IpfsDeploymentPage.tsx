import {
  Button,
  Card,
  CodeCommand,
  DownloadButton,
  KeepWhole,
  LogView,
  PageHeader,
  Spinner,
} from '@demos/kit';
import { CheckCircle2, ExternalLink, Globe, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import {
  buildGatewayLinks,
  DEFAULT_PARAMETERS,
  type DeploymentResult,
  deployScript,
  MIN_POWERSHELL_VERSION,
  PARAMETERS,
  RESULT_FILENAME,
  SCRIPT_FILENAME,
} from './core';
import * as styles from './IpfsDeploymentPage.css';
import { createDeployStore, type DeployStore } from './store';

export interface IpfsDeploymentPageProps {
  store?: DeployStore;
}

const USAGE = [
  { text: 'Install Kubo (the IPFS CLI) and start the daemon in its own window:', code: 'ipfs daemon' },
  {
    text: 'Allow the script for this PowerShell window:',
    code: 'Set-ExecutionPolicy -Scope Process -ExecutionPolicy Bypass',
  },
  { text: 'Deploy with the defaults from the project folder:', code: `.\\${SCRIPT_FILENAME}` },
  {
    text: 'Or choose the folder, build output, and pin and open the result:',
    code: `.\\${SCRIPT_FILENAME} -ProjectPath C:\\sites\\my-app -BuildFolder dist -Pin -OpenInBrowser`,
  },
] as const;

const FEATURES = [
  `Windows PowerShell ${MIN_POWERSHELL_VERSION} or PowerShell 7+`,
  'Checks the IPFS CLI and the daemon before building',
  `Runs your build command (default '${DEFAULT_PARAMETERS.BuildCommand}') and stops on a failed build`,
  'Adds the build folder recursively with ipfs add -r (CIDv1)',
  `Saves timestamp, hash, mainUrl and projectPath to ${RESULT_FILENAME}`,
  'Prints three public gateway links and the local node link',
  'Optional pinning and opening the site in the browser',
] as const;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

export function IpfsDeploymentPage({ store: injected }: IpfsDeploymentPageProps) {
  const [store] = useState(() => injected ?? createDeployStore());
  const status = useStore(store, (s) => s.status);
  const lines = useStore(store, (s) => s.lines);
  const result = useStore(store, (s) => s.result);
  useEffect(() => () => store.getState().dispose(), [store]);
  const running = status === 'running';

  return (
    <div className={styles.page}>
      <PageHeader
        icon={Globe}
        title="IPFS Deployment"
        description="A PowerShell script that builds a web project, publishes it to IPFS and records the deployment. Simulate a run here, then download the script."
      />

      <Card
        title="Deployment"
        description={
          <KeepWhole>{`Simulated run of ${SCRIPT_FILENAME} -Pin with the default parameters.`}</KeepWhole>
        }
        actions={
          <div className={styles.actions}>
            <Button onClick={() => store.getState().run()} disabled={running} aria-busy={running}>
              {running ? <Spinner size={16} /> : <Play size={16} aria-hidden />}
              {running ? 'Deploying…' : 'Run Simulation'}
            </Button>
            <DownloadButton
              data={deployScript}
              filename={SCRIPT_FILENAME}
              label="Download Script"
              size="md"
              downloadedToast="Script téléchargé!"
            />
          </div>
        }
      >
        <LogView
          lines={lines}
          label="Deployment log"
          emptyText="Press Run Simulation to start."
          className={styles.log}
        />
      </Card>

      {result && <DeploymentInfo result={result} />}

      <ScriptDocs />
    </div>
  );
}

/** The run's record: when, what, the hash, and the hash through public gateways. */
function DeploymentInfo({ result }: { result: DeploymentResult }) {
  return (
    <Card
      title={
        <span className={styles.doneTitle}>
          <CheckCircle2 size={18} aria-hidden className={styles.doneIcon} />
          Deployment info
        </span>
      }
    >
      <dl className={styles.info}>
        <div className={styles.infoRow}>
          <dt>Date</dt>
          <dd>
            <time dateTime={result.timestamp}>{dateFormat.format(new Date(result.timestamp))}</time>
          </dd>
        </div>
        <div className={styles.infoRow}>
          <dt>Project</dt>
          <dd className={styles.mono}>{result.projectPath}</dd>
        </div>
        <div className={styles.infoRow}>
          <dt>Hash</dt>
          <dd className={styles.mono}>{result.hash}</dd>
        </div>
      </dl>
      <h3 className={styles.subTitle}>Gateway links</h3>
      <ul className={styles.links} aria-label="Gateway links">
        {buildGatewayLinks(result.hash).map((link) => (
          <li key={link.name}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
              <ExternalLink size={14} aria-hidden />
              <span className={styles.linkName}>{link.name}</span>
              <span className={styles.linkUrl}>{link.url}</span>
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** How to run the script, its parameters and what it does. */
function ScriptDocs() {
  return (
    <div className={styles.columns}>
      <Card title="Usage" headingLevel={2}>
        <ol className={styles.usage}>
          {USAGE.map((step) => (
            <li key={step.code}>
              <p className={styles.usageText}>
                <KeepWhole>{step.text}</KeepWhole>
              </p>
              <CodeCommand code={step.code} label={step.text.replace(/:$/, '')} />
            </li>
          ))}
        </ol>
      </Card>
      <div className={styles.stack}>
        <Card title="Parameters" headingLevel={2}>
          <dl className={styles.params}>
            {PARAMETERS.map((param) => (
              <div key={param.name} className={styles.param}>
                <dt className={styles.paramName}>
                  -{param.name} <span className={styles.muted}>[{param.type}]</span>
                </dt>
                <dd className={styles.paramText}>
                  {param.description}
                  {param.defaultValue && <span className={styles.muted}> Default: {param.defaultValue}</span>}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card title="Features" headingLevel={2}>
          <ul className={styles.features}>
            {FEATURES.map((feature) => (
              <li key={feature}>
                <KeepWhole>{feature}</KeepWhole>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
