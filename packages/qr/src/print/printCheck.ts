import jsQR from 'jsqr';
import type { ErrorLevel } from '../core/options';
import { blur, type Gray, lowContrast, pad, resize, rotate, tilt, toRgba } from './image';

/**
 * The print check: how small a code may be printed for a scanning distance, and whether copies of
 * it, as a phone camera would see them once printed, still decode.
 *
 * Minimum size. The common rule of thumb is a code about a tenth of the scanning distance (30 cm
 * away → 3 cm) for a small code of about 25 modules across; a denser code needs proportionally
 * more, so the rule is applied per module: a module at least distance / 250 wide. Whatever the
 * distance, a module is never under 0.4 mm (2.4 dots at 150 dpi: below that office printers and
 * phone cameras smear the modules together). The quiet zone is part of the printed width.
 *
 * Conditions. The code is printed at the planned width at 150 dpi (each dot the average of what
 * it covers), then photographed from the scanning distance by a phone camera (see
 * CAMERA_PIXELS_CM). Each condition then changes that photo once: plain, blurred (0.3 mm out of
 * focus), low contrast (dim, uneven light and sensor noise), rotated 10°, and taken at a 40° angle.
 * jsQR reads each, without trying the inverted image, as in the page's decode gate.
 */

export const PRINT_DPI = 150;
export const MIN_MODULE_MM = 0.4;
/** Scanning distance over module width (10:1 for a 25-module code). */
export const DISTANCE_PER_MODULE = 250;
/**
 * The camera: a phone's 1920-pixel-wide video frame over a 70° horizontal field of view sees
 * 1920 / (2 · tan 35° · d) ≈ 1371 / d pixels per cm of paper at d cm. (A code printed at the
 * minimum size then spans about 5.5 camera pixels per module, whatever the distance.)
 */
const CAMERA_PIXELS_CM = 1920 / (2 * Math.tan((35 * Math.PI) / 180));
/** The most camera pixels across the code (jsQR misreads very large dots; phones crop too). */
const CAMERA_MAX = 600;
const MM_PER_INCH = 25.4;

export const CONDITIONS = ['print', 'blur', 'contrast', 'rotate', 'angle'] as const;
export type Condition = (typeof CONDITIONS)[number];

export type PrintFix =
  | { code: 'level'; level: ErrorLevel }
  | { code: 'contrast' }
  | { code: 'size'; cm: number };

export interface ConditionResult {
  condition: Condition;
  reads: boolean;
}

export interface PrintVerdict {
  passed: number;
  total: number;
  results: ConditionResult[];
  /** One fix per failed condition, in the conditions' order, without repeats. */
  fixes: PrintFix[];
}

/** The smallest printed width (cm, quiet zone included) for a scanning distance (cm). */
export function minPrintWidthCm(distanceCm: number, moduleCount: number, margin: number): number {
  const moduleMm = Math.max(MIN_MODULE_MM, (distanceCm * 10) / DISTANCE_PER_MODULE);
  const widthMm = moduleMm * (moduleCount + 2 * margin);
  return Math.ceil(widthMm) / 10;
}

/** Dots across at 150 dpi for a width in cm. */
export const printDots = (widthCm: number) =>
  Math.max(1, Math.round(((widthCm * 10) / MM_PER_INCH) * PRINT_DPI));

export interface Photo {
  image: Gray;
  /** Camera pixels per cm of paper. */
  pixelsPerCm: number;
}

/** The code printed `widthCm` wide at 150 dpi, then seen by the camera from `distanceCm`. */
export function photographed(code: Gray, widthCm: number, distanceCm: number): Photo {
  const dots = printDots(widthCm);
  const printed = resize(code, dots, Math.max(1, Math.round((dots * code.height) / code.width)));
  const paper = pad(printed, Math.ceil(dots * 0.1));
  const paperCm = (paper.width / PRINT_DPI) * (MM_PER_INCH / 10);
  const pixelsPerCm = Math.min(CAMERA_PIXELS_CM / distanceCm, CAMERA_MAX / paperCm);
  const scale = (pixelsPerCm * paperCm) / paper.width;
  const image = resize(paper, Math.round(paper.width * scale), Math.round(paper.height * scale));
  return { image, pixelsPerCm };
}

/** One condition applied to the camera's view. */
export function applyCondition({ image, pixelsPerCm }: Photo, condition: Condition): Gray {
  switch (condition) {
    case 'print':
      return image;
    case 'blur':
      // 0.3 mm out of focus: a Gaussian whose σ is half of that.
      return blur(image, 0.015 * pixelsPerCm);
    case 'contrast':
      return lowContrast(image, 90, 170, 4);
    case 'rotate':
      return rotate(image, 10);
    case 'angle':
      return tilt(image, 40);
  }
}

export function decodes(image: Gray, payload: string): boolean {
  const { data, width, height } = toRgba(image);
  return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data === payload;
}

export interface PrintCheckInput {
  /** The code as downloaded (grey levels). */
  code: Gray;
  payload: string;
  level: ErrorLevel;
  /** The planned printed width in cm. */
  widthCm: number;
  /** The smallest width for the scanning distance, in cm. */
  minWidthCm: number;
  distanceCm: number;
}

const NEXT_LEVEL: Record<ErrorLevel, ErrorLevel | null> = { L: 'Q', M: 'Q', Q: 'H', H: null };

/** The smallest of a few larger widths (×1.25 steps, up to ×2.4) at which the condition reads. */
function* widthThatReads(input: PrintCheckInput, condition: Condition): Generator<void, number> {
  let width = Math.max(input.widthCm, input.minWidthCm);
  if (width > input.widthCm) return width;
  for (let step = 0; step < 4; step += 1) {
    width = Math.ceil(width * 12.5) / 10;
    yield;
    if (decodes(applyCondition(photographed(input.code, width, input.distanceCm), condition), input.payload))
      return width;
  }
  return width;
}

export function* fixFor(input: PrintCheckInput, condition: Condition): Generator<void, PrintFix> {
  if (condition === 'contrast') return { code: 'contrast' };
  const level = NEXT_LEVEL[input.level];
  if ((condition === 'rotate' || condition === 'angle') && level && input.widthCm >= input.minWidthCm) {
    return { code: 'level', level };
  }
  return { code: 'size', cm: yield* widthThatReads(input, condition) };
}

/**
 * Runs the check one step at a time: the generator yields after every decode, so the page can
 * give the browser a frame between steps and stays responsive.
 */
export function* printCheck(input: PrintCheckInput): Generator<void, PrintVerdict> {
  const photo = photographed(input.code, input.widthCm, input.distanceCm);
  const results: ConditionResult[] = [];
  for (const condition of CONDITIONS) {
    yield;
    results.push({ condition, reads: decodes(applyCondition(photo, condition), input.payload) });
  }
  const fixes: PrintFix[] = [];
  for (const { condition, reads } of results) {
    if (reads) continue;
    const fix = yield* fixFor(input, condition);
    if (!fixes.some((f) => JSON.stringify(f) === JSON.stringify(fix))) fixes.push(fix);
  }
  return { passed: results.filter((r) => r.reads).length, total: CONDITIONS.length, results, fixes };
}

/** Runs the whole check at once (tests, workers). */
export function runPrintCheck(input: PrintCheckInput): PrintVerdict {
  const steps = printCheck(input);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
