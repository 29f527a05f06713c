import { type DemoManifest, NAV_GROUPS, type NavGroup } from '@demos/kit';

export interface NavSection {
  group: NavGroup;
  items: DemoManifest[];
}

/** Groups the manifests for the sidebar, in NAV_GROUPS order; empty groups are left out. */
export function buildNavigation(demos: readonly DemoManifest[]): NavSection[] {
  return NAV_GROUPS.map((group) => ({ group, items: demos.filter((demo) => demo.group === group) })).filter(
    (section) => section.items.length > 0,
  );
}

/** The group holding the current path, if any (that group opens by itself). */
export const activeGroup = (sections: readonly NavSection[], pathname: string) =>
  sections.find((section) => section.items.some((item) => item.path === pathname))?.group;
