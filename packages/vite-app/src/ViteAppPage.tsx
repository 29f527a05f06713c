import { Badge, Button, Card, PageHeader, StatCard, StatGrid, TerminalWindow } from '@demos/kit';
import { Boxes, Flame, Hammer, Package, Play, Square, Timer, Zap } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { DEV_SERVER_URL } from './buildScript';
import { createViteStore, type ViteStore } from './store';
import * as styles from './ViteAppPage.css';

export interface ViteAppPageProps {
  /** A store to drive the page (stories, tests); by default the page makes its own. */
  store?: ViteStore;
}

export function ViteAppPage({ store: injected }: ViteAppPageProps) {
  const [store] = useState(() => injected ?? createViteStore());
  const status = useStore(store, (s) => s.status);
  const log = useStore(store, (s) => s.log);
  const stats = useStore(store, (s) => s.stats);
  const devServer = useStore(store, (s) => s.devServer);
  const hmrUpdates = useStore(store, (s) => s.hmrUpdates);
  const building = status === 'building';

  useEffect(() => () => store.getState().dispose(), [store]);

  return (
    <div className={styles.page}>
      <PageHeader
        icon={Zap}
        title="Vite Project"
        description="A React + TypeScript project on Vite: run a production build and watch Rollup bundle it, or start the dev server and see hot module replacement push each edit to the browser."
      />
      <Card
        title="vite-project"
        description="React 19 · TypeScript · Vite"
        actions={
          <div className={styles.badges}>
            <Badge tone={building ? 'warning' : status === 'built' ? 'success' : 'neutral'}>
              {building ? 'Building…' : status === 'built' ? 'Build ready' : 'Not built'}
            </Badge>
            <Badge tone={devServer ? 'success' : 'neutral'}>{devServer ? 'HMR on' : 'HMR off'}</Badge>
          </div>
        }
      >
        <div className={styles.actions}>
          <Button onClick={() => store.getState().runBuild()} disabled={building}>
            <Hammer size={16} aria-hidden />
            {building ? 'Building…' : 'Run Production Build'}
          </Button>
          <Button
            variant={devServer ? 'danger' : 'secondary'}
            onClick={() => store.getState().toggleDevServer()}
          >
            {devServer ? <Square size={16} aria-hidden /> : <Play size={16} aria-hidden />}
            {devServer ? 'Stop Dev Server' : 'Start Dev Server'}
          </Button>
          <Button variant="ghost" onClick={() => store.getState().clearLog()} disabled={log.length === 0}>
            Clear log
          </Button>
        </div>
        {devServer && (
          <p className={styles.serverNote}>
            Dev server listening on <code className={styles.code}>{DEV_SERVER_URL}</code> — edits are pushed
            every 5 s.
          </p>
        )}
      </Card>
      <StatGrid as="section" aria-label="Build statistics">
        <StatCard
          label="Modules"
          icon={Boxes}
          value={stats ? stats.modules : '—'}
          hint="transformed by Vite"
        />
        <StatCard
          label="Bundle (gzip)"
          icon={Package}
          value={stats ? `${stats.gzipKb.toFixed(2)} kB` : '—'}
          hint="main JavaScript chunk"
        />
        <StatCard
          label="Build time"
          icon={Timer}
          value={stats ? `${(stats.durationMs / 1000).toFixed(2)} s` : '—'}
          hint={stats ? `${stats.files} files in dist/` : 'run a build'}
        />
        <StatCard
          label="HMR updates"
          icon={Flame}
          value={hmrUpdates}
          hint={devServer ? 'watching src/' : 'dev server stopped'}
        />
      </StatGrid>
      <TerminalWindow
        title="~/vite-project — zsh"
        lines={log}
        label="Terminal output"
        emptyText="Run a build or start the dev server to see Vite's output."
        busy={building || devServer}
      />
    </div>
  );
}
