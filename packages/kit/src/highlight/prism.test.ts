import { afterEach, expect, it, vi } from 'vitest';

type Host = { Prism?: unknown };
const saved = (globalThis as Host).Prism;
afterEach(() => {
  (globalThis as Host).Prism = saved;
});

it('uses a Prism another part of the page loaded, instead of replacing it', async () => {
  vi.resetModules();
  const theirs = { languages: { bash: {} }, tokenize: () => ['echo'] };
  (globalThis as Host).Prism = theirs;
  const { loadPrism } = await import('./prism');
  expect(await loadPrism()).toBe(theirs);
  const { loadBashHighlighter } = await import('./index');
  expect((await loadBashHighlighter())('echo')).toEqual(['echo']);
  expect((globalThis as Host).Prism).toBe(theirs);
});

it('loads its own core in manual mode when the page has none', async () => {
  vi.resetModules();
  (globalThis as Host).Prism = undefined;
  const { loadPrism } = await import('./prism');
  const prism = await loadPrism();
  expect(typeof prism.tokenize).toBe('function');
  expect((prism as { manual?: boolean }).manual).toBe(true);
});
