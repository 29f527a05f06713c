// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract. Every token is a plain CSS custom property named `--demos-<path>`, so any
 * app can re-theme the kit and every page package with ordinary CSS, no build step needed.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      bg: null,
      surface: null,
      surfaceRaised: null,
      surfaceSunken: null,
      border: null,
      borderStrong: null,
      field: null,
      fieldBorder: null,
      text: null,
      textMuted: null,
      accent: null,
      accentHover: null,
      accentText: null,
      accentSoft: null,
      success: null,
      successSoft: null,
      danger: null,
      dangerSoft: null,
      warning: null,
      warningSoft: null,
      info: null,
      infoSoft: null,
      focus: null,
      overlay: null,
      terminalBg: null,
      terminalText: null,
    },
    font: { body: null, mono: null },
    fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, hero: null },
    lineHeight: { tight: null, normal: null },
    space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    radius: { sm: null, md: null, lg: null, full: null },
    shadow: { sm: null, md: null, lg: null },
    duration: { fast: null, normal: null },
  },
  (_value, path) => `demos-${path.join('-')}`,
);
