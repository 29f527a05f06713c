import type { DemoManifest } from '@demos/kit';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from 'react';
import { SITE_NAME } from '../routes';
import { PageLoading } from './PageLoading';

const lazyPages = new WeakMap<DemoManifest, LazyExoticComponent<ComponentType>>();

/** One React.lazy per manifest, created on first use, so the chunk is fetched once. */
function lazyPage(manifest: DemoManifest) {
  let page = lazyPages.get(manifest);
  if (!page) {
    page = lazy(async () => {
      const [module, chrome] = await Promise.all([manifest.load(), import('../chrome/PageChrome')]);
      return { default: chrome.withPageChrome(module.default) };
    });
    lazyPages.set(manifest, page);
  }
  return page;
}

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}

export function DemoRoute({ manifest }: { manifest: DemoManifest }) {
  useDocumentTitle(manifest.title);
  const Page = lazyPage(manifest);
  return (
    <Suspense fallback={<PageLoading title={manifest.title} />}>
      <Page />
    </Suspense>
  );
}
