import { seededRandom, systemClock } from '@demos/kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_DURATION_MS, BUILD_GZIP_KB, BUILD_MODULES, HMR_INTERVAL_MS } from './buildScript';
import { createViteStore } from './store';

describe('vite store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = () => createViteStore({ clock: systemClock, random: seededRandom(7) });

  it('uses the spec constants', () => {
    expect(BUILD_DURATION_MS).toBe(2140);
    expect(BUILD_MODULES).toBe(124);
    expect(BUILD_GZIP_KB).toBe(45.32);
    expect(HMR_INTERVAL_MS).toBe(5000);
  });

  it('goes idle → building → built after exactly 2.14 s, then shows the stats', () => {
    const store = make();
    expect(store.getState().status).toBe('idle');
    store.getState().runBuild();
    expect(store.getState().status).toBe('building');
    vi.advanceTimersByTime(2139);
    expect(store.getState().status).toBe('building');
    expect(store.getState().stats).toBeNull();
    vi.advanceTimersByTime(1);
    const { status, stats, log } = store.getState();
    expect(status).toBe('built');
    expect(stats).toEqual({ modules: 124, gzipKb: 45.32, durationMs: 2140, files: 4 });
    const text = log.map((l) => l.text);
    expect(text[0]).toBe('$ npm run build');
    expect(text).toContain('✓ 124 modules transformed.');
    expect(text.some((t) => /dist\/assets\/index-[\w-]{8}\.js +143\.42 kB │ gzip: 45\.32 kB/.test(t))).toBe(
      true,
    );
    expect(text.at(-1)).toBe('✓ built in 2.14s');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('logs the build progressively, not all at once', () => {
    const store = make();
    store.getState().runBuild();
    vi.advanceTimersByTime(900);
    const partial = store.getState().log.map((l) => l.text);
    expect(partial).toContain('transforming...');
    expect(partial).not.toContain('✓ 124 modules transformed.');
  });

  it('ignores Run Production Build while building, and can rebuild when done', () => {
    const store = make();
    store.getState().runBuild();
    vi.advanceTimersByTime(1000);
    const before = vi.getTimerCount();
    store.getState().runBuild();
    expect(vi.getTimerCount()).toBe(before);
    vi.advanceTimersByTime(1140);
    expect(store.getState().status).toBe('built');
    store.getState().runBuild();
    expect(store.getState().status).toBe('building');
    expect(store.getState().stats).toBeNull();
  });

  it('logs a file change and an HMR update every 5 s while the dev server runs', () => {
    const store = make();
    store.getState().toggleDevServer();
    expect(store.getState().devServer).toBe(true);
    const startLines = store.getState().log.length;
    vi.advanceTimersByTime(4999);
    expect(store.getState().log).toHaveLength(startLines);
    vi.advanceTimersByTime(1);
    const added = store.getState().log.slice(startLines);
    expect(added).toHaveLength(2);
    expect(added[0]?.text).toMatch(/^\[vite\] file changed: src\/\S+$/);
    expect(added[1]?.text).toBe(`[vite] hmr update /${added[0]?.text.replace('[vite] file changed: ', '')}`);
    vi.advanceTimersByTime(10_000);
    expect(store.getState().hmrUpdates).toBe(3);
    expect(store.getState().log).toHaveLength(startLines + 6);
  });

  it('stops HMR when the dev server stops', () => {
    const store = make();
    store.getState().toggleDevServer();
    vi.advanceTimersByTime(5000);
    store.getState().toggleDevServer();
    expect(store.getState().devServer).toBe(false);
    const length = store.getState().log.length;
    vi.advanceTimersByTime(20_000);
    expect(store.getState().log).toHaveLength(length);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('dispose stops the build and the dev server', () => {
    const store = make();
    store.getState().runBuild();
    store.getState().toggleDevServer();
    store.getState().dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
