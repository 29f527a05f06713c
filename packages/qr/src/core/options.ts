/**
 * The code's look: error correction, size, quiet zone, colours and the centre logo, and the rules
 * that decide, before any decoder runs, whether a scanner can read the result.
 */

export type ErrorLevel = 'L' | 'M' | 'Q' | 'H';
export const ERROR_LEVELS: readonly ErrorLevel[] = ['L', 'M', 'Q', 'H'];
export const isErrorLevel = (value: string): value is ErrorLevel =>
  (ERROR_LEVELS as readonly string[]).includes(value);

/** The share of codewords each level can restore (ISO/IEC 18004 §7.5.1). */
export const RECOVERY: Record<ErrorLevel, number> = { L: 0.07, M: 0.15, Q: 0.25, H: 0.3 };

/** What the user typed: numbers and colours stay text so a bad value can be shown with its reason. */
export interface OptionInputs {
  level: ErrorLevel;
  size: string;
  margin: string;
  foreground: string;
  background: string;
  /** The logo's side as a percentage of the code's side (quiet zone excluded). */
  logoSize: number;
}

/** Spec §9: 300 px and level M; a 4-module quiet zone as ISO/IEC 18004 asks. */
export const DEFAULT_OPTIONS: OptionInputs = {
  level: 'M',
  size: '300',
  margin: '4',
  foreground: '#111827',
  background: '#ffffff',
  logoSize: 20,
};

export const SIZE_MIN = 100;
export const SIZE_MAX = 2000;
export const MARGIN_MAX = 16;
/** The quiet zone the standard asks for; less still scans on many readers, but not all. */
export const MARGIN_STANDARD = 4;
export const LOGO_SIZE_MIN = 10;
export const LOGO_SIZE_MAX = 50;
/** A logo file is read only up to this size. */
export const LOGO_MAX_BYTES = 1024 * 1024;
/** The least contrast (WCAG ratio) between modules and background that is offered for download. */
export const MIN_CONTRAST = 3;
/**
 * The share of the symbol a logo (with its one-module border) may hide. Level H restores 30% of
 * the codewords; half of that is left for print flaws, glare and a curved surface.
 */
export const LOGO_MAX_COVER = RECOVERY.H / 2;

export type OptionProblem =
  | { code: 'sizeRange'; min: number; max: number }
  | { code: 'marginRange'; max: number }
  | { code: 'colorInvalid' };

export interface Options {
  level: ErrorLevel;
  size: number;
  margin: number;
  foreground: string;
  background: string;
  logoSize: number;
}

export interface CheckedOptions {
  /** The options to draw with; null while a field is invalid. */
  options: Options | null;
  problems: Partial<Record<'size' | 'margin' | 'foreground' | 'background', OptionProblem>>;
  /** A quiet zone under 4 modules: allowed, with a warning. */
  narrowMargin: boolean;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const WHOLE = /^\d+$/;

export const isHexColor = (value: string) => HEX_COLOR.test(value.trim());

/** Reads the option fields; a logo forces level H (the level that absorbs the hidden modules). */
export function checkOptions(inputs: OptionInputs, hasLogo: boolean): CheckedOptions {
  const problems: CheckedOptions['problems'] = {};
  const size = WHOLE.test(inputs.size.trim()) ? Number(inputs.size.trim()) : Number.NaN;
  if (!(size >= SIZE_MIN && size <= SIZE_MAX))
    problems.size = { code: 'sizeRange', min: SIZE_MIN, max: SIZE_MAX };
  const margin = WHOLE.test(inputs.margin.trim()) ? Number(inputs.margin.trim()) : Number.NaN;
  if (!(margin >= 0 && margin <= MARGIN_MAX)) problems.margin = { code: 'marginRange', max: MARGIN_MAX };
  if (!isHexColor(inputs.foreground)) problems.foreground = { code: 'colorInvalid' };
  if (!isHexColor(inputs.background)) problems.background = { code: 'colorInvalid' };
  const narrowMargin = !problems.margin && margin < MARGIN_STANDARD;
  if (Object.keys(problems).length > 0) return { options: null, problems, narrowMargin };
  return {
    options: {
      level: hasLogo ? 'H' : inputs.level,
      size,
      margin,
      foreground: inputs.foreground.trim().toLowerCase(),
      background: inputs.background.trim().toLowerCase(),
      logoSize: Math.min(LOGO_SIZE_MAX, Math.max(LOGO_SIZE_MIN, Math.round(inputs.logoSize))),
    },
    problems,
    narrowMargin,
  };
}

/** A #rrggbb colour as [r, g, b], 0 to 255 each. */
export function hexRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.trim().slice(1, 7), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexRgb(hex).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The image side in pixels: the smallest whole multiple of the module grid (quiet zone included)
 * that is at least `size`. Whole pixels per module keep codes sharp; a version-40 code squeezed
 * into exactly 300 px would blur to 1.6 px per module.
 */
export const pixelSide = (moduleCount: number, margin: number, size: number) => {
  const grid = moduleCount + 2 * margin;
  return grid * Math.max(1, Math.ceil(size / grid));
};

/**
 * The logo's box in modules, centred, with the same parity as the symbol so it sits on the module
 * grid. It includes a one-module border of background around the picture.
 */
export function logoBox(moduleCount: number, logoSize: number) {
  let side = Math.max(3, Math.round((moduleCount * logoSize) / 100));
  if (side % 2 !== moduleCount % 2) side += 1;
  return { side, offset: (moduleCount - side) / 2 };
}

/** The share of the symbol the logo box hides. */
export const logoCover = (moduleCount: number, logoSize: number) =>
  logoBox(moduleCount, logoSize).side ** 2 / moduleCount ** 2;

/** Why a code would not scan, found without decoding it. */
export type LookProblem =
  | { code: 'lightOnDark' }
  | { code: 'lowContrast'; ratio: number; min: number }
  | { code: 'logoTooLarge'; cover: number; max: number };

/** The rules checked before decoding; the decoders check the drawn images after. */
export function lookProblems(options: Options, moduleCount: number, hasLogo: boolean): LookProblem[] {
  const problems: LookProblem[] = [];
  if (relativeLuminance(options.foreground) > relativeLuminance(options.background)) {
    problems.push({ code: 'lightOnDark' });
  }
  const ratio = contrastRatio(options.foreground, options.background);
  if (ratio < MIN_CONTRAST) {
    problems.push({ code: 'lowContrast', ratio: Math.floor(ratio * 10) / 10, min: MIN_CONTRAST });
  }
  if (hasLogo) {
    const cover = logoCover(moduleCount, options.logoSize);
    if (cover > LOGO_MAX_COVER) {
      problems.push({
        code: 'logoTooLarge',
        cover: Math.round(cover * 100),
        max: Math.round(LOGO_MAX_COVER * 100),
      });
    }
  }
  return problems;
}
