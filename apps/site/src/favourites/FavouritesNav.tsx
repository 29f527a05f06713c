import { type DemoManifest, type Tooltip, visuallyHiddenClassName } from '@demos/kit';
import { type KeyboardEvent, useLayoutEffect } from 'react';
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

export interface FavouritesNavProps {
  demos: readonly DemoManifest[];
  onNavigate?: () => void;
  /** `grouped`: the expanded sidebar's labelled group; `icons`: the collapsed rail's icons. */
  variant: 'grouped' | 'icons';
  /** The rail's tooltip around each icon (IconNav has it loaded; the plain rail has none). */
  tooltip?: typeof Tooltip;
}

/**
 * The sidebar's first group: the pages starred in their header. Loaded after hydration (the
 * prerendered page cannot know them; FavouritesSlot keeps their place), nothing at all while there
 * are none.
 */
export default function FavouritesNav({ demos, onNavigate, variant, tooltip: Tip }: FavouritesNavProps) {
  const favourites = useFavouriteDemos(demos);
  // boot.js reserved the group's height from the stored list: from now on the group holds its place.
  useLayoutEffect(() => {
    delete document.documentElement.dataset.favourites;
  }, []);
  if (favourites.length === 0) return null;
  const links = favourites.map((demo) => {
    const link = (
      <NavLink
        to={demo.path}
        end
        className={navStyles.link}
        onClick={onNavigate}
        onMouseEnter={prefetch(demo)}
        onPointerDown={prefetch(demo)}
        onFocus={prefetch(demo)}
        onKeyDown={(event) => reorder(event, demo.id)}
        aria-label={variant === 'icons' ? demo.title : undefined}
        aria-describedby={HINT_ID}
        aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
      >
        <demo.icon className={navStyles.linkIcon} aria-hidden />
        {variant === 'grouped' && <span className={navStyles.linkLabel}>{demo.title}</span>}
      </NavLink>
    );
    return (
      <li key={demo.id}>
        {Tip ? (
          <Tip content={demo.title} side="right">
            {link}
          </Tip>
        ) : (
          link
        )}
      </li>
    );
  });
  return (
    <div className={navStyles.group}>
      {variant === 'grouped' && (
        <h2 id="nav-favourites" className={navStyles.groupLabel}>
          Favourites
        </h2>
      )}
      <span id={HINT_ID} className={visuallyHiddenClassName}>
        Alt+Up or Alt+Down moves a favourite.
      </span>
      <ul
        className={navStyles.list}
        aria-labelledby={variant === 'grouped' ? 'nav-favourites' : undefined}
        aria-label={variant === 'icons' ? 'Favourites' : undefined}
      >
        {links}
      </ul>
    </div>
  );
}
