import {
  Badge,
  Button,
  Card,
  downloadBlob,
  PageHeader,
  Progress,
  StatCard,
  StatGrid,
  TerminalWindow,
  toast,
} from '@demos/kit';
import {
  Clock3,
  FileDown,
  HardDrive,
  Monitor,
  Play,
  RefreshCw,
  Settings2,
  SquareChevronRight,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { type DriveUsage, renderHtmlReport, reportFileName } from './audit';
import * as styles from './PowershellAppPage.css';
import { createPowerShellStore, type PowerShellStore } from './store';

export interface PowershellAppPageProps {
  /** A store to drive the page (stories, tests); by default the page makes its own. */
  store?: PowerShellStore;
}

function DriveBar({ letter, drive }: { letter: string; drive: DriveUsage }) {
  const total = drive.used + drive.free;
  const percent = Math.round((drive.used / total) * 100);
  return (
    <div className={styles.drive}>
      <Progress
        label={`${letter} ${drive.used.toFixed(1)} GB used · ${drive.free.toFixed(1)} GB free`}
        value={percent}
      />
    </div>
  );
}

export function PowershellAppPage({ store: injected }: PowershellAppPageProps) {
  const [store] = useState(() => injected ?? createPowerShellStore());
  const status = useStore(store, (s) => s.status);
  const log = useStore(store, (s) => s.log);
  const result = useStore(store, (s) => s.result);
  const running = status === 'running';

  useEffect(() => () => store.getState().dispose(), [store]);

  const openReport = () => {
    if (!result) return;
    downloadBlob(renderHtmlReport(result), reportFileName(result), 'text/html;charset=utf-8');
    toast.success('Report downloaded', `${reportFileName(result)} — open it in any browser.`);
  };

  return (
    <div className={styles.page}>
      <PageHeader
        icon={SquareChevronRight}
        title="PowerShell"
        description="A PowerShell audit script for Windows workstations: it gathers the OS, uptime, disk space, services and pending updates through CIM and writes a self-contained HTML report."
      />
      <Card
        title={<span className={styles.fileName}>Invoke-SystemAudit.ps1</span>}
        description="PowerShell 5.1+ · CIM · Windows Update Agent API"
        actions={
          <Badge tone={status === 'done' ? 'success' : running ? 'warning' : 'neutral'}>
            {status === 'done' ? 'Audit complete' : running ? 'Auditing…' : 'Ready'}
          </Badge>
        }
      >
        <div className={styles.actions}>
          <Button onClick={() => store.getState().runAudit()} disabled={running}>
            {status === 'done' ? <RefreshCw size={16} aria-hidden /> : <Play size={16} aria-hidden />}
            {running ? 'Auditing…' : 'Run System Audit'}
          </Button>
          <Button variant="secondary" onClick={openReport} disabled={!result}>
            <FileDown size={16} aria-hidden />
            View Full HTML Report
          </Button>
        </div>
      </Card>
      <TerminalWindow
        title="Windows PowerShell"
        lines={log}
        label="PowerShell output"
        emptyText="Press Run System Audit to start."
        variant="powershell"
        height="sm"
        busy={running}
      />
      {result && (
        <section aria-label="Audit result" className={styles.result}>
          <StatGrid>
            <StatCard
              label="Computer"
              icon={Monitor}
              value={<span className={styles.smallValue}>{result.computer}</span>}
              hint={result.os}
            />
            <StatCard
              label="Uptime"
              icon={Clock3}
              value={<span className={styles.smallValue}>{result.uptime}</span>}
              hint="since last boot"
            />
            <StatCard
              label="Services"
              icon={Settings2}
              value={
                <>
                  {result.services.running}
                  <span className={styles.unit}> running</span>
                </>
              }
              hint={`${result.services.stopped} stopped`}
            />
            <StatCard
              label="Updates"
              icon={RefreshCw}
              value={result.updates}
              hint={result.updates === 0 ? 'fully up to date' : 'pending installation'}
            />
          </StatGrid>
          <Card title="Disks" description="Fixed drives (DriveType 3)" headingLevel={2}>
            <div className={styles.drives}>
              <HardDrive size={18} aria-hidden className={styles.driveIcon} />
              <DriveBar letter="C:" drive={result.cDrive} />
            </div>
            <div className={styles.drives}>
              <HardDrive size={18} aria-hidden className={styles.driveIcon} />
              <DriveBar letter="D:" drive={result.dDrive} />
            </div>
          </Card>
        </section>
      )}
    </div>
  );
}
