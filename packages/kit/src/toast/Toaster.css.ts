import { style } from '@vanilla-extract/css';
import { layered } from '../components/layered';
import { vars } from '../theme/contract.css';

export const viewport = style(
  layered({
    position: 'fixed',
    zIndex: 100,
    bottom: vars.space.lg,
    right: vars.space.lg,
    width: 'min(356px, calc(100vw - 2rem))',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    outline: 'none',
  }),
);
export const toast = style(
  layered({
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: vars.space.xs,
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderLeft: `4px solid ${vars.color.accent}`,
    boxShadow: vars.shadow.lg,
    transition: `opacity ${vars.duration.normal}, transform ${vars.duration.normal}`,
    selectors: {
      '&[data-type="success"]': { borderLeftColor: vars.color.success },
      '&[data-type="error"]': { borderLeftColor: vars.color.danger },
      '&[data-type="info"]': { borderLeftColor: vars.color.info },
      '&[data-starting-style], &[data-ending-style]': { opacity: 0, transform: 'translateY(8px)' },
      '&[data-limited]': { display: 'none' },
    },
  }),
);
export const title = style(layered({ fontWeight: 700, fontSize: vars.fontSize.sm }));
export const description = style(
  layered({ gridColumn: '1', color: vars.color.textMuted, fontSize: vars.fontSize.sm }),
);
export const close = style(
  layered({
    gridColumn: '2',
    gridRow: '1',
    display: 'grid',
    placeItems: 'center',
    width: '1.75rem',
    height: '1.75rem',
    borderRadius: vars.radius.sm,
    color: vars.color.textMuted,
    selectors: { '&:hover': { background: vars.color.surfaceRaised, color: vars.color.text } },
  }),
);
export const action = style(
  layered({
    gridColumn: '1',
    justifySelf: 'start',
    marginTop: vars.space.xs,
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: 600,
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.accent },
      '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' },
    },
  }),
);
