import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { log as logViewLog } from './LogView.css';
import { layered } from './layered';

// The window is dark in both themes: a terminal looks like one, and the log's tone colours are
// chosen for AA contrast on these backgrounds (LogView.css.ts).
const windowBase = {
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
} as const;
export const terminalWindow = styleVariants({
  default: layered({ ...windowBase, background: vars.color.terminalBg }),
  powershell: layered({ ...windowBase, background: '#012456' }),
});

export const titleBar = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    background: '#1b2333',
    color: '#c7d2e4',
    fontSize: vars.fontSize.xs,
    fontFamily: vars.font.mono,
    minWidth: 0,
  }),
);
export const dots = style(layered({ display: 'flex', gap: 6, flexShrink: 0 }));
const dotBase = { width: 10, height: 10, borderRadius: '50%' } as const;
export const dot = styleVariants({
  close: layered({ ...dotBase, background: '#ff5f57' }),
  minimize: layered({ ...dotBase, background: '#febc2e' }),
  zoom: layered({ ...dotBase, background: '#28c840' }),
});
export const title = style(
  layered({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }),
);

// Doubled with LogView's own class so the window's rules win over the log's defaults whatever the
// order the two stylesheets load in (both sit in the kit layer; page styles still override them).
const onLog = (rule: Parameters<typeof layered>[0]) => layered({ selectors: { [`${logViewLog}&`]: rule } });

export const log = style(onLog({ borderRadius: 0, border: 'none', background: 'transparent' }));
/** An empty terminal is as tall as its one line says: it grows to its full height when output comes. */
export const logEmpty = style(onLog({ height: 'auto', minHeight: '3rem' }));
export const logHeight = styleVariants({
  sm: onLog({ height: '14rem' }),
  md: onLog({ height: '20rem' }),
  lg: onLog({ height: '22rem' }),
  /** As tall as its lines (at least a few), up to lg's height, then it scrolls: for a prompt that starts with a greeting. */
  fit: onLog({ height: 'auto', minHeight: '6rem', maxHeight: '22rem' }),
});

const blink = keyframes({ '50%': { opacity: 0 } });
/** A block caret after the last line while the simulated program runs; it blinks only for those who accept motion. */
export const busy = style(
  layered({
    selectors: {
      [`${logViewLog}&::after`]: { content: '"▋" / ""', display: 'block', color: vars.color.terminalText },
    },
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: { [`${logViewLog}&::after`]: { animation: `${blink} 1s steps(1) infinite` } },
      },
    },
  }),
);
