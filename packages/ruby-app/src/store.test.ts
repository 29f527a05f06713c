import { systemClock } from '@demos/kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GENERATED_FILES,
  INPUT_FILES,
  RUBY_SOURCE,
  RUN_DURATION_MS,
  SCRIPT_STEPS,
  TOTAL_FILES,
  TOTAL_RECORDS,
} from './script';
import { createRubyStore } from './store';

describe('ruby data processor store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = () => createRubyStore({ clock: systemClock });

  it('uses the spec constants: 3 files, 4240 records', () => {
    expect(TOTAL_FILES).toBe(3);
    expect(TOTAL_RECORDS).toBe(4240);
    expect(INPUT_FILES.map((f) => f.records)).toEqual([1250, 2340, 650]);
    expect(RUN_DURATION_MS).toBe(6450);
  });

  it('starts idle with an empty result', () => {
    expect(make().getState().result).toEqual({
      filesProcessed: 0,
      recordsProcessed: 0,
      timeElapsed: 0,
      status: 'idle',
    });
  });

  it('goes idle → running → done through the scripted steps', () => {
    const store = make();
    store.getState().run();
    expect(store.getState().result.status).toBe('running');
    vi.advanceTimersByTime(1900);
    expect(store.getState().result).toMatchObject({
      filesProcessed: 1,
      recordsProcessed: 1250,
      timeElapsed: 1.9,
    });
    vi.advanceTimersByTime(1500);
    expect(store.getState().result).toMatchObject({ filesProcessed: 2, recordsProcessed: 3590 });
    vi.advanceTimersByTime(900);
    expect(store.getState().result).toMatchObject({ filesProcessed: 3, recordsProcessed: 4240 });
    expect(store.getState().generatedFiles).toEqual([]);
    vi.advanceTimersByTime(RUN_DURATION_MS - 4300 - 1);
    expect(store.getState().result.status).toBe('running');
    vi.advanceTimersByTime(1);
    const { result, log, generatedFiles } = store.getState();
    expect(result).toEqual({ filesProcessed: 3, recordsProcessed: 4240, timeElapsed: 6.45, status: 'done' });
    expect(generatedFiles).toEqual(GENERATED_FILES);
    expect(log.map((l) => l.text)).toEqual(SCRIPT_STEPS.map((s) => s.text));
    expect(log.at(-1)?.text).toBe('✓ Done: 3 files, 4,240 records in 6.45s');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores Run Script while running; a new run starts from scratch', () => {
    const store = make();
    store.getState().run();
    vi.advanceTimersByTime(2000);
    const timers = vi.getTimerCount();
    store.getState().run();
    expect(vi.getTimerCount()).toBe(timers);
    vi.advanceTimersByTime(RUN_DURATION_MS);
    store.getState().run();
    expect(store.getState().result).toEqual({
      filesProcessed: 0,
      recordsProcessed: 0,
      timeElapsed: 0,
      status: 'running',
    });
    expect(store.getState().log).toEqual([]);
    expect(store.getState().generatedFiles).toEqual([]);
  });

  it('dispose stops the run', () => {
    const store = make();
    store.getState().run();
    store.getState().dispose();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows a Ruby program that reads the three formats', () => {
    expect(RUBY_SOURCE).toMatch(/^#!\/usr\/bin\/env ruby/);
    for (const lib of ['csv', 'json', 'rexml/document']) expect(RUBY_SOURCE).toContain(`require '${lib}'`);
  });
});
