import { assertValidManifests, type DemoManifest } from '@demos/kit';
import type { RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { DemoRoute } from './pages/DemoRoute';
import { EmbedRoute } from './pages/embed/EmbedRoute';
import { EMBED_PREFIX } from './pages/embed/embedPath';
import { Landing } from './pages/Landing';
import { NotFound } from './pages/NotFound';
import { RouteLive } from './pages/RouteLive';

/**
 * The route tree: the layout around the landing page, one lazy route per manifest, and the 404;
 * beside it, each page alone at /embed/<route> for other sites to frame.
 */
export function createRoutes(
  manifests: readonly DemoManifest[],
  { sidebarOpen }: { sidebarOpen?: boolean } = {},
): RouteObject[] {
  // The build's prerender (SSR), dev and the tests check the list; the production browser bundle
  // runs the same list, already checked, whose manifests have their descriptions and keywords taken
  // out (tooling/vite/demo-details.ts): it carries neither the check nor what it checks.
  if (import.meta.env.SSR || !import.meta.env.PROD) assertValidManifests(manifests);
  return [
    ...manifests.map((manifest) => ({
      path: `${EMBED_PREFIX}${manifest.path}`,
      element: <EmbedRoute manifest={manifest} />,
    })),
    {
      path: '/',
      element: <AppLayout demos={manifests} sidebarOpen={sidebarOpen} />,
      children: [
        {
          index: true,
          element: (
            <>
              <Landing demos={manifests} />
              <RouteLive />
            </>
          ),
        },
        ...manifests.map((manifest) => ({ path: manifest.path, element: <DemoRoute manifest={manifest} /> })),
        {
          path: '*',
          element: (
            <>
              <NotFound />
              <RouteLive />
            </>
          ),
        },
      ],
    },
  ];
}
