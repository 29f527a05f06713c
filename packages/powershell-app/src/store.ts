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
import { AUDIT_DURATION_MS, AUDIT_STEPS, type AuditResult, sampleAudit } from './audit';

export type AuditStatus = 'idle' | 'running' | 'done';

export interface PowerShellState {
  status: AuditStatus;
  log: LogLine[];
  result: AuditResult | null;
  runAudit: () => void;
  dispose: () => void;
}

export interface PowerShellStoreOptions {
  clock?: Clock;
  random?: Random;
}

export function createPowerShellStore({
  clock = systemClock,
  random = systemRandom,
}: PowerShellStoreOptions = {}) {
  const nextId = createIdGenerator('ps');
  let timers: TimerId[] = [];

  return createStore<PowerShellState>()((set, get) => ({
    status: 'idle',
    log: [],
    result: null,
    runAudit: () => {
      if (get().status === 'running') return;
      set({ status: 'running', log: [], result: null });
      timers = AUDIT_STEPS.map((step) =>
        clock.setTimeout(() => {
          set((state) => ({ log: [...state.log, { id: nextId(), text: step.text, tone: step.tone }] }));
          if (step.at === AUDIT_DURATION_MS) {
            timers = [];
            set({ status: 'done', result: sampleAudit(random, clock.now()) });
          }
        }, step.at),
      );
    },
    dispose: () => {
      for (const timer of timers) clock.clearTimeout(timer);
      timers = [];
    },
  }));
}

export type PowerShellStore = ReturnType<typeof createPowerShellStore>;
