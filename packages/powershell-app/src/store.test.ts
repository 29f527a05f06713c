import { seededRandom, systemClock } from '@demos/kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_DURATION_MS, AUDIT_STEPS } from './audit';
import { createPowerShellStore } from './store';

describe('powershell audit store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = () => createPowerShellStore({ clock: systemClock, random: seededRandom(9) });

  it('goes idle → running → done with a full audit result', () => {
    const store = make();
    expect(store.getState()).toMatchObject({ status: 'idle', result: null });
    store.getState().runAudit();
    expect(store.getState().status).toBe('running');
    vi.advanceTimersByTime(AUDIT_DURATION_MS - 1);
    expect(store.getState().result).toBeNull();
    expect(store.getState().log).toHaveLength(AUDIT_STEPS.length - 1);
    vi.advanceTimersByTime(1);
    const { status, result, log } = store.getState();
    expect(status).toBe('done');
    expect(log.map((l) => l.text)).toEqual(AUDIT_STEPS.map((s) => s.text));
    expect(result).toMatchObject({
      computer: expect.stringMatching(/^WS-ACME-\d{3}$/),
      os: expect.stringContaining('Windows'),
      uptime: expect.stringMatching(/^\d+ days, \d+ hours, \d+ minutes$/),
      cDrive: { used: expect.any(Number), free: expect.any(Number) },
      dDrive: { used: expect.any(Number), free: expect.any(Number) },
      services: { running: expect.any(Number), stopped: expect.any(Number) },
      updates: expect.any(Number),
      generatedAt: Date.now(),
    });
    expect((result?.cDrive.used ?? 0) + (result?.cDrive.free ?? 0)).toBeCloseTo(476.3, 1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores Run while running; a rerun clears the previous result', () => {
    const store = make();
    store.getState().runAudit();
    vi.advanceTimersByTime(1000);
    const timers = vi.getTimerCount();
    store.getState().runAudit();
    expect(vi.getTimerCount()).toBe(timers);
    vi.advanceTimersByTime(AUDIT_DURATION_MS);
    store.getState().runAudit();
    expect(store.getState()).toMatchObject({ status: 'running', result: null, log: [] });
  });

  it('dispose stops the audit', () => {
    const store = make();
    store.getState().runAudit();
    store.getState().dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
