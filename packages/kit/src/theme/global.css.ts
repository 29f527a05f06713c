// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { resetLayer } from './layers.css';

const reset = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@layer': { [resetLayer]: rule } });

reset('*, *::before, *::after', { boxSizing: 'border-box', margin: 0, padding: 0 });
reset(':root', { colorScheme: 'dark' });
reset('[data-theme="light"]', { colorScheme: 'light' });
reset('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // The default is dark: a page that sets no theme still gets a dark background.
  background: vars.color.bg,
});
reset('body', {
  minHeight: '100dvh',
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
});
reset('h1, h2, h3, h4', { lineHeight: vars.lineHeight.tight, fontWeight: 700, textWrap: 'balance' });
reset('p', { textWrap: 'pretty' });
reset('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });
// An icon beside text in a flex row keeps its size (it was squeezed to 11.6 px beside a long line).
reset('svg', { flexShrink: 0 });
reset('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
reset('button', { cursor: 'pointer', background: 'none', border: 'none' });
reset('button:disabled', { cursor: 'not-allowed' });
reset('a', { color: vars.color.accent, textUnderlineOffset: '0.2em' });
reset('code, pre, kbd, samp', { fontFamily: vars.font.mono, fontSize: '0.9em' });
reset('ul[role="list"], ol[role="list"]', { listStyle: 'none' });
reset(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
reset('::selection', { background: vars.color.accentSoft });
reset('html', {
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});
reset('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
