import { describe, expect, it } from 'vitest';
import { createIdGenerator, pickRandom, randomBetween, randomInt, seededRandom } from './clock';

describe('seeded randomness', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(Array.from({ length: 5 }, c)).not.toEqual(seqA);
    for (const value of seqA) expect(value >= 0 && value < 1).toBe(true);
  });

  it('randomInt covers both bounds and nothing outside', () => {
    const random = seededRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(randomInt(random, 3, 7));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('randomBetween stays in [min, max) and pickRandom refuses an empty list', () => {
    const random = seededRandom(1);
    for (let i = 0; i < 500; i++) {
      const value = randomBetween(random, 10, 59);
      expect(value).toBeGreaterThanOrEqual(10);
      expect(value).toBeLessThan(59);
    }
    expect(() => pickRandom(random, [])).toThrow(/at least one item/);
  });

  it('createIdGenerator is per instance', () => {
    const a = createIdGenerator('t');
    const b = createIdGenerator('t');
    expect([a(), a(), b()]).toEqual(['t-1', 't-2', 't-1']);
  });
});
