// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import { useSyncExternalStore } from 'react';

/** Subscribes to a CSS media query; false where `matchMedia` does not exist (SSR, old test DOMs). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
