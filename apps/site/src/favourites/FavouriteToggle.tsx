// not-in-shell: loaded with each page (pages/demoExtras.ts); its icon loads with it.
import { Button, useHydrated } from '@demos/kit';
import { Star } from 'lucide-react';
import * as styles from './favourites.css';
import { toggleFavourite, useFavourites } from './store';

/**
 * The star beside a page's title. Until hydration its place is kept empty (the prerendered page
 * cannot know this browser's favourites), so nothing moves when it appears.
 */
export function FavouriteToggle({ id }: { id: string }) {
  const hydrated = useHydrated();
  const favourite = useFavourites().includes(id);
  if (!hydrated) return <span className={styles.starSlot} aria-hidden />;
  const label = favourite ? 'Remove from favourites' : 'Add to favourites';
  return (
    <Button
      variant="ghost"
      size="icon"
      className={styles.star}
      aria-pressed={favourite}
      aria-label={label}
      title={label}
      onClick={() => toggleFavourite(id)}
    >
      <Star size={20} aria-hidden className={favourite ? styles.starIconOn : undefined} />
    </Button>
  );
}
