import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { layered } from './layered';

export const row = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minWidth: 0,
    fontSize: vars.fontSize.sm,
    color: vars.color.text,
  }),
);
export const label = style(layered({ minWidth: 0, overflowWrap: 'break-word', cursor: 'pointer' }));

// The marks, as masks filled with the theme's accent text colour (so they follow the theme).
const checkMark =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M3.5 8.5l3 3 6-7' fill='none' stroke='black' stroke-width='2.2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E\")";
const dashMark =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M4 8h8' fill='none' stroke='black' stroke-width='2.2' stroke-linecap='round'/%3E%3C/svg%3E\")";

/**
 * A native checkbox drawn as the kit's: a 20 px box whose boundary is 3:1 on every surface in both
 * themes (fieldBorder), accent-filled when checked, with a check or a dash; its ::before is the mark.
 */
export const box = style(
  layered({
    appearance: 'none',
    position: 'relative',
    display: 'inline-grid',
    placeContent: 'center',
    flexShrink: 0,
    width: '1.25rem',
    height: '1.25rem',
    margin: 0,
    border: `1.5px solid ${vars.color.fieldBorder}`,
    borderRadius: vars.radius.sm,
    background: vars.color.field,
    cursor: 'pointer',
    transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    '::before': {
      content: '""',
      width: '0.95rem',
      height: '0.95rem',
      background: vars.color.accentText,
      maskImage: checkMark,
      WebkitMaskImage: checkMark,
      maskSize: '100% 100%',
      WebkitMaskSize: '100% 100%',
      transform: 'scale(0)',
      transition: `transform ${vars.duration.fast}`,
    },
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.accent },
      '&:checked, &:indeterminate': { background: vars.color.accent, borderColor: vars.color.accent },
      '&:checked::before, &:indeterminate::before': { transform: 'scale(1)' },
      '&:indeterminate::before': { maskImage: dashMark, WebkitMaskImage: dashMark },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none', '::before': { transition: 'none' } },
    },
  }),
);

/** A native radio drawn as the kit's: the checkbox's 20 px field and boundary, round, an accent dot when chosen. */
export const radio = style(
  layered({
    appearance: 'none',
    display: 'inline-grid',
    placeContent: 'center',
    flexShrink: 0,
    width: '1.25rem',
    height: '1.25rem',
    margin: 0,
    border: `1.5px solid ${vars.color.fieldBorder}`,
    borderRadius: '50%',
    background: vars.color.field,
    cursor: 'pointer',
    transition: `border-color ${vars.duration.fast}`,
    '::before': {
      content: '""',
      width: '0.6rem',
      height: '0.6rem',
      borderRadius: '50%',
      background: vars.color.accent,
      transform: 'scale(0)',
      transition: `transform ${vars.duration.fast}`,
    },
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.accent },
      '&:checked': { borderColor: vars.color.accent },
      '&:checked::before': { transform: 'scale(1)' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none', '::before': { transition: 'none' } },
    },
  }),
);
