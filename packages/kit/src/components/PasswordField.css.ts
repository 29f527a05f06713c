import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { layered } from './layered';

export const row = style(layered({ display: 'flex', gap: vars.space.sm, alignItems: 'center', minWidth: 0 }));
export const input = style(layered({ flex: 1, minWidth: 0 }));
export const toggle = style(layered({ flexShrink: 0 }));
