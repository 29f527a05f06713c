import { Badge, Button, Card, CodeBlock, PageHeader, StatCard, StatGrid, TerminalWindow } from '@demos/kit';
import { CheckCircle2, Code2, Database, Files, FileText, Gem, Play, Timer } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import * as styles from './RubyAppPage.css';
import { RUBY_SOURCE, TOTAL_FILES, TOTAL_RECORDS } from './script';
import { createRubyStore, type RubyStore, type RunStatus } from './store';

export interface RubyAppPageProps {
  /** A store to drive the page (stories, tests); by default the page makes its own. */
  store?: RubyStore;
  /** Whether the Ruby source is shown at first. */
  defaultShowCode?: boolean;
}

const STATUS_LABEL: Record<RunStatus, string> = { idle: 'Idle', running: 'Running', done: 'Completed' };
const STATUS_TONE = { idle: 'neutral', running: 'warning', done: 'success' } as const;

export function RubyAppPage({ store: injected, defaultShowCode = false }: RubyAppPageProps) {
  const [store] = useState(() => injected ?? createRubyStore());
  const result = useStore(store, (s) => s.result);
  const log = useStore(store, (s) => s.log);
  const generatedFiles = useStore(store, (s) => s.generatedFiles);
  const [showCode, setShowCode] = useState(defaultShowCode);
  const codeId = useId();
  const running = result.status === 'running';

  useEffect(() => () => store.getState().dispose(), [store]);

  return (
    <div className={styles.page}>
      <PageHeader
        icon={Gem}
        title="Data Processor"
        description="A Ruby script that reads CSV, JSON and XML exports, joins orders with customers and products, and writes summary reports. Run it and follow each step."
      />
      <Card
        title="data_processor.rb"
        description="Ruby 3.3 · standard library only (csv, json, rexml, erb)"
        actions={<Badge tone={STATUS_TONE[result.status]}>{STATUS_LABEL[result.status]}</Badge>}
      >
        <div className={styles.actions}>
          <Button onClick={() => store.getState().run()} disabled={running}>
            <Play size={16} aria-hidden />
            {running ? 'Running…' : 'Run Script'}
          </Button>
          <Button
            variant="secondary"
            aria-expanded={showCode}
            aria-controls={codeId}
            onClick={() => setShowCode((shown) => !shown)}
          >
            <Code2 size={16} aria-hidden />
            {showCode ? 'Hide Code' : 'Show Code'}
          </Button>
        </div>
      </Card>
      {showCode && (
        <div id={codeId} className={styles.code}>
          <CodeBlock
            code={RUBY_SOURCE}
            filename="data_processor.rb"
            label="Ruby source"
            downloadName="data_processor.rb"
          />
        </div>
      )}
      <StatGrid as="section" aria-label="Run statistics">
        <StatCard
          label="Files processed"
          icon={Files}
          value={`${result.filesProcessed} / ${TOTAL_FILES}`}
          hint="CSV, JSON and XML"
        />
        <StatCard
          // One line at 390 px, like the other labels ("Records processed" wrapped and moved its value
          // below the next card's: the kit's stat rows do not line up across cards yet).
          label="Records"
          icon={Database}
          value={result.recordsProcessed.toLocaleString('en-US')}
          hint={`processed, of ${TOTAL_RECORDS.toLocaleString('en-US')}`}
        />
        <StatCard
          label="Time elapsed"
          icon={Timer}
          value={`${result.timeElapsed.toFixed(2)} s`}
          hint="wall clock"
        />
        <StatCard
          label="Status"
          icon={CheckCircle2}
          value={STATUS_LABEL[result.status]}
          hint="exit code 0 when done"
        />
      </StatGrid>
      <div className={styles.grid}>
        <TerminalWindow
          title="~/etl — ruby"
          lines={log}
          label="Script output"
          emptyText="Press Run Script to start."
          height="md"
          busy={running}
        />
        <Card title="Generated files" description="Written to reports/" headingLevel={2}>
          {generatedFiles.length === 0 ? (
            <p className={styles.empty}>No files yet.</p>
          ) : (
            <ul className={styles.files} aria-label="Generated files">
              {generatedFiles.map((file) => (
                <li key={file.name} className={styles.file}>
                  <FileText size={18} aria-hidden className={styles.fileIcon} />
                  <div className={styles.fileText}>
                    <span className={styles.fileName}>{file.name}</span>
                    <span className={styles.fileMeta}>
                      {file.size} · {file.description}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
