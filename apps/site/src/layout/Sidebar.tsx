import { type DemoManifest, useSidebar } from '@demos/kit';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { NavLink } from 'react-router';
import { FavouritesSlot } from '../favourites/FavouritesSlot';
import { GroupedNav, type NavProps } from './GroupedNav';
import { buildNavigation } from './navigation';
import { HOME_LINK } from './navLinks';
import * as styles from './Sidebar.css';

// The icon rail's tooltips and the mobile sheet's dialog load only when they are shown, so the
// landing page's bundle carries neither (DESIGN §6 budgets).
const IconNav = lazy(() => import('./IconNav'));
const MobileSheet = lazy(() => import('./MobileSheet'));

/** The icon rail without tooltips, shown while the tooltip code loads. */
export function PlainIconNav({ sections }: NavProps) {
  const demos = sections.flatMap((section) => section.items);
  const link = (item: Pick<DemoManifest, 'path' | 'title' | 'icon'>) => (
    <li key={item.path}>
      <NavLink to={item.path} end className={styles.link} aria-label={item.title}>
        <item.icon className={styles.linkIcon} aria-hidden />
      </NavLink>
    </li>
  );
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>{link(HOME_LINK)}</ul>
      <FavouritesSlot demos={demos} variant="icons" />
      <ul className={styles.list}>{demos.map(link)}</ul>
    </nav>
  );
}

export function Sidebar({ demos }: { demos: readonly DemoManifest[] }) {
  const { open, isMobile, openMobile } = useSidebar();
  const sections = useMemo(() => buildNavigation(demos), [demos]);
  // The sheet's code is fetched the first time it is needed, then kept mounted for its exit animation.
  const [sheetWanted, setSheetWanted] = useState(false);
  useEffect(() => {
    if (isMobile && openMobile) setSheetWanted(true);
  }, [isMobile, openMobile]);

  if (isMobile) {
    return sheetWanted ? (
      <Suspense fallback={null}>
        <MobileSheet sections={sections} />
      </Suspense>
    ) : null;
  }

  return (
    <aside className={styles.sidebar} data-sidebar="desktop" data-state={open ? 'expanded' : 'collapsed'}>
      {open ? (
        <GroupedNav sections={sections} />
      ) : (
        <Suspense fallback={<PlainIconNav sections={sections} />}>
          <IconNav sections={sections} />
        </Suspense>
      )}
    </aside>
  );
}
