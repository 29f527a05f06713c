import { contrastRatio, isHexColor, MIN_CONTRAST } from '../core/options';
import {
  CORNER_SHAPES,
  type CornerShape,
  DEFAULT_STYLE,
  FRAME_TEXT_MAX,
  GRADIENTS,
  type Gradient,
  MODULE_SHAPES,
  type ModuleShape,
  type QrStyle,
} from './types';

/** Presets, the saved style file and the gradient's contrast rule. */

export const PRESET_NAMES = ['classic', 'soft', 'dots', 'ocean', 'sunset'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

/** A few named looks; each scans (the unit tests decode every one). */
export const PRESETS: Record<PresetName, { style: QrStyle; foreground: string }> = {
  classic: { style: DEFAULT_STYLE, foreground: '#111827' },
  soft: {
    style: { ...DEFAULT_STYLE, modules: 'rounded', corners: 'rounded' },
    foreground: '#1f2937',
  },
  dots: {
    style: { ...DEFAULT_STYLE, modules: 'dots', corners: 'dot', frameText: 'Scan me' },
    foreground: '#111827',
  },
  ocean: {
    style: {
      ...DEFAULT_STYLE,
      modules: 'classy',
      corners: 'rounded',
      gradient: 'linear',
      gradientColor: '#0e7490',
      frameText: 'Scan me',
      frameColor: '#1e3a8a',
    },
    foreground: '#1e3a8a',
  },
  sunset: {
    style: {
      ...DEFAULT_STYLE,
      modules: 'rounded',
      corners: 'dot',
      gradient: 'radial',
      gradientColor: '#9a3412',
    },
    foreground: '#7f1d1d',
  },
};

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** The saved file: the style plus the two colours, so a loaded style looks as it was saved. */
export interface StyleFile {
  style: QrStyle;
  foreground: string;
  background: string;
}

const STYLE_FILE_KIND = 'qr-style';
/** The largest style file read (a style is a few hundred bytes). */
export const STYLE_FILE_MAX_BYTES = 16 * 1024;

export function styleToJson(file: StyleFile): string {
  return `${JSON.stringify({ kind: STYLE_FILE_KIND, version: 1, ...file.style, foreground: file.foreground, background: file.background }, null, 2)}\n`;
}

export type StyleFileProblem = 'notJson' | 'notStyle' | 'badField';

/**
 * Reads a saved style against its schema: `kind` must be "qr-style", every known field must have
 * a valid value (a missing one takes the default), unknown keys are ignored.
 */
export function parseStyleJson(
  text: string,
): { ok: true; file: StyleFile } | { ok: false; problem: StyleFileProblem } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, problem: 'notStyle' };
  const raw = value as Record<string, unknown>;
  if (raw.kind !== STYLE_FILE_KIND) return { ok: false, problem: 'notStyle' };
  const pick = <T>(key: string, valid: (v: unknown) => v is T, fallback: T): T | undefined =>
    raw[key] === undefined ? fallback : valid(raw[key]) ? (raw[key] as T) : undefined;
  const color = (v: unknown): v is string => typeof v === 'string' && isHexColor(v);
  const text30 = (v: unknown): v is string => typeof v === 'string' && v.length <= FRAME_TEXT_MAX;
  const fields = {
    modules: pick('modules', (v): v is ModuleShape => oneOf(MODULE_SHAPES, v), DEFAULT_STYLE.modules),
    corners: pick('corners', (v): v is CornerShape => oneOf(CORNER_SHAPES, v), DEFAULT_STYLE.corners),
    gradient: pick('gradient', (v): v is Gradient => oneOf(GRADIENTS, v), DEFAULT_STYLE.gradient),
    gradientColor: pick('gradientColor', color, DEFAULT_STYLE.gradientColor),
    frameText: pick('frameText', text30, DEFAULT_STYLE.frameText),
    frameColor: pick('frameColor', color, DEFAULT_STYLE.frameColor),
    foreground: pick('foreground', color, '#111827'),
    background: pick('background', color, '#ffffff'),
  };
  if (Object.values(fields).some((v) => v === undefined)) return { ok: false, problem: 'badField' };
  const { foreground, background, ...style } = fields as Required<{
    [K in keyof typeof fields]: NonNullable<(typeof fields)[K]>;
  }>;
  return {
    ok: true,
    file: {
      style: {
        ...style,
        gradientColor: style.gradientColor.toLowerCase(),
        frameColor: style.frameColor.toLowerCase(),
      },
      foreground: foreground.toLowerCase(),
      background: background.toLowerCase(),
    },
  };
}

/** The gradient's second colour must contrast with the background as the foreground must. */
export function gradientContrast(style: QrStyle, background: string): { ratio: number; min: number } | null {
  if (style.gradient === 'none' || !isHexColor(style.gradientColor)) return null;
  const ratio = contrastRatio(style.gradientColor, background);
  return ratio < MIN_CONTRAST ? { ratio: Math.floor(ratio * 10) / 10, min: MIN_CONTRAST } : null;
}
