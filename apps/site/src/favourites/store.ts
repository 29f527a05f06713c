// Favourites and recently opened pages, kept in this browser (localStorage), read after hydration.
import type { DemoManifest } from '@demos/kit';
import { useSyncExternalStore } from 'react';

import { FAVOURITES_KEY } from './keys';

export { FAVOURITES_KEY };
export const RECENTS_KEY = 'demos:recents';
/** How many recently opened pages the palette lists. */
export const RECENTS_LIMIT = 5;

const EMPTY: readonly string[] = [];
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; ids: readonly string[] }>();

/** The ids stored under a key: a JSON array of strings, anything else read as empty. */
function read(key: string): readonly string[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    // Storage can be switched off: nothing is remembered then.
  }
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.ids;
  let ids: readonly string[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    // A value written by hand or by another version: start again.
  }
  cache.set(key, { raw, ids });
  return ids;
}

function write(key: string, ids: readonly string[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(ids));
  } catch {
    // Full or switched off: this visit still shows the change.
    cache.set(key, { raw: JSON.stringify(ids), ids });
  }
  for (const listener of listeners) listener();
  // The sidebar loads its Favourites group once there is one (FavouritesSlot).
  if (key === FAVOURITES_KEY) window.dispatchEvent(new Event(FAVOURITES_KEY));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_KEY || event.key === RECENTS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The ids stored under a key. Empty on the server and while the prerendered HTML hydrates (the
 * build cannot know a visitor's storage), then what this browser remembers.
 */
function useStoredIds(key: string): readonly string[] {
  return useSyncExternalStore(
    subscribe,
    () => read(key),
    () => EMPTY,
  );
}

export const useFavourites = () => useStoredIds(FAVOURITES_KEY);
const demosOf = (ids: readonly string[], demos: readonly DemoManifest[]) =>
  ids.map((id) => demos.find((demo) => demo.id === id)).filter((demo): demo is DemoManifest => Boolean(demo));

/** The favourite pages in the order chosen (ids no longer in the list are skipped). */
export const useFavouriteDemos = (demos: readonly DemoManifest[]) => demosOf(useFavourites(), demos);
/** The pages opened lately, newest first. */
export const useRecentDemos = (demos: readonly DemoManifest[]) => demosOf(useStoredIds(RECENTS_KEY), demos);

export function toggleFavourite(id: string): void {
  const ids = read(FAVOURITES_KEY);
  write(FAVOURITES_KEY, ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]);
}

/** Moves a favourite one place up (-1) or down (+1); nothing happens at either end. */
export function moveFavourite(id: string, by: -1 | 1): void {
  const ids = [...read(FAVOURITES_KEY)];
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return;
  ids.splice(from, 1);
  ids.splice(to, 0, id);
  write(FAVOURITES_KEY, ids);
}

/** Puts a page first among the recently opened ones (at most RECENTS_LIMIT are kept). */
export function recordVisit(id: string): void {
  const ids = read(RECENTS_KEY);
  if (ids[0] === id) return;
  write(RECENTS_KEY, [id, ...ids.filter((other) => other !== id)].slice(0, RECENTS_LIMIT));
}
