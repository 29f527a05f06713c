// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottledLog } from './throttledLog';

describe('a throttled log', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes a line once per interval and then how many times it came again', () => {
    const lines: string[] = [];
    const log = createThrottledLog((line) => lines.push(line), { intervalMs: 10_000 });
    for (let i = 0; i < 1336; i++)
      log('Notes function note_exists failed: Connection terminated unexpectedly');
    log('Notes database connection error: terminating connection due to administrator command (57P01)');
    expect(lines).toEqual([
      'Notes function note_exists failed: Connection terminated unexpectedly',
      'Notes database connection error: terminating connection due to administrator command (57P01)',
    ]);
    vi.advanceTimersByTime(10_000);
    expect(lines.slice(2)).toEqual([
      'Notes function note_exists failed: Connection terminated unexpectedly (1335 more times in 10 s)',
    ]);
    // A new interval: the next occurrence is written at once again.
    log('Notes function note_exists failed: Connection terminated unexpectedly');
    expect(lines).toHaveLength(4);
    vi.advanceTimersByTime(10_000);
    expect(lines).toHaveLength(4);
  });

  it('writes what is pending when flushed', () => {
    const lines: string[] = [];
    const log = createThrottledLog((line) => lines.push(line));
    log('a');
    log('a');
    log.flush();
    expect(lines).toEqual(['a', 'a (1 more time in 10 s)']);
  });
});
