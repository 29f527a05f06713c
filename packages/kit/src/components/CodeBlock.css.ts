import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { layered } from './layered';

export const block = style(
  layered({
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.terminalBg,
    overflow: 'hidden',
  }),
);
export const toolbar = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
  }),
);
export const filename = style(
  layered({
    fontFamily: vars.font.mono,
    fontSize: vars.fontSize.xs,
    color: vars.color.textMuted,
    overflowWrap: 'anywhere',
  }),
);
export const actions = style(layered({ display: 'flex', gap: vars.space.xs }));
export const scroll = style(layered({ maxHeight: '32rem', overflow: 'auto' }));
export const pre = style(
  layered({
    margin: 0,
    padding: vars.space.lg,
    color: vars.color.terminalText,
    fontSize: vars.fontSize.xs,
    lineHeight: 1.6,
    tabSize: 2,
  }),
);
