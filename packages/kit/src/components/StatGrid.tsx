import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import * as styles from './StatGrid.css';

export type StatGridProps = ComponentPropsWithRef<'div'> & {
  /** The element: a `section` (give it an `aria-label`) for a page's own block of figures, a `dl` for term/value pairs. */
  as?: 'div' | 'section' | 'dl';
};

/**
 * The one layout for rows of StatCards on every page: as many columns as fit at 8.5rem or more (two
 * per row on a 390 px phone, even inside a card), and each card's label, value and hint on shared
 * grid rows, so a label that wraps onto two lines moves every value in its row down together.
 */
export function StatGrid({ as = 'div', className, ...props }: StatGridProps) {
  // The three elements take the same attributes here; typed as a div so the props spread checks.
  const Element = as as 'div';
  return <Element className={cx(styles.grid, className)} {...props} />;
}
