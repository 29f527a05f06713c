// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import { useCallback, useSyncExternalStore } from 'react';

/** Dispatched on `window` after the kit rewrites the address, so every reader sees the change. */
const CHANGE_EVENT = 'demos:searchparams';

export function subscribeToSearch(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** Writes one query parameter of the current address in place (`null` removes it). */
export function replaceSearchParam(name: string, value: string | null): void {
  const url = new URL(window.location.href);
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  writeSearch(url);
}

/** Replaces the current address with `url` (same document) and tells every reader. */
export function writeSearch(url: URL): void {
  if (url.href === window.location.href) return;
  // The current history entry keeps its state: routers (Next.js, React Router) store their own
  // there, and the entry must stay theirs.
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * One query parameter of the address, owned by no router: `null` on the server and while the
 * browser hydrates (the prerendered page cannot know the query), the address's value afterwards
 * and after Back/Forward. The setter replaces the current history entry (no new entry, no
 * navigation), so it works the same under Next.js, React Router or no router at all.
 */
export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const value = useSyncExternalStore(
    subscribeToSearch,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  );
  const setValue = useCallback((next: string | null) => replaceSearchParam(name, next), [name]);
  return [value, setValue];
}
