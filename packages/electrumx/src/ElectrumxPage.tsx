import { Card, CodeBlock, CodeCommand, KeepWhole, PageHeader } from '@demos/kit';
import { Download, HardDriveDownload, Play, ShieldCheck, Terminal } from 'lucide-react';
import {
  ELECTRUMX_INSTALL_DIR,
  ELECTRUMX_PYTHON_VERSION,
  INSTALLER_FILENAME,
  INSTALLER_PARAMETERS,
} from './core';
import * as styles from './ElectrumxPage.css';
import { tokens as installerTokens } from './scripts/install-electrumx.tokens.gen';

const STEPS = [
  { icon: Download, title: 'Download', text: `Save ${INSTALLER_FILENAME} with the Download button.` },
  {
    icon: ShieldCheck,
    title: 'Open PowerShell as administrator',
    text: 'Start menu → type PowerShell → right-click → Run as administrator, then cd to the download folder.',
  },
  {
    icon: Terminal,
    title: 'Allow scripts',
    text: 'For this window only:',
    code: 'Set-ExecutionPolicy -Scope Process -ExecutionPolicy Bypass',
  },
  {
    icon: Play,
    title: 'Run',
    text: 'Pass the RPC address of your Bitcoin Core node:',
    code: `.\\${INSTALLER_FILENAME} -DaemonUrl 'http://user:password@127.0.0.1:8332/'`,
  },
] as const;

const WHAT_IT_DOES = [
  `Installs Python ${ELECTRUMX_PYTHON_VERSION} (all users, on the PATH) unless it is already there.`,
  'Installs Git for Windows unless git.exe is already on the PATH.',
  `Clones ElectrumX into ${ELECTRUMX_INSTALL_DIR}\\electrumx, creates a virtual environment and installs the dependencies (LevelDB through prebuilt plyvel wheels).`,
  'Creates a self-signed TLS certificate for the SSL port 50002.',
  `Writes ${ELECTRUMX_INSTALL_DIR}\\electrumx.conf (kept on later runs unless -Force) and the start script start-electrumx.ps1.`,
];

export function ElectrumxPage() {
  return (
    <div className={styles.page}>
      <PageHeader
        icon={HardDriveDownload}
        title="ElectrumX Install"
        description={`A Windows PowerShell installer for an ElectrumX server: Python ${ELECTRUMX_PYTHON_VERSION}, Git, the dependencies and ElectrumX in ${ELECTRUMX_INSTALL_DIR}, with a config and a start script.`}
      />

      <section aria-labelledby="electrumx-usage">
        <h2 id="electrumx-usage" className={styles.sectionTitle}>
          Usage
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className={'code' in step ? `${styles.step} ${styles.stepWide}` : styles.step}
            >
              <span className={styles.stepNumber} aria-hidden>
                {index + 1}
              </span>
              <div className={styles.stepBody}>
                <h3 className={styles.stepTitle}>
                  <step.icon size={16} aria-hidden />
                  {step.title}
                </h3>
                <p className={styles.stepText}>
                  <KeepWhole>{step.text}</KeepWhole>
                </p>
                {'code' in step && <CodeCommand code={step.code} label={`${step.title} (command)`} />}
              </div>
            </li>
          ))}
        </ol>
      </section>

      <CodeBlock
        tokens={installerTokens}
        filename={INSTALLER_FILENAME}
        label="ElectrumX installer script"
        downloadName={INSTALLER_FILENAME}
        copiedToast="Script copié dans le presse-papier!"
        downloadedToast="Script téléchargé!"
      />

      <div className={styles.columns}>
        <Card title="What it does" headingLevel={2}>
          <ul className={styles.list}>
            {WHAT_IT_DOES.map((item) => (
              <li key={item}>
                <KeepWhole>{item}</KeepWhole>
              </li>
            ))}
          </ul>
        </Card>
        <Card title="Parameters" description="All optional." headingLevel={2}>
          <dl className={styles.params}>
            {INSTALLER_PARAMETERS.map((param) => (
              <div key={param.name} className={styles.param}>
                <dt className={styles.paramName}>
                  -{param.name} <span className={styles.paramType}>[{param.type}]</span>
                </dt>
                <dd className={styles.paramText}>
                  {param.description}
                  {param.defaultValue && (
                    <span className={styles.paramDefault}> Default: {param.defaultValue}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
    </div>
  );
}
