import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { layered } from './layered';

export const field = style(
  layered({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 }),
);
export const label = style(layered({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text }));
export const description = style(layered({ fontSize: vars.fontSize.xs, color: vars.color.textMuted }));
export const error = style(
  layered({ fontSize: vars.fontSize.xs, color: vars.color.danger, fontWeight: 600 }),
);
// Fields are the theme's field colour (white in the light theme, so an empty one never looks
// disabled) with a boundary of at least 3:1 on every surface (tokens.test.ts checks both).
export const control = {
  width: '100%',
  border: `1px solid ${vars.color.fieldBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.field,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&[readonly]': { background: vars.color.surfaceRaised },
  },
} as const;
export const input = style(layered({ ...control, height: '2.5rem', padding: `0 ${vars.space.md}` }));
export const textarea = style(
  layered({ ...control, minHeight: '7rem', padding: vars.space.md, resize: 'vertical', lineHeight: 1.5 }),
);
