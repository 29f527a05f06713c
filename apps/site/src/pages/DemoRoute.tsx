import { type DemoManifest, PageHeaderAddonProvider } from '@demos/kit';
import { type ComponentType, Suspense, use, useEffect } from 'react';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { PageLoading } from './PageLoading';
import { RouteLive } from './RouteLive';

type Extras = typeof import('./demoExtras');

/**
 * A page's code and what the route adds around it (the "Use this demo" disclosure, the Share
 * button and favourite star, the visit's record), loaded together so the landing route never
 * downloads the extras.
 */
interface PageModules {
  Page: ComponentType<Record<string, string | number | boolean>>;
  extras: Extras;
}

const loads = new WeakMap<DemoManifest, Promise<PageModules>>();

/**
 * One promise per page, kept for the life of the document: `use` needs the same promise on every
 * render, and React records its outcome on it, so once it has settled every later render (a
 * second visit, the prerenderer's next pass, hydration) reads it without suspending.
 */
function pageModules(manifest: DemoManifest): Promise<PageModules> {
  let promise = loads.get(manifest);
  if (!promise) {
    // No page-wide wrapper: a page loads the headless widgets it renders itself (a tooltip
    // provider around every page cost each of them ~35 KiB of Base UI that none of them used).
    promise = Promise.all([manifest.load(), import('./demoExtras')]).then(([module, extras]) => ({
      Page: module.default,
      extras,
    }));
    // A failed load is reported by the route's error boundary when it renders, not here.
    promise.catch(() => {});
    loads.set(manifest, promise);
  }
  return promise;
}

/**
 * Starts loading a page's chunk. The browser entry awaits this for the first route before it
 * hydrates the prerendered HTML, so hydration finds the page's code there instead of showing the
 * fallback.
 */
export function preloadPage(manifest: DemoManifest): Promise<unknown> {
  return pageModules(manifest);
}

export function DemoRoute({ manifest }: { manifest: DemoManifest }) {
  useDocumentTitle(manifest.title);
  return (
    <Suspense fallback={<PageLoading title={manifest.title} />}>
      <LoadedDemo manifest={manifest} />
    </Suspense>
  );
}

/**
 * The page with its header actions and the "Use this demo" trigger: the one component that waits
 * for the page's code, so the prerendered HTML holds all of them and hydration renders the same.
 */
function LoadedDemo({ manifest }: { manifest: DemoManifest }) {
  const { Page, extras } = use(pageModules(manifest));
  useEffect(() => {
    extras.recordVisit(manifest.id);
  }, [extras, manifest.id]);
  return (
    <>
      <PageHeaderAddonProvider
        addon={
          <>
            <extras.ShareButton />
            <extras.FavouriteToggle id={manifest.id} />
          </>
        }
      >
        <Page />
      </PageHeaderAddonProvider>
      {/* Keyed by route: the next page's panel starts closed, not with the previous page's state. */}
      <extras.UseThisDemo key={manifest.path} manifest={manifest} />
      <RouteLive />
    </>
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
  return (
    <Suspense fallback={<PageLoading title={manifest.title} />}>
      <LoadedEmbed key={JSON.stringify(props)} manifest={manifest} props={props} />
      <RouteLive />
    </Suspense>
  );
}

function LoadedEmbed({
  manifest,
  props,
}: {
  manifest: DemoManifest;
  props: Record<string, string | number | boolean>;
}) {
  const { Page } = use(pageModules(manifest));
  return <Page {...props} />;
}
