import { describe, expect, it } from 'vitest';
import { sampleLog } from '../sampleLog';
import {
  evaluate,
  FEE_RATE,
  MAX_DAILY_LOSS_USD,
  MAX_TRADES_PER_DAY,
  MIN_PROFIT_USD,
  spreadForMinimumProfit,
  TRADE_SIZE_BTC,
  usd,
} from './botRules';

describe('bot rules', () => {
  it('has the constants of the spec', () => {
    expect(MIN_PROFIT_USD).toBe(10);
    expect(MAX_DAILY_LOSS_USD).toBe(50);
    expect(MAX_TRADES_PER_DAY).toBe(20);
    expect(TRADE_SIZE_BTC).toBe(0.001);
    expect(FEE_RATE).toBe(0.001);
  });

  it('charges the fee on both legs and accepts only a net of at least $10', () => {
    const small = evaluate({ exchange: 'A', price: 45000 }, { exchange: 'B', price: 45100 });
    expect(small.gross).toBeCloseTo(0.1, 9);
    expect(small.fees).toBeCloseTo(0.0901, 9);
    expect(small.net).toBeCloseTo(0.0099, 9);
    expect(small.accepted).toBe(false);
    // A $10 net needs (sell − buy) × 0.001 − (buy + sell) × 0.000001 ≥ 10; from 40000 that is a sell of 50090.09.
    const edge = evaluate({ exchange: 'A', price: 40000 }, { exchange: 'B', price: 50090.1 });
    expect(edge.net).toBeCloseTo(10.0000099, 9);
    expect(edge.accepted).toBe(true);
    expect(evaluate({ exchange: 'A', price: 40000 }, { exchange: 'B', price: 50090 }).accepted).toBe(false);
  });

  it('knows the spread that nets exactly the minimum', () => {
    const spread = spreadForMinimumProfit(45000);
    expect(spread).toBeCloseTo(10100.1001, 3);
    expect(
      evaluate({ exchange: 'A', price: 45000 }, { exchange: 'B', price: 45000 + spread }).net,
    ).toBeCloseTo(10, 9);
  });

  it('formats dollars', () => {
    expect(usd(10)).toBe('$10.00');
    expect(usd(-0.5)).toBe('-$0.50');
    expect(usd(1234.5)).toBe('$1,234.50');
  });

  it('builds a sample log that states every rule', () => {
    const text = sampleLog()
      .map((l) => l.text)
      .join('\n');
    expect(text).toContain('min profit $10.00');
    expect(text).toContain('max daily loss $50.00');
    expect(text).toContain('20 trades/day');
    expect(text).toContain('0.001 BTC/trade');
    expect(text).toContain('fee 0.1 %');
    expect(text).toContain('0/20 trades');
    expect(text).toContain('stops at -$50.00');
    expect(new Set(sampleLog().map((l) => l.id)).size).toBe(sampleLog().length);
  });
});
