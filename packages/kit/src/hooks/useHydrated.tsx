// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import { type ReactNode, useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards (and
 * from the first render of a client-only app). For output that depends on the browser (the URL
 * hash, storage, the viewport): render the server's version first, then the real one, without a
 * hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** Renders `fallback` on the server and during hydration, `children` once hydrated. */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
