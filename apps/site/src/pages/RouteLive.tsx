import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by public/boot.js: holds input made before hydration, delivers it on `replay()`. */
    __bootInput?: { replay(): void; pending(): number; held(): number };
  }
}

/**
 * Rendered last inside each route's content. Its effect runs once that content is live: with
 * concurrent hydration React commits the shell first and hydrates a page's Suspense boundary in a
 * later pass, so a marker in the shell would fire while the page's buttons are still inert. Then
 * it marks <html data-hydrated> (tests and tools wait for it) and has public/boot.js deliver the
 * input it held. A task later, so that every effect of this commit, the layout's own listeners
 * (Ctrl+B) included, is in place first.
 */
export function RouteLive() {
  useEffect(() => {
    const timer = setTimeout(() => {
      document.documentElement.dataset.hydrated = '';
      window.__bootInput?.replay();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
