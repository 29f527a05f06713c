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
  /** one sentence saying what the page does: the landing's blurb and what the command palette searches */
  description: string;
  /** lowercase words a visitor might search for that the title does not say (`json`, `bitcoin`) */
  keywords: readonly string[];
  /** the day the page was first published, `YYYY-MM-DD`: recent pages are marked new */
  createdAt: string;
  icon: ComponentType<{ className?: string }>;
  /** the lazy page: `() => import('./page')` */
  load: () => Promise<{ default: ComponentType }>;
}

/** The longest description: one sentence, short enough for a card and a palette row. */
const DESCRIPTION_MAX = 140;
/** A keyword: lowercase, no surrounding space (`c#`, `node.js` and `two words` are fine). */
const KEYWORD = /^[a-z0-9#+.][a-z0-9#+. -]*$/;

/** A real calendar day written `YYYY-MM-DD` (not `2026-02-30`). */
function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
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
    if (typeof m.description !== 'string' || !m.description.trim() || m.description.length > DESCRIPTION_MAX)
      throw new Error(`Demo "${m.id}" needs a description of 1 to ${DESCRIPTION_MAX} characters.`);
    if (!Array.isArray(m.keywords) || !m.keywords.every((k) => typeof k === 'string' && KEYWORD.test(k)))
      throw new Error(`Demo "${m.id}" has keywords that are not an array of lowercase words.`);
    if (!isIsoDate(m.createdAt)) throw new Error(`Demo "${m.id}" has an invalid createdAt "${m.createdAt}".`);
    if (ids.has(m.id)) throw new Error(`Duplicate demo id "${m.id}".`);
    if (paths.has(m.path)) throw new Error(`Duplicate demo path "${m.path}".`);
    ids.add(m.id);
    paths.add(m.path);
  }
}
