import type { Searchable } from './search';

export type PaletteActionId = 'theme' | 'sidebar' | 'copy-link' | 'random';

/** The palette's actions, searched like pages: their title first, then the words people use. */
export const PALETTE_ACTIONS: ReadonlyArray<Searchable & { id: PaletteActionId }> = [
  { id: 'theme', title: 'Toggle theme', keywords: ['dark', 'light', 'mode', 'colour', 'color'] },
  { id: 'sidebar', title: 'Toggle sidebar', keywords: ['navigation', 'menu', 'collapse', 'expand'] },
  { id: 'copy-link', title: 'Copy link to this page', keywords: ['share', 'url', 'clipboard', 'address'] },
  { id: 'random', title: 'Random demo', keywords: ['surprise', 'shuffle', 'any', 'lucky'] },
];

/** A page other than the current one, picked with `random` (0 ≤ random() < 1). */
export function pickRandomPath(
  paths: readonly string[],
  current: string,
  random: () => number = Math.random,
): string | undefined {
  const others = paths.filter((path) => path !== current);
  return others[Math.floor(random() * others.length)];
}
