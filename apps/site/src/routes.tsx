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
  assertValidManifests(manifests);
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
