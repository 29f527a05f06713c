import {
  Card,
  CodeBlock,
  FeatureList,
  oneOf,
  PageHeader,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useUrlState,
} from '@demos/kit';
import { Container, Globe, Lock, MonitorSmartphone, MonitorUp } from 'lucide-react';
import {
  KALI_PORT_TABLE,
  KALI_PROXY_READ_TIMEOUT_S,
  KALI_SCREEN,
  KALI_SCRIPT_FILENAME,
  KALI_SETTINGS,
} from './core';
import * as styles from './KaliDockerPage.css';
import { tokens as kaliScriptTokens } from './scripts/kali-docker.tokens.gen';
import { tokens as manageTokens } from './scripts/manage.tokens.gen';
import { tokens as quickStartTokens } from './scripts/quick-start.tokens.gen';

const FEATURES = [
  {
    icon: MonitorUp,
    title: 'Full XFCE desktop',
    text: `Kali Linux rolling with the XFCE desktop at ${KALI_SCREEN.width}x${KALI_SCREEN.height}, ${KALI_SCREEN.depth}-bit colour.`,
  },
  {
    icon: Globe,
    title: 'Browser access',
    text: 'noVNC turns any modern browser into the remote screen: nothing to install on the client.',
  },
  {
    icon: Lock,
    title: 'nginx with HTTPS',
    text: `A reverse proxy on ports 80 and 443 with WebSocket upgrade and a ${KALI_PROXY_READ_TIMEOUT_S} s read timeout, so idle sessions stay open.`,
  },
  {
    icon: MonitorSmartphone,
    title: 'Native VNC',
    text: 'Port 5901 accepts any VNC client, protected by a password you choose or one the script generates.',
  },
] as const;

/** The open tab is in the address (`?tab=docs`), so a shared link opens on it. */
const URL_SCHEMA = { tab: oneOf(['script', 'docs'] as const, 'script') };

export function KaliDockerPage() {
  const [{ tab }, setUrl] = useUrlState(URL_SCHEMA);
  return (
    <div className={styles.page}>
      <PageHeader
        icon={Container}
        title="Kali Docker Deploy"
        description="One bash script that builds a Kali Linux desktop image and runs it with VNC, noVNC and an nginx reverse proxy."
      />

      <FeatureList items={FEATURES} label="Features" tone="accent" />

      <Tabs value={tab} onValueChange={(value) => setUrl({ tab: value as 'script' | 'docs' })}>
        <TabList aria-label="Script and documentation">
          <Tab value="script">Script</Tab>
          <Tab value="docs">Documentation</Tab>
        </TabList>
        <TabPanel value="script">
          <CodeBlock
            tokens={kaliScriptTokens}
            filename={KALI_SCRIPT_FILENAME}
            label="Kali Docker deployment script"
            copyLabel="Copy Script"
            downloadName={KALI_SCRIPT_FILENAME}
            mimeType="text/x-shellscript;charset=utf-8"
            copiedToast="Script copié dans le presse-papier!"
            downloadedToast="Script téléchargé!"
          />
        </TabPanel>
        <TabPanel value="docs">
          <div className={styles.docs}>
            <Card title="Requirements" headingLevel={3}>
              <ul className={styles.list}>
                <li>Linux host (or WSL 2) with Docker Engine 20.10 or newer and a running daemon.</li>
                <li>About 10 GB of free disk for the image; 4 GB of RAM or more.</li>
                <li>Ports 80, 443, 5901 and 6080 free on the host.</li>
              </ul>
            </Card>
            <Card title="Quick start" headingLevel={3}>
              <CodeBlock tokens={quickStartTokens} label="Quick start commands" filename="terminal" />
              <p className={styles.note}>
                Then open <code>https://localhost/</code> and accept the self-signed certificate. Running the
                script again rebuilds the image and replaces the container.
              </p>
            </Card>
            <Card title="Ports" headingLevel={3}>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Port</th>
                      <th scope="col">Service</th>
                      <th scope="col">Use</th>
                    </tr>
                  </thead>
                  <tbody>
                    {KALI_PORT_TABLE.map((row) => (
                      <tr key={row.port}>
                        <td className={styles.mono}>{row.port}</td>
                        <td>{row.service}</td>
                        <td>{row.use}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Card>
            <Card title="Settings" description="Environment variables read by the script." headingLevel={3}>
              <dl className={styles.settings}>
                {KALI_SETTINGS.map((setting) => (
                  <div key={setting.name} className={styles.setting}>
                    <dt className={styles.mono}>{setting.name}</dt>
                    <dd>
                      {setting.description}{' '}
                      <span className={styles.muted}>(default: {setting.defaultValue})</span>
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
            <Card title="Managing the container" headingLevel={3}>
              <CodeBlock tokens={manageTokens} label="Container management commands" filename="terminal" />
            </Card>
            <Card title="Security" headingLevel={3}>
              <ul className={styles.list}>
                <li>Use this desktop only for authorised testing, on networks you own or may test.</li>
                <li>
                  VNC on 5901 is not encrypted: keep it behind a firewall or reach it through an SSH tunnel.
                </li>
                <li>Replace the self-signed certificate before exposing port 443 beyond your machine.</li>
              </ul>
            </Card>
          </div>
        </TabPanel>
      </Tabs>
    </div>
  );
}
