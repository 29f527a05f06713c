import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { layered } from './layered';

export const row = style(
  layered({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', minWidth: 0 }),
);
export const input = style(layered({ flex: 1 }));
/** Centred on the input (2.5rem) beside it, whatever grows under the input. */
export const toggle = style(layered({ flexShrink: 0, marginTop: vars.space.xxs }));
