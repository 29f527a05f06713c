import { Tooltip, TooltipProvider } from '@demos/kit';
import { NavLink } from 'react-router';
import { FavouritesSlot } from '../favourites/FavouritesSlot';
import type { NavSection } from './navigation';
import { HOME_LINK, prefetch } from './navLinks';
import * as styles from './Sidebar.css';

/** The collapsed sidebar: one icon per page, its title in a tooltip (700 ms, 300 ms skip). */
export default function IconNav({ sections }: { sections: readonly NavSection[] }) {
  return (
    <TooltipProvider>
      <nav aria-label="Main" className={styles.nav}>
        <ul className={styles.list}>
          <li>
            <Tooltip content={HOME_LINK.title} side="right">
              <NavLink to="/" end className={styles.link} aria-label={HOME_LINK.title}>
                <HOME_LINK.icon className={styles.linkIcon} aria-hidden />
              </NavLink>
            </Tooltip>
          </li>
        </ul>
        <FavouritesSlot
          demos={sections.flatMap((section) => section.items)}
          variant="icons"
          tooltip={Tooltip}
        />
        {sections.map(({ group, items }) => (
          <ul key={group} className={styles.list} aria-label={group}>
            {items.map((demo) => (
              <li key={demo.id}>
                <Tooltip content={demo.title} side="right">
                  <NavLink
                    to={demo.path}
                    end
                    className={styles.link}
                    aria-label={demo.title}
                    onMouseEnter={prefetch(demo)}
                    onPointerDown={prefetch(demo)}
                    onFocus={prefetch(demo)}
                  >
                    <demo.icon className={styles.linkIcon} aria-hidden />
                  </NavLink>
                </Tooltip>
              </li>
            ))}
          </ul>
        ))}
      </nav>
    </TooltipProvider>
  );
}
