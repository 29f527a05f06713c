import { toast } from '@demos/kit';

/** The event public/boot.js dispatches on `window` when it sets `__serviceWorker` (start.tsx spells it out). */
export const WORKER_WAITING_EVENT = 'service-worker-waiting';

declare global {
  interface Window {
    /** Set by public/boot.js when a new deployment's service worker is waiting. */
    __serviceWorker?: { update(): void };
  }
}

/**
 * Offers `Reload to update` (a toast that stays until closed) once a new build's service worker
 * waits: its click lets that worker take over and reloads the page into the new build. Until then
 * the page and the worker keep serving the build the page came from. Returns the unsubscribe.
 */
export function offerUpdates(target: Window = window): () => void {
  let offered = false;
  const offer = () => {
    const worker = target.__serviceWorker;
    if (!worker || offered) return;
    offered = true;
    toast({
      title: 'A new version of the site is ready',
      description: 'This page stays as it is until you reload.',
      type: 'info',
      duration: 0,
      action: { label: 'Reload to update', onClick: () => worker.update() },
    });
  };
  offer();
  target.addEventListener(WORKER_WAITING_EVENT, offer);
  return () => target.removeEventListener(WORKER_WAITING_EVENT, offer);
}
