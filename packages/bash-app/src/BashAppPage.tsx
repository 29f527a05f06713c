import {
  Badge,
  Button,
  Card,
  CodeBlock,
  PageHeader,
  Progress,
  spinClassName,
  TerminalWindow,
  visuallyHiddenClassName,
} from '@demos/kit';
import { Check, Circle, LoaderCircle, Rocket, Terminal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import * as styles from './BashAppPage.css';
import { STEP_COUNT, STEP_TITLES } from './deployScript';
import { tokens as deployScriptTokens } from './scripts/deploy.tokens.gen';
import { type BashStore, createBashStore, progressPercent } from './store';

export interface BashAppPageProps {
  /** A store to drive the page (stories, tests); by default the page makes its own. */
  store?: BashStore;
}

export function BashAppPage({ store: injected }: BashAppPageProps) {
  const [store] = useState(() => injected ?? createBashStore());
  const status = useStore(store, (s) => s.status);
  const completedSteps = useStore(store, (s) => s.completedSteps);
  const currentStep = useStore(store, (s) => s.currentStep);
  const log = useStore(store, (s) => s.log);
  const running = status === 'running';

  useEffect(() => () => store.getState().dispose(), [store]);

  const progressLabel =
    status === 'done'
      ? 'Deployment complete'
      : running && currentStep !== null
        ? `Step ${currentStep + 1} of ${STEP_COUNT}: ${STEP_TITLES[currentStep]}`
        : `${STEP_COUNT} steps, not started`;

  return (
    <div className={styles.page}>
      <PageHeader
        icon={Terminal}
        title="Bash Script"
        description="A zero-downtime deployment script in Bash: it checks the tools, pulls the code, installs, tests, builds and ships a new release over SSH, then health-checks it."
      />
      <Card
        title="deploy.sh production"
        description="set -euo pipefail · rsync + atomic symlink switch"
        actions={
          <Badge tone={status === 'done' ? 'success' : running ? 'warning' : 'neutral'}>
            {status === 'done' ? 'Deployed' : running ? 'Running' : 'Idle'}
          </Badge>
        }
      >
        <div>
          <Button onClick={() => store.getState().run()} disabled={running}>
            <Rocket size={16} aria-hidden />
            {running ? 'Deploying…' : 'Run Deployment Script'}
          </Button>
        </div>
        <Progress label={progressLabel} value={progressPercent(completedSteps)} />
        <ol className={styles.steps} aria-label="Deployment steps">
          {STEP_TITLES.map((title, index) => {
            const state = index < completedSteps ? 'done' : index === currentStep ? 'active' : 'pending';
            const Icon = state === 'done' ? Check : state === 'active' ? LoaderCircle : Circle;
            return (
              <li key={title} className={styles.step[state]}>
                <Icon size={16} aria-hidden className={state === 'active' ? spinClassName : undefined} />
                <span>
                  {index + 1}. {title}
                </span>
                <span className={visuallyHiddenClassName}>
                  {state === 'done' ? ' (done)' : state === 'active' ? ' (in progress)' : ''}
                </span>
              </li>
            );
          })}
        </ol>
      </Card>
      <TerminalWindow
        title="deploy@ci-runner: ~/storefront — bash"
        lines={log}
        label="Deployment log"
        emptyText="Press Run Deployment Script to start."
        busy={running}
      />
      <CodeBlock
        tokens={deployScriptTokens}
        filename="deploy.sh"
        label="deploy.sh source"
        downloadName="deploy.sh"
        mimeType="text/x-shellscript;charset=utf-8"
      />
    </div>
  );
}
