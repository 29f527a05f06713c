import { vars } from '@demos/kit/vars';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.lg });
