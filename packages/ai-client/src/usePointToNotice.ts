import { type RefObject, useEffect, useRef } from 'react';

/**
 * Brings a notice into view each time `requests` grows (an AI action pressed while the server has
 * no key): the page points to its one notice instead of adding a second message. Smooth unless the
 * visitor prefers reduced motion; the page restarts the notice's emphasis and announcement itself
 * (keyed on the same count).
 */
export function usePointToNotice<T extends HTMLElement>(requests: number): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (requests === 0) return;
    scrollIntoViewGently(ref.current);
  }, [requests]);
  return ref;
}

/** Scrolls an element into view when a run starts (the result the visitor waits for). */
export function scrollIntoViewGently(element: Element | null) {
  if (!element) return;
  const reduced = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
}
