import '@demos/kit';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { demos } from './demos';
import { preloadPage } from './pages/DemoRoute';
import { preloadEmbedLayout } from './pages/embed/EmbedRoute';
import { embeddedPath } from './pages/embed/embedPath';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// The production server sends each route prerendered (build-plugins.ts); main.tsx has already
// started the page chunk's download (the document's deferred preloads), so waiting for it lets
// hydration reuse the page's markup in one pass. `vite dev` serves an empty #root: render from scratch.
if (root.firstElementChild) {
  const route = window.location.pathname.replace(/(.)\/$/, '$1');
  const path = embeddedPath(route) ?? route;
  const manifest = demos.find((demo) => demo.path === path);
  if (manifest)
    await Promise.all([preloadPage(manifest), path !== route ? preloadEmbedLayout() : null]).catch(() => {});
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking
  // the main thread for its whole length (input during it is replayed once its part is hydrated).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}

// A new deployment's service worker is waiting (public/boot.js): offer `Reload to update`. The
// toast's code loads then, not with every page (most visits never see an update).
const offerUpdate = () => import('./chrome/updateToast').then(({ offerUpdates }) => offerUpdates());
if ('__serviceWorker' in window) void offerUpdate();
// (The event's name is written out: importing updateToast's constant made a chunk of its own.)
else addEventListener('service-worker-waiting', () => void offerUpdate(), { once: true });
