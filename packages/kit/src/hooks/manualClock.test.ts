import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock';

describe('createManualClock', () => {
  it('fires timeouts and intervals in time order only when advanced', () => {
    const clock = createManualClock(0);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push(`t@${clock.now()}`), 300);
    const every = clock.setInterval(() => fired.push(`i@${clock.now()}`), 200);
    expect(fired).toEqual([]);
    clock.advance(500);
    expect(fired).toEqual(['i@200', 't@300', 'i@400']);
    clock.clearInterval(every);
    clock.advance(1000);
    expect(fired).toHaveLength(3);
    expect(clock.now()).toBe(1500);
  });
});
