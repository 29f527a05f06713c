import type { Options } from '../core/options';
import { styledCanvas, styledLayout, styledSvg } from './drawStyled';
import { moduleMatrix } from './matrix';
import type { QrStyle } from './types';

/**
 * The styled drawing for the render module: loaded only when a style other than the default is
 * chosen, so the plain code draws exactly as before and the route's JavaScript does not grow.
 */
export function styledDrawing(payload: string, options: Options, style: QrStyle) {
  const matrix = moduleMatrix(payload, options.level);
  const layout = styledLayout(matrix.size, options.margin, style);
  return {
    /** The image's height for a width, in whole pixels. */
    heightFor: (width: number) => Math.round((width * layout.height) / layout.grid),
    canvas: (colors: { foreground: string; background: string }, style2: QrStyle, width: number) =>
      styledCanvas(matrix, options.margin, style2, colors, width),
    svg: (width: number) =>
      styledSvg(
        matrix,
        options.margin,
        style,
        { foreground: options.foreground, background: options.background },
        width,
      ),
  };
}

export type StyledDrawing = ReturnType<typeof styledDrawing>;
