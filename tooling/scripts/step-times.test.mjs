import { describe, expect, it } from 'vitest';
import { report, stepDurations } from './step-times.mjs';

const marks = ['1000\tsetup', '1060\tbiome', '1062\te2e (Playwright)', '2862\tend'].join('\n');

describe('the test command clock', () => {
  it('gives each gate the seconds until the next one starts', () => {
    expect(stepDurations(marks, 9999)).toEqual([
      { name: 'setup', seconds: 60 },
      { name: 'biome', seconds: 2 },
      { name: 'e2e (Playwright)', seconds: 1800 },
    ]);
  });

  it('runs the gate that failed until now when there is no end mark', () => {
    expect(stepDurations('1000\tsetup\n1010\tvitest\n', 1100).at(-1)).toEqual({
      name: 'vitest',
      seconds: 90,
    });
  });

  it('passes at the budget and fails past it, naming the slowest gates', () => {
    const steps = stepDurations(marks, 0);
    expect(report(steps, 1862).over).toBeNull();
    const { over, lines } = report(steps, 1861);
    expect(over).toBe(
      'The test command took 31:02, over its budget of 31:01; the slowest gates: e2e (Playwright) (1800 s), setup (60 s), biome (2 s).',
    );
    expect(lines.at(-1)).toContain('1862 s');
  });
});
