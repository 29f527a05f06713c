import { useHydrated } from '@demos/kit';
import { lazy, Suspense, useEffect, useReducer } from 'react';
import type { FavouritesNavProps } from './FavouritesNav';
import * as styles from './favourites.css';
import { FAVOURITES_KEY } from './keys';

// The group's code (and the favourites store) loads after hydration, and only once there are
// favourites: the landing page's bundle carries only this slot (DESIGN §6 budgets).
const FavouritesNav = lazy(() => import('./FavouritesNav'));

/** Whether favourites were ever stored in this visit: then the group's code is wanted for good. */
let wanted = false;

function useWanted(): boolean {
  const hydrated = useHydrated();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const want = () => {
      wanted = true;
      rerender();
    };
    // This tab's store announces a change under the storage key; another tab's is a storage event.
    const events = [FAVOURITES_KEY, 'storage'];
    if (!wanted) for (const type of events) window.addEventListener(type, want);
    return () => {
      for (const type of events) window.removeEventListener(type, want);
    };
  }, []);
  // boot.js found favourites stored before the first paint.
  if (hydrated && 'favourites' in document.documentElement.dataset) wanted = true;
  return hydrated && wanted;
}

/**
 * Where the favourites go in the sidebar. The prerendered page cannot know them: boot.js, before the
 * first paint, reserves the group's height from the stored list (`html[data-favourites]` and
 * `--favourites-count`), and the group fills that space once loaded, so nothing below it moves.
 */
export function FavouritesSlot(props: FavouritesNavProps) {
  const show = useWanted();
  return (
    <div className={props.variant === 'grouped' ? styles.slotGrouped : styles.slotIcons}>
      {show && (
        <Suspense fallback={null}>
          <FavouritesNav {...props} />
        </Suspense>
      )}
    </div>
  );
}
