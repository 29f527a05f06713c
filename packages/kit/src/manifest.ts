// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
// `@demos/kit/manifest`: the page contract, with nothing that needs a browser or React's client
// APIs, so server code (a Next.js server component building a menu) can import every manifest.
import type { ComponentType } from 'react';

export { defineIcon, type IconNode, type IconProps } from './icon';

/** The sidebar groups, in display order (spec §2). */
export const NAV_GROUPS = ['Python', 'React', 'Go', 'Ruby', 'Shell Scripts', 'Web', 'Websites'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** What a page package exports by default so the site (or any host) can mount it. */
export interface DemoManifest {
  /** kebab-case, unique across the site */
  id: string;
  /** exactly the route of the product specification, e.g. '/qr-generator' */
  path: `/${string}`;
  /** sidebar label and document title */
  title: string;
  group: NavGroup;
  icon: ComponentType<{ className?: string }>;
  /** the lazy page: `() => import('./page')` */
  load: () => Promise<{ default: ComponentType }>;
}

export const defineDemo = <const T extends DemoManifest>(manifest: T): T => manifest;

/**
 * Throws when two manifests share an id or a path, or a path is malformed: a host calls this once
 * at start-up so a bad list fails loudly instead of shadowing a route.
 */
export function assertValidManifests(manifests: readonly DemoManifest[]): void {
  const ids = new Set<string>();
  const paths = new Set<string>();
  for (const m of manifests) {
    if (!/^[a-z][a-z0-9-]*$/.test(m.id)) throw new Error(`Demo id "${m.id}" is not kebab-case.`);
    if (!/^\/[a-z0-9-]+$/.test(m.path)) throw new Error(`Demo "${m.id}" has an invalid path "${m.path}".`);
    if (!NAV_GROUPS.includes(m.group)) throw new Error(`Demo "${m.id}" has an unknown group "${m.group}".`);
    if (ids.has(m.id)) throw new Error(`Duplicate demo id "${m.id}".`);
    if (paths.has(m.path)) throw new Error(`Duplicate demo path "${m.path}".`);
    ids.add(m.id);
    paths.add(m.path);
  }
}
