import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, formatSignedUsd, formatUsd } from './format';

const intlPrice = (price: number) => {
  const digits = price < 10 ? 4 : 2;
  return price.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
};
const intlUsd = (value: number) => {
  const size = Math.abs(value);
  const digits = value === 0 || size >= 1 ? 2 : size >= 0.01 ? 4 : 6;
  return value.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
};

// Prices and amounts as the simulation produces them: up to ~10^7 with cents or finer.
const amount = fc.oneof(
  fc.double({ min: -1e7, max: 1e7, noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
  fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 1e6),
);

describe('format (hand-written en-US, no ICU formatter at start-up)', () => {
  it('writes prices exactly as Intl does', () => {
    fc.assert(
      fc.property(amount, (value) => formatPrice(value) === intlPrice(value)),
      {
        numRuns: 3000,
      },
    );
  });

  it('writes dollar amounts exactly as Intl does', () => {
    fc.assert(
      fc.property(amount, (value) => formatUsd(value) === intlUsd(value)),
      { numRuns: 3000 },
    );
  });

  it('keeps the examples the page shows', () => {
    expect(formatUsd(10_000)).toBe('$10,000.00');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(-0.0004)).toBe('-$0.000400');
    expect(formatSignedUsd(1.234)).toBe('+$1.23');
    expect(formatSignedUsd(-0.04)).toBe('−$0.0400');
    expect(formatPrice(0.5)).toBe('0.5000');
    expect(formatPrice(64_250.5)).toBe('64,250.50');
  });
});
