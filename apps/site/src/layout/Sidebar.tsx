import { type DemoManifest, useSidebar } from '@demos/kit';
import { ChevronRight, House } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { activeGroup, buildNavigation, type NavSection } from './navigation';
import * as styles from './Sidebar.css';

// The icon rail's tooltips and the mobile sheet's dialog load only when they are shown, so the
// landing page's bundle carries neither (DESIGN §6 budgets).
const IconNav = lazy(() => import('./IconNav'));
const MobileSheet = lazy(() => import('./MobileSheet'));

/** Warms a page's chunk when the pointer or focus reaches its link. */
export const prefetch = (demo: DemoManifest) => () => {
  demo.load().catch(() => {
    // The real navigation reports the failure; a failed prefetch is not an error by itself.
  });
};

export const HOME_LINK = { path: '/', title: 'Home', icon: House } as const;

interface NavProps {
  sections: readonly NavSection[];
  onNavigate?: () => void;
}

/** The expanded navigation: collapsible groups (disclosure buttons) of labelled links. */
export function GroupedNav({ sections, onNavigate }: NavProps) {
  const { pathname } = useLocation();
  const current = activeGroup(sections, pathname);
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>(() =>
    current ? { [current]: true } : {},
  );

  // A group opens by itself when the current path is one of its children (it can still be closed).
  useEffect(() => {
    if (current) setOpenGroups((groups) => (groups[current] ? groups : { ...groups, [current]: true }));
  }, [current]);

  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        <li>
          <NavLink to="/" end className={styles.link} onClick={onNavigate}>
            <House className={styles.linkIcon} aria-hidden />
            <span className={styles.linkLabel}>Home</span>
          </NavLink>
        </li>
      </ul>
      {sections.map(({ group, items }) => {
        const open = Boolean(openGroups[group]);
        const panelId = `nav-group-${group.toLowerCase().replace(/\s+/g, '-')}`;
        return (
          <div key={group} className={styles.group}>
            <button
              type="button"
              className={styles.groupTrigger}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpenGroups((groups) => ({ ...groups, [group]: !open }))}
            >
              <ChevronRight className={styles.chevron} aria-hidden />
              {group}
              {group === current && <span className={styles.activeDot} aria-hidden />}
            </button>
            {/* A closed group's links are not rendered: the prerendered HTML stays small and the
                page's own content is parsed and painted sooner. */}
            <ul id={panelId} className={styles.list} hidden={!open}>
              {open &&
                items.map((demo) => (
                  <li key={demo.id}>
                    <NavLink
                      to={demo.path}
                      end
                      className={styles.link}
                      onClick={onNavigate}
                      onMouseEnter={prefetch(demo)}
                      onFocus={prefetch(demo)}
                    >
                      <demo.icon className={styles.linkIcon} aria-hidden />
                      <span className={styles.linkLabel}>{demo.title}</span>
                    </NavLink>
                  </li>
                ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

/** The icon rail without tooltips, shown while the tooltip code loads. */
export function PlainIconNav({ sections }: NavProps) {
  const items = [HOME_LINK, ...sections.flatMap((section) => section.items)];
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} end className={styles.link} aria-label={item.title}>
              <item.icon className={styles.linkIcon} aria-hidden />
            </NavLink>
          </li>
        ))}
      </ul>
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
