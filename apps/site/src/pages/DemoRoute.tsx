import type { DemoManifest } from '@demos/kit';
import { type ComponentType, lazy, Suspense, use } from 'react';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { PageLoading } from './PageLoading';
import { RouteLive } from './RouteLive';

type UsageTrigger = ComponentType<{ manifest: DemoManifest }>;

interface PageEntry {
  promise: Promise<{ default: ComponentType }>;
  /** Set once the chunk has loaded: rendered directly, without suspending. */
  ready?: ComponentType;
  /** The "Use this demo" disclosure, loaded with the page so the landing route never downloads it. */
  usage?: UsageTrigger;
  lazy: ComponentType;
}

const pages = new WeakMap<DemoManifest, PageEntry>();

function pageEntry(manifest: DemoManifest): PageEntry {
  let entry = pages.get(manifest);
  if (!entry) {
    // No page-wide wrapper: a page loads the headless widgets it renders itself (a tooltip
    // provider around every page cost each of them ~35 KiB of Base UI that none of them used).
    const promise = Promise.all([manifest.load(), import('./usage/UseThisDemo')]).then(([module, usage]) => {
      if (entry) {
        entry.ready = module.default;
        entry.usage = usage.UseThisDemo;
      }
      return module;
    });
    // A failed load is reported by the route's error boundary when it renders, not here.
    promise.catch(() => {});
    entry = { promise, lazy: lazy(() => promise) };
    pages.set(manifest, entry);
  }
  return entry;
}

/**
 * Starts loading a page's chunk. The browser entry awaits this for the first route before it
 * hydrates the prerendered HTML, so hydration renders the page at once instead of suspending.
 */
export function preloadPage(manifest: DemoManifest): Promise<unknown> {
  return pageEntry(manifest).promise;
}

export function DemoRoute({ manifest }: { manifest: DemoManifest }) {
  useDocumentTitle(manifest.title);
  const entry = pageEntry(manifest);
  const Page = entry.ready ?? entry.lazy;
  return (
    <Suspense fallback={<PageLoading title={manifest.title} />}>
      <Page />
      <UsageSlot entry={entry} manifest={manifest} />
      <RouteLive />
    </Suspense>
  );
}

/**
 * The trigger, once the page's chunk (and with it the trigger's) has loaded. It waits on the same
 * promise as the page: the prerenderer renders siblings as separate tasks, so reading the entry
 * without waiting would leave the panel out of the HTML the browser then hydrates with it.
 */
function UsageSlot({ entry, manifest }: { entry: PageEntry; manifest: DemoManifest }) {
  if (!entry.usage) use(entry.promise);
  const Usage = entry.usage;
  // Keyed by route: the next page's panel starts closed, not with the previous page's state.
  return Usage ? <Usage key={manifest.path} manifest={manifest} /> : null;
}
