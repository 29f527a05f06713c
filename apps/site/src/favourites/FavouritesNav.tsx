import { type DemoManifest, useHydrated, visuallyHiddenClassName } from '@demos/kit';
import type { KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { prefetch } from '../layout/navLinks';
import * as navStyles from '../layout/Sidebar.css';
import { moveFavourite, useFavouriteDemos } from './store';

const HINT_ID = 'favourites-reorder-hint';

/** Alt+↑ / Alt+↓ on a favourite moves it, and the focus stays on it. */
function reorder(event: KeyboardEvent<HTMLAnchorElement>, id: string) {
  if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
  event.preventDefault();
  const link = event.currentTarget;
  moveFavourite(id, event.key === 'ArrowUp' ? -1 : 1);
  requestAnimationFrame(() => link.focus());
}

/**
 * The sidebar's first group: the pages starred in their header. Rendered after hydration only
 * (the prerendered page cannot know them), and nothing at all while there are none.
 */
export function FavouritesNav({
  demos,
  onNavigate,
}: {
  demos: readonly DemoManifest[];
  onNavigate?: () => void;
}) {
  const favourites = useFavouriteDemos(demos);
  const hydrated = useHydrated();
  if (!hydrated || favourites.length === 0) return null;
  return (
    <div className={navStyles.group}>
      <h2 id="nav-favourites" className={navStyles.groupLabel}>
        Favourites
      </h2>
      <span id={HINT_ID} className={visuallyHiddenClassName}>
        Alt+Up or Alt+Down moves a favourite.
      </span>
      <ul className={navStyles.list} aria-labelledby="nav-favourites">
        {favourites.map((demo) => (
          <li key={demo.id}>
            <NavLink
              to={demo.path}
              end
              className={navStyles.link}
              onClick={onNavigate}
              onMouseEnter={prefetch(demo)}
              onFocus={prefetch(demo)}
              onKeyDown={(event) => reorder(event, demo.id)}
              aria-describedby={HINT_ID}
              aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
            >
              <demo.icon className={navStyles.linkIcon} aria-hidden />
              <span className={navStyles.linkLabel}>{demo.title}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
