/** The event public/boot.js dispatches on `window` when it sets `window.__serviceWorker`. */
export const WORKER_WAITING_EVENT = 'service-worker-waiting';
