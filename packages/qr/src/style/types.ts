/**
 * How the modules are drawn (issue 39): module and corner (finder pattern) shapes, a two-colour
 * gradient from the foreground to a second colour, and a frame with text under the code. The
 * default is exactly the plain code the page always drew. (Only these few lines load with the
 * page; the presets, the style file and the drawing load on demand.)
 */

export const MODULE_SHAPES = ['square', 'rounded', 'dots', 'classy'] as const;
export type ModuleShape = (typeof MODULE_SHAPES)[number];
export const CORNER_SHAPES = ['square', 'rounded', 'dot'] as const;
export type CornerShape = (typeof CORNER_SHAPES)[number];
export const GRADIENTS = ['none', 'linear', 'radial'] as const;
export type Gradient = (typeof GRADIENTS)[number];

export interface QrStyle {
  modules: ModuleShape;
  corners: CornerShape;
  gradient: Gradient;
  /** The gradient's second colour (the first is the foreground). */
  gradientColor: string;
  /** Text under the code; empty for no frame. */
  frameText: string;
  /** The frame's and its text's colour. */
  frameColor: string;
}

export const FRAME_TEXT_MAX = 30;

export const DEFAULT_STYLE: QrStyle = {
  modules: 'square',
  corners: 'square',
  gradient: 'none',
  gradientColor: '#1d4ed8',
  frameText: '',
  frameColor: '#111827',
};

export const isDefaultStyle = (style: QrStyle) =>
  style.modules === 'square' &&
  style.corners === 'square' &&
  style.gradient === 'none' &&
  style.frameText.trim() === '';
