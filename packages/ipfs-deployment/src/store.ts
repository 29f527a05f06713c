import {
  type Clock,
  createIdGenerator,
  type Random,
  systemClock,
  systemRandom,
  type TimerId,
} from '@demos/kit';
import { createStore } from 'zustand/vanilla';
import {
  buildGatewayLinks,
  type DeploymentResult,
  randomCidV1,
  SIMULATED_PROJECT_PATH,
  SIMULATION_STEPS,
  type SimTone,
} from './core';

export type DeployStatus = 'idle' | 'running' | 'done';

export interface LogEntry {
  id: string;
  text: string;
  tone: SimTone;
}

export interface DeployState {
  status: DeployStatus;
  lines: LogEntry[];
  result: DeploymentResult | null;
  run: () => void;
  dispose: () => void;
}

export interface DeployStoreOptions {
  clock?: Clock;
  random?: Random;
}

/** Idle → running (scripted log, one line per step delay) → done with a deployment result. */
export function createDeployStore({ clock = systemClock, random = systemRandom }: DeployStoreOptions = {}) {
  const nextId = createIdGenerator('log');
  let timer: TimerId | undefined;

  return createStore<DeployState>()((set, get) => ({
    status: 'idle',
    lines: [],
    result: null,
    run: () => {
      if (get().status === 'running') return;
      const hash = randomCidV1(random);
      set({ status: 'running', lines: [], result: null });
      const step = (index: number) => {
        const current = SIMULATION_STEPS[index];
        if (!current) {
          const [main] = buildGatewayLinks(hash);
          set({
            status: 'done',
            result: {
              timestamp: new Date(clock.now()).toISOString(),
              hash,
              mainUrl: main?.url ?? '',
              projectPath: SIMULATED_PROJECT_PATH,
            },
          });
          return;
        }
        timer = clock.setTimeout(() => {
          const text = typeof current.text === 'function' ? current.text(hash) : current.text;
          set((state) => ({ lines: [...state.lines, { id: nextId(), text, tone: current.tone }] }));
          step(index + 1);
        }, current.delayMs);
      };
      step(0);
    },
    dispose: () => clock.clearTimeout(timer),
  }));
}

export type DeployStore = ReturnType<typeof createDeployStore>;

/** Total scripted duration of a run, in ms. */
export const SIMULATION_DURATION_MS = SIMULATION_STEPS.reduce((sum, s) => sum + s.delayMs, 0);
