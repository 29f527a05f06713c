import {
  type Clock,
  createIdGenerator,
  type LogLine,
  type Random,
  systemClock,
  systemRandom,
  type TimerId,
} from '@demos/kit';
import { createStore } from 'zustand/vanilla';
import { deploymentScript, STEP_COUNT } from './deployScript';

export type DeployStatus = 'idle' | 'running' | 'done';

export interface BashState {
  status: DeployStatus;
  /** Steps finished so far (0–6). */
  completedSteps: number;
  /** The step being run (0-based), or null before the first and after the last. */
  currentStep: number | null;
  log: LogLine[];
  run: () => void;
  dispose: () => void;
}

export interface BashStoreOptions {
  clock?: Clock;
  random?: Random;
}

export const progressPercent = (completedSteps: number) => Math.round((completedSteps / STEP_COUNT) * 100);

export function createBashStore({ clock = systemClock, random = systemRandom }: BashStoreOptions = {}) {
  const nextId = createIdGenerator('sh');
  let timers: TimerId[] = [];

  return createStore<BashState>()((set, get) => ({
    status: 'idle',
    completedSteps: 0,
    currentStep: null,
    log: [],
    run: () => {
      if (get().status === 'running') return;
      set({ status: 'running', completedSteps: 0, currentStep: 0, log: [] });
      const lines = deploymentScript(random);
      const last = lines.length - 1;
      timers = lines.map((line, index) =>
        clock.setTimeout(() => {
          set((state) => {
            const log = [...state.log, { id: nextId(), text: line.text, tone: line.tone }];
            if (index === last) {
              timers = [];
              return { log, status: 'done', currentStep: null };
            }
            if (line.completesStep) {
              const completedSteps = line.step + 1;
              return {
                log,
                completedSteps,
                currentStep: completedSteps < STEP_COUNT ? completedSteps : null,
              };
            }
            return { log };
          });
        }, line.at),
      );
    },
    dispose: () => {
      for (const timer of timers) clock.clearTimeout(timer);
      timers = [];
    },
  }));
}

export type BashStore = ReturnType<typeof createBashStore>;
