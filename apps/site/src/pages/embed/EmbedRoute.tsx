import type { DemoManifest } from '@demos/kit';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { RouteErrorBoundary } from '../../RouteErrorBoundary';
import { EmbeddedDemo } from '../DemoRoute';

/** The page's props set in the embed's URL (`prop.<name>`), read by the layout's chunk. */
type PageProps = Record<string, string | number | boolean>;
type Layout = ComponentType<{ manifest: DemoManifest; children: (props: PageProps) => ReactNode }>;

/** Set once the embed layout's chunk has loaded: rendered directly, without suspending. */
let ready: Layout | undefined;
const load = () =>
  import('./EmbedLayout').then((module) => {
    ready = module.EmbedLayout;
    return { default: module.EmbedLayout };
  });
const LazyLayout = lazy(load);

/**
 * Starts loading the embed layout; the browser entry awaits it on an embed path before hydrating,
 * as it does the page's own chunk. The layout is not in the shell's code: only embeds load it.
 */
export const preloadEmbedLayout = (): Promise<unknown> => load();

/** /embed/<route>: the page alone (EmbedLayout.tsx). */
export function EmbedRoute({ manifest }: { manifest: DemoManifest }) {
  const Layout = ready ?? LazyLayout;
  return (
    <Suspense fallback={null}>
      <Layout manifest={manifest}>
        {(props) => (
          <RouteErrorBoundary resetKey={manifest.path}>
            <EmbeddedDemo manifest={manifest} props={props} />
          </RouteErrorBoundary>
        )}
      </Layout>
    </Suspense>
  );
}
