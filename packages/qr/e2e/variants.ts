/**
 * The locale and width each flow runs at: every locale once and every width once, the longer
 * Spanish strings at the narrow phone width, where they have least room. The full grid (both
 * locales at both widths) ran each flow four times for the same risks: a locale's strings and
 * formats, a width's layout. The crawl and the layout guards check every page's first screen at
 * 1280, 390 and 320 px besides.
 */
export const LOCALE_WIDTHS = [
  ['en-US', 1280],
  ['es-ES', 390],
] as const;
