import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { layered } from './layered';

export const log = style(
  layered({
    height: '18rem',
    overflowY: 'auto',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.terminalBg,
    color: vars.color.terminalText,
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.xs,
    lineHeight: 1.7,
    border: `1px solid ${vars.color.border}`,
    selectors: { '&[data-state="empty"]': { height: 'auto', minHeight: '3rem' } },
  }),
);
export const line = style(layered({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }));
export const time = style(layered({ color: '#8fa3c0', marginRight: vars.space.sm }));
// Terminal colours sit on the always-dark terminal background in both themes (AA on #05080f/#0f172a).
export const tone = styleVariants({
  default: layered({}),
  info: layered({ color: '#8cc8ff' }),
  success: layered({ color: '#6ee7a0' }),
  warning: layered({ color: '#fcd34d' }),
  error: layered({ color: '#fca5a5' }),
  muted: layered({ color: '#9fb0c8' }),
  command: layered({ color: '#ffffff', fontWeight: 700 }),
});
export const empty = style(layered({ color: '#9fb0c8', fontStyle: 'italic' }));
