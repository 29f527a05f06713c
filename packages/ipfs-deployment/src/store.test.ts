import { seededRandom, systemClock } from '@demos/kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildGatewayLinks,
  GATEWAYS,
  isCid,
  randomCidV1,
  SIMULATED_PROJECT_PATH,
  SIMULATION_STEPS,
} from './core';
import { createDeployStore, SIMULATION_DURATION_MS } from './store';

describe('deploy store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('goes idle → running → done, printing the scripted log step by step', () => {
    const store = createDeployStore({ clock: systemClock, random: seededRandom(7) });
    expect(store.getState().status).toBe('idle');
    store.getState().run();
    expect(store.getState().status).toBe('running');
    expect(store.getState().lines).toHaveLength(0);
    vi.advanceTimersByTime(0);
    expect(store.getState().lines).toHaveLength(1);

    vi.advanceTimersByTime(300);
    expect(store.getState().lines.map((l) => l.text)).toEqual([
      'PS C:\\projects\\my-app> .\\deploy-ipfs.ps1 -Pin',
      'IPFS deployment of C:\\projects\\my-app',
    ]);
    vi.advanceTimersByTime(SIMULATION_DURATION_MS - 300 - 1);
    expect(store.getState().status).toBe('running');
    vi.advanceTimersByTime(1);

    const { status, lines, result } = store.getState();
    expect(status).toBe('done');
    expect(lines).toHaveLength(SIMULATION_STEPS.length);
    expect(result).not.toBeNull();
    const hash = result?.hash as string;
    expect(isCid(hash)).toBe(true);
    expect(result).toEqual({
      timestamp: new Date(Date.parse('2026-03-01T10:00:00Z') + SIMULATION_DURATION_MS).toISOString(),
      hash,
      mainUrl: `https://ipfs.io/ipfs/${hash}/`,
      projectPath: SIMULATED_PROJECT_PATH,
    });
    expect(lines.slice(-3).map((l) => l.text.trim())).toEqual(buildGatewayLinks(hash).map((l) => l.url));
  });

  it('ignores Run while running and starts afresh after done', () => {
    const store = createDeployStore({ random: seededRandom(1) });
    store.getState().run();
    vi.advanceTimersByTime(1000);
    const partial = store.getState().lines.length;
    store.getState().run();
    expect(store.getState().lines).toHaveLength(partial);
    vi.advanceTimersByTime(SIMULATION_DURATION_MS);
    const first = store.getState().result?.hash;
    store.getState().run();
    expect(store.getState()).toMatchObject({ status: 'running', result: null });
    vi.advanceTimersByTime(SIMULATION_DURATION_MS);
    expect(store.getState().result?.hash).not.toBe(first);
  });

  it('stops its timer on dispose', () => {
    const store = createDeployStore({ random: seededRandom(1) });
    store.getState().run();
    store.getState().dispose();
    vi.advanceTimersByTime(SIMULATION_DURATION_MS * 2);
    expect(store.getState().status).toBe('running');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('gateway links', () => {
  it('builds three links from the hash', () => {
    const hash = randomCidV1(seededRandom(3));
    expect(hash).toMatch(/^bafybei[a-z2-7]{52}$/);
    expect(buildGatewayLinks(hash)).toEqual([
      { name: 'ipfs.io', url: `https://ipfs.io/ipfs/${hash}/` },
      { name: 'dweb.link', url: `https://dweb.link/ipfs/${hash}/` },
      { name: 'Pinata', url: `https://gateway.pinata.cloud/ipfs/${hash}/` },
    ]);
    expect(GATEWAYS).toHaveLength(3);
  });

  it('accepts CIDv0 and refuses anything else', () => {
    expect(isCid('QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG')).toBe(true);
    expect(() => buildGatewayLinks('javascript:alert(1)')).toThrow('Not an IPFS content identifier');
    expect(() => buildGatewayLinks('bafy/../../x')).toThrow();
  });
});
