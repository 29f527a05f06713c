import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { kitLayer } from '../theme/layers.css';
import { layered } from './layered';

export const grid = style(
  layered({
    display: 'grid',
    gap: vars.space.md,
    // 8.5rem: two columns fit in a card on a 390 px screen; short figures never sit one per row.
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr))',
    margin: 0,
  }),
);

// Every card spans three rows of the grid (label, value, hint) and lays its own parts on them
// (subgrid): the tallest label in a row sets that row's label height, so values line up.
globalStyle(`${grid} > *`, {
  '@layer': {
    [kitLayer]: {
      display: 'grid',
      gridRow: 'span 3',
      gridTemplateRows: 'subgrid',
      rowGap: vars.space.xs,
      alignContent: 'start',
      minWidth: 0,
    },
  },
});
// Values in one row share a baseline, so a smaller value (a name, a status) lines up with the figures.
globalStyle(`${grid} > * > :nth-child(2)`, { '@layer': { [kitLayer]: { alignSelf: 'baseline' } } });
