// not-in-shell: the palette loads on first use (PaletteLauncher); its icons load with it.

import { details } from 'virtual:demo-details';
import { type DemoManifest, toast, useSidebar, useTheme } from '@demos/kit';
import { Dices, Link2, PanelLeft, SunMoon } from 'lucide-react';
import { type ComponentType, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useFavouriteDemos, useRecentDemos } from '../favourites/store';
import { prefetch } from '../layout/navLinks';
import { PALETTE_ACTIONS, type PaletteActionId, pickRandomPath } from './actions';
import { type Searchable, score, search } from './search';

export interface PaletteItem {
  key: string;
  label: string;
  /** shown at the row's end: the page's group, or "Action" */
  hint: string;
  icon: ComponentType<{ className?: string }>;
  run: () => void;
  /** Warms what `run` will need (a page's code) while the row is highlighted. */
  prefetch?: () => void;
}

// A type, not an interface: Base UI's group type has an index signature.
export type PaletteGroup = {
  value: string;
  items: PaletteItem[];
};

const ACTION_ICONS: Record<PaletteActionId, ComponentType<{ className?: string }>> = {
  theme: SunMoon,
  sidebar: PanelLeft,
  'copy-link': Link2,
  random: Dices,
};

/** What each action does; the palette closes itself after any of them. */
function useActionRunners(demos: readonly DemoManifest[]): Record<PaletteActionId, () => void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { toggleTheme } = useTheme();
  const { toggleSidebar } = useSidebar();
  return {
    theme: toggleTheme,
    sidebar: toggleSidebar,
    'copy-link': () => {
      navigator.clipboard.writeText(window.location.href).then(
        () => toast({ title: 'Link copied', type: 'success' }),
        () => toast({ title: 'Could not copy the link', type: 'error' }),
      );
    },
    random: () => {
      const path = pickRandomPath(
        demos.map((demo) => demo.path),
        pathname,
      );
      if (path) navigate(path);
    },
  };
}

/**
 * The palette's groups for a query: when it is empty, the favourites, the last pages opened, every
 * page and the actions; else the matching pages (best first) and the matching actions, the group
 * with the best match first. Empty groups are left out.
 */
export function usePaletteGroups(demos: readonly DemoManifest[], query: string): PaletteGroup[] {
  const navigate = useNavigate();
  const runners = useActionRunners(demos);
  const favourites = useFavouriteDemos(demos);
  const recents = useRecentDemos(demos);
  // The browser's manifests carry no description nor keywords (tooling/vite/demo-details.ts): the
  // palette's own copy of them, loaded with it.
  const searchable = useMemo(() => demos.map((demo) => ({ ...demo, ...details[demo.id] })), [demos]);
  const page = (demo: DemoManifest, group = 'page'): PaletteItem => ({
    key: `${group}:${demo.path}`,
    label: demo.title,
    hint: demo.group,
    icon: demo.icon,
    run: () => navigate(demo.path),
    prefetch: prefetch(demo),
  });
  const action = (entry: (typeof PALETTE_ACTIONS)[number]): PaletteItem => ({
    key: `action:${entry.id}`,
    label: entry.title,
    hint: 'Action',
    icon: ACTION_ICONS[entry.id],
    run: runners[entry.id],
  });
  if (!query.trim()) {
    return [
      { value: 'Favourites', items: favourites.map((demo) => page(demo, 'favourite')) },
      { value: 'Recently used', items: recents.map((demo) => page(demo, 'recent')) },
      { value: 'Pages', items: demos.map((demo) => page(demo)) },
      { value: 'Actions', items: PALETTE_ACTIONS.map(action) },
    ].filter((group) => group.items.length > 0);
  }
  const pages = search(searchable, query);
  const actions = search(PALETTE_ACTIONS, query);
  const groups: PaletteGroup[] = [
    { value: 'Pages', items: pages.map((demo) => page(demo)) },
    { value: 'Actions', items: actions.map(action) },
  ];
  // The best match is highlighted first wherever it is: "random" is the action, not a page saying it.
  const best = (items: readonly Searchable[]) => (items[0] ? score(items[0], query) : 0);
  if (best(actions) > best(pages)) groups.reverse();
  return groups.filter((group) => group.items.length > 0);
}
