import { seededRandom, systemClock } from '@demos/kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deploymentScript, STEP_COUNT, STEP_TITLES } from './deployScript';
import { createBashStore, progressPercent } from './store';

describe('bash deployment store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = () => createBashStore({ clock: systemClock, random: seededRandom(4) });

  it('has 6 steps', () => {
    expect(STEP_COUNT).toBe(6);
    expect(STEP_TITLES).toHaveLength(6);
    expect([0, 1, 3, 6].map(progressPercent)).toEqual([0, 17, 50, 100]);
  });

  it('goes idle → running → done, completing the steps in order', () => {
    const store = make();
    expect(store.getState()).toMatchObject({ status: 'idle', completedSteps: 0, currentStep: null });
    store.getState().run();
    expect(store.getState()).toMatchObject({ status: 'running', completedSteps: 0, currentStep: 0 });
    const completions = deploymentScript(seededRandom(4)).filter((l) => l.completesStep);
    expect(completions.map((l) => l.step)).toEqual([0, 1, 2, 3, 4, 5]);
    let elapsed = 0;
    for (const [index, line] of completions.entries()) {
      vi.advanceTimersByTime(line.at - 1 - elapsed);
      expect(store.getState().completedSteps).toBe(index);
      vi.advanceTimersByTime(1);
      elapsed = line.at;
      expect(store.getState().completedSteps).toBe(index + 1);
    }
    expect(store.getState().status).toBe('running');
    vi.advanceTimersByTime(200);
    expect(store.getState()).toMatchObject({ status: 'done', completedSteps: 6, currentStep: null });
    expect(store.getState().log.at(-1)?.text).toMatch(
      /^✔ Deployment complete: release \d{8}-[0-9a-f]{4} \(commit [0-9a-f]{7}\) in 9\.8s$/,
    );
    expect(vi.getTimerCount()).toBe(0);
  });

  it('logs every step header in order', () => {
    const store = make();
    store.getState().run();
    vi.advanceTimersByTime(10_000);
    const headers = store
      .getState()
      .log.filter((l) => l.text.startsWith('==> '))
      .map((l) => l.text);
    expect(headers).toEqual(STEP_TITLES.map((title, i) => `==> [${i + 1}/6] ${title}`));
  });

  it('ignores Run while running, and a new run starts from zero', () => {
    const store = make();
    store.getState().run();
    vi.advanceTimersByTime(3000);
    const timers = vi.getTimerCount();
    store.getState().run();
    expect(vi.getTimerCount()).toBe(timers);
    vi.advanceTimersByTime(10_000);
    store.getState().run();
    expect(store.getState()).toMatchObject({ status: 'running', completedSteps: 0, currentStep: 0, log: [] });
  });

  it('dispose stops the run', () => {
    const store = make();
    store.getState().run();
    store.getState().dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
