import { type Clock, createIdGenerator, type LogLine, systemClock, type TimerId } from '@demos/kit';
import { createStore } from 'zustand/vanilla';
import { type GeneratedFile, SCRIPT_STEPS } from './script';

export type RunStatus = 'idle' | 'running' | 'done';

/** Spec §3: the Ruby result. */
export interface RubyResult {
  filesProcessed: number;
  recordsProcessed: number;
  /** Seconds into the run, per the script's timings. */
  timeElapsed: number;
  status: RunStatus;
}

export interface RubyState {
  result: RubyResult;
  log: LogLine[];
  generatedFiles: GeneratedFile[];
  /** Runs the script; ignored while it runs. */
  run: () => void;
  dispose: () => void;
}

export interface RubyStoreOptions {
  clock?: Clock;
}

const IDLE_RESULT: RubyResult = { filesProcessed: 0, recordsProcessed: 0, timeElapsed: 0, status: 'idle' };

export function createRubyStore({ clock = systemClock }: RubyStoreOptions = {}) {
  const nextId = createIdGenerator('rb');
  let timers: TimerId[] = [];

  return createStore<RubyState>()((set, get) => ({
    result: IDLE_RESULT,
    log: [],
    generatedFiles: [],
    run: () => {
      if (get().result.status === 'running') return;
      set({ result: { ...IDLE_RESULT, status: 'running' }, log: [], generatedFiles: [] });
      timers = SCRIPT_STEPS.map((step) =>
        clock.setTimeout(() => {
          // The script's own timings, so the stat matches the log line it prints at the end.
          const timeElapsed = step.at / 1000;
          set((state) => {
            const log = [...state.log, { id: nextId(), text: step.text, tone: step.tone }];
            const effect = step.effect;
            if (effect?.kind === 'file') {
              return {
                log,
                result: {
                  ...state.result,
                  timeElapsed,
                  filesProcessed: state.result.filesProcessed + 1,
                  recordsProcessed: state.result.recordsProcessed + effect.records,
                },
              };
            }
            if (effect?.kind === 'generated') {
              return {
                log,
                result: { ...state.result, timeElapsed },
                generatedFiles: [...state.generatedFiles, effect.file],
              };
            }
            if (effect?.kind === 'done') {
              timers = [];
              return { log, result: { ...state.result, timeElapsed, status: 'done' } };
            }
            return { log, result: { ...state.result, timeElapsed } };
          });
        }, step.at),
      );
    },
    dispose: () => {
      for (const timer of timers) clock.clearTimeout(timer);
      timers = [];
    },
  }));
}

export type RubyStore = ReturnType<typeof createRubyStore>;
