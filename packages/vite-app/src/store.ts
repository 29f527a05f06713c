import {
  type Clock,
  createIdGenerator,
  type LogLine,
  pickRandom,
  type Random,
  systemClock,
  systemRandom,
  type TimerId,
} from '@demos/kit';
import { createStore } from 'zustand/vanilla';
import {
  BUILD_DURATION_MS,
  BUILD_GZIP_KB,
  BUILD_MODULES,
  buildOutputFiles,
  buildScript,
  DEV_SERVER_URL,
  EDITED_FILES,
  HMR_INTERVAL_MS,
  VITE_VERSION,
} from './buildScript';

export type BuildStatus = 'idle' | 'building' | 'built';

export interface BuildStats {
  modules: number;
  gzipKb: number;
  durationMs: number;
  files: number;
}

export interface ViteState {
  status: BuildStatus;
  log: LogLine[];
  stats: BuildStats | null;
  devServer: boolean;
  hmrUpdates: number;
  /** Starts `vite build`; ignored while a build runs. */
  runBuild: () => void;
  /** Starts or stops `vite` (the dev server with HMR). */
  toggleDevServer: () => void;
  clearLog: () => void;
  /** Stops every timer (the page calls this on unmount). */
  dispose: () => void;
}

export interface ViteStoreOptions {
  clock?: Clock;
  random?: Random;
}

/** `HH:MM:SS` in the visitor's local time, as Vite prints it. */
export function formatClockTime(ms: number): string {
  const date = new Date(ms);
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

export function createViteStore({ clock = systemClock, random = systemRandom }: ViteStoreOptions = {}) {
  const nextId = createIdGenerator('vite');
  let buildTimers: TimerId[] = [];
  let hmrTimer: TimerId | undefined;

  return createStore<ViteState>()((set, get) => {
    const append = (text: string, tone: LogLine['tone']) =>
      set((state) => ({
        log: [...state.log, { id: nextId(), text, tone, time: formatClockTime(clock.now()) }],
      }));

    const stopDevServer = () => {
      clock.clearInterval(hmrTimer);
      hmrTimer = undefined;
    };

    return {
      status: 'idle',
      log: [],
      stats: null,
      devServer: false,
      hmrUpdates: 0,
      runBuild: () => {
        if (get().status === 'building') return;
        set({ status: 'building', stats: null });
        const files = buildOutputFiles(random);
        buildTimers = buildScript(files).map((line) =>
          clock.setTimeout(() => {
            append(line.text, line.tone);
            if (line.at === BUILD_DURATION_MS) {
              buildTimers = [];
              set({
                status: 'built',
                stats: {
                  modules: BUILD_MODULES,
                  gzipKb: BUILD_GZIP_KB,
                  durationMs: BUILD_DURATION_MS,
                  files: files.length,
                },
              });
            }
          }, line.at),
        );
      },
      toggleDevServer: () => {
        if (get().devServer) {
          stopDevServer();
          append('^C', 'command');
          append('Dev server stopped. HMR disabled.', 'muted');
          set({ devServer: false });
          return;
        }
        set({ devServer: true });
        append('$ npm run dev', 'command');
        append(`VITE v${VITE_VERSION}  ready in ${280 + Math.floor(random() * 160)} ms`, 'success');
        append(`➜  Local:   ${DEV_SERVER_URL}`, 'info');
        append('➜  Network: use --host to expose', 'muted');
        append('HMR enabled: watching src/ for changes', 'muted');
        hmrTimer = clock.setInterval(() => {
          const file = pickRandom(random, EDITED_FILES);
          append(`[vite] file changed: ${file}`, 'default');
          append(`[vite] hmr update /${file}`, 'success');
          set((state) => ({ hmrUpdates: state.hmrUpdates + 1 }));
        }, HMR_INTERVAL_MS);
      },
      clearLog: () => set({ log: [] }),
      dispose: () => {
        for (const timer of buildTimers) clock.clearTimeout(timer);
        buildTimers = [];
        stopDevServer();
      },
    };
  });
}

export type ViteStore = ReturnType<typeof createViteStore>;
