import type { DemoManifest } from '@demos/kit';
import { type ComponentType, type ReactNode, Suspense, use } from 'react';
import { RouteErrorBoundary } from '../../RouteErrorBoundary';
import { EmbeddedDemo } from '../DemoRoute';

/** The page's props set in the embed's URL (`prop.<name>`), read by the layout's chunk. */
type PageProps = Record<string, string | number | boolean>;
type Layout = ComponentType<{ manifest: DemoManifest; children: (props: PageProps) => ReactNode }>;

/** The layout's chunk, loaded once: `use` needs the same promise on every render. */
let layout: Promise<Layout> | undefined;
const load = () => {
  layout ??= import('./EmbedLayout').then((module) => module.EmbedLayout);
  return layout;
};

/**
 * Starts loading the embed layout; the browser entry awaits it on an embed path before hydrating,
 * as it does the page's own chunk. The layout is not in the shell's code: only embeds load it.
 */
export const preloadEmbedLayout = (): Promise<unknown> => load();

/** /embed/<route>: the page alone (EmbedLayout.tsx). */
export function EmbedRoute({ manifest }: { manifest: DemoManifest }) {
  return (
    <Suspense fallback={null}>
      <LoadedLayout manifest={manifest} />
    </Suspense>
  );
}

function LoadedLayout({ manifest }: { manifest: DemoManifest }) {
  const Layout = use(load());
  return (
    <Layout manifest={manifest}>
      {(props) => (
        <RouteErrorBoundary resetKey={manifest.path}>
          <EmbeddedDemo manifest={manifest} props={props} />
        </RouteErrorBoundary>
      )}
    </Layout>
  );
}
