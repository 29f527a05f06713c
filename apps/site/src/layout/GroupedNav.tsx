import { useHydrated } from '@demos/kit';
import { ChevronRight, House } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { FavouritesSlot } from '../favourites/FavouritesSlot';
import * as favouriteStyles from '../favourites/favourites.css';
import { isNew } from '../favourites/isNew';
import { activeGroup, type NavSection } from './navigation';
import { prefetch } from './navLinks';
import * as styles from './Sidebar.css';

export interface NavProps {
  sections: readonly NavSection[];
  onNavigate?: () => void;
  /** The clock the New badges are computed with (tests inject one). */
  now?: () => number;
}

/** The expanded navigation: collapsible groups (disclosure buttons) of labelled links. */
export function GroupedNav({ sections, onNavigate, now = Date.now }: NavProps) {
  const { pathname } = useLocation();
  // Badges depend on the visitor's clock, not the build's: shown once hydrated.
  const today = useHydrated() ? now() : null;
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
      <FavouritesSlot
        demos={sections.flatMap((section) => section.items)}
        onNavigate={onNavigate}
        variant="grouped"
      />
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
                      onPointerDown={prefetch(demo)}
                      onFocus={prefetch(demo)}
                    >
                      <demo.icon className={styles.linkIcon} aria-hidden />
                      <span className={styles.linkLabel}>{demo.title}</span>
                      {today !== null && isNew(demo.createdAt, today) && (
                        <span className={favouriteStyles.badge}>New</span>
                      )}
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
