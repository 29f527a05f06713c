import { useHydrated } from '@demos/kit';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { FavouritesNavProps } from './FavouritesNav';
import * as styles from './favourites.css';
import { FAVOURITES_CHANGED, FAVOURITES_KEY } from './keys';

// The group's code (and the favourites store) loads after hydration, and only once there are
// favourites: the landing page's bundle carries only this slot (DESIGN §6 budgets).
const FavouritesNav = lazy(() => import('./FavouritesNav'));

/** Whether favourites were ever stored in this visit: then the group's code is wanted for good. */
let wanted = false;

function useWanted(): boolean {
  const hydrated = useHydrated();
  const [, setChanged] = useState(0);
  useEffect(() => {
    if (wanted) return;
    const want = (event: Event) => {
      if (event instanceof StorageEvent && event.key !== FAVOURITES_KEY && event.key !== null) return;
      wanted = true;
      setChanged((n) => n + 1);
    };
    window.addEventListener(FAVOURITES_CHANGED, want);
    window.addEventListener('storage', want);
    return () => {
      window.removeEventListener(FAVOURITES_CHANGED, want);
      window.removeEventListener('storage', want);
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
