import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { layered } from './layered';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const backdrop = style(
  layered({
    position: 'fixed',
    inset: 0,
    zIndex: 90,
    background: vars.color.overlay,
    animation: `${fadeIn} 150ms ease-out`,
  }),
);
export const popup = style(
  layered({
    position: 'fixed',
    zIndex: 91,
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: 'min(32rem, calc(100vw - 2rem))',
    maxHeight: 'calc(100dvh - 2rem)',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.lg,
    animation: `${popIn} 180ms ease-out`,
  }),
);
export const title = style(layered({ fontSize: vars.fontSize.lg, fontWeight: 700 }));
export const description = style(layered({ color: vars.color.textMuted, fontSize: vars.fontSize.sm }));
export const actions = style(
  layered({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm }),
);
