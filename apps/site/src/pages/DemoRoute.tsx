import { type DemoManifest, PageHeaderAddonProvider } from '@demos/kit';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { PageLoading } from './PageLoading';
import { RouteLive } from './RouteLive';

type UsageTrigger = ComponentType<{ manifest: DemoManifest }>;

interface PageEntry {
  promise: Promise<{ default: ComponentType }>;
  /** Set once the chunk has loaded: rendered directly, without suspending. */
  ready?: ComponentType;
  /**
   * What the route adds around the page (the "Use this demo" disclosure, the favourite star, the
   * visit's record), loaded with the page so the landing route never downloads it.
   */
  extras?: Extras;
  lazy: ComponentType;
  /** The trigger while it loads: suspends on the page's promise, as the page does. */
  lazyUsage: UsageTrigger;
  /** The header's Share button and star while they load: suspend on the same promise. */
  lazyActions: ComponentType<{ id: string }>;
}

type Extras = typeof import('./demoExtras');

/** The page header's actions: Share, then the favourite star. */
function PageActions({ extras, id }: { extras: Extras; id: string }) {
  return (
    <>
      <extras.ShareButton />
      <extras.FavouriteToggle id={id} />
    </>
  );
}

const pages = new WeakMap<DemoManifest, PageEntry>();

function pageEntry(manifest: DemoManifest): PageEntry {
  let entry = pages.get(manifest);
  if (!entry) {
    // No page-wide wrapper: a page loads the headless widgets it renders itself (a tooltip
    // provider around every page cost each of them ~35 KiB of Base UI that none of them used).
    const promise = Promise.all([manifest.load(), import('./demoExtras')]).then(([module, extras]) => {
      if (entry) {
        entry.ready = module.default;
        entry.extras = extras;
      }
      return module;
    });
    // A failed load is reported by the route's error boundary when it renders, not here.
    promise.catch(() => {});
    entry = {
      promise,
      lazy: lazy(() => promise),
      lazyActions: lazy(() =>
        promise.then(() => ({
          default: ({ id }: { id: string }) =>
            entry?.extras ? <PageActions extras={entry.extras} id={id} /> : null,
        })),
      ),
      lazyUsage: lazy(() =>
        promise.then(() => ({
          default: entry?.extras?.UseThisDemo ?? ((() => null) satisfies UsageTrigger),
        })),
      ),
    };
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
  useEffect(() => {
    entry.promise.then(
      () => entry.extras?.recordVisit(manifest.id),
      () => {},
    );
  }, [entry, manifest.id]);
  const Page = entry.ready ?? entry.lazy;
  // The header's Share button and star load with the page and suspend with it until then, as the
  // "Use this demo" trigger does: the prerenderer waits for them, so the HTML has them and the
  // browser (which hydrates once the page's chunk is in) renders the same.
  const actions = entry.extras ? (
    <PageActions extras={entry.extras} id={manifest.id} />
  ) : (
    <entry.lazyActions id={manifest.id} />
  );
  return (
    <Suspense fallback={<PageLoading title={manifest.title} />}>
      <PageHeaderAddonProvider addon={actions}>
        <Page />
      </PageHeaderAddonProvider>
      <UsageSlot entry={entry} manifest={manifest} />
      <RouteLive />
    </Suspense>
  );
}

/**
 * The page alone (the embed route): no "Use this demo" under it. Rendered again from scratch when
 * its props change (they are read once hydrated; pages take initial values such as a tab at mount).
 */
export function EmbeddedDemo({
  manifest,
  props,
}: {
  manifest: DemoManifest;
  props: Record<string, string | number | boolean>;
}) {
  useDocumentTitle(manifest.title);
  const entry = pageEntry(manifest);
  const Page = (entry.ready ?? entry.lazy) as ComponentType<typeof props>;
  return (
    <Suspense fallback={<PageLoading title={manifest.title} />}>
      <Page key={JSON.stringify(props)} {...props} />
      <RouteLive />
    </Suspense>
  );
}

/**
 * The trigger, loaded with the page. Until then it suspends on the page's promise like the page
 * (the prerenderer renders siblings as separate tasks: reading the entry without waiting left the
 * panel out of the HTML that the browser then hydrated with it).
 */
function UsageSlot({ entry, manifest }: { entry: PageEntry; manifest: DemoManifest }) {
  const Usage = entry.extras?.UseThisDemo ?? entry.lazyUsage;
  // Keyed by route: the next page's panel starts closed, not with the previous page's state.
  return <Usage key={manifest.path} manifest={manifest} />;
}
