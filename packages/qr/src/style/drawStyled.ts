import { boxesPath, frameLayout, gradientGeometry, type ModuleMatrix, styledBoxes } from './geometry';
import type { QrStyle } from './types';

/**
 * Draws a styled code on a canvas and as an SVG document from the same path (module units): the
 * shapes stay vector paths in the SVG. The frame's text is escaped and uses the system's sans-serif
 * fonts (a reader without them falls back to its own sans-serif).
 */

export interface StyledColors {
  foreground: string;
  background: string;
}

export const FRAME_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The drawing's size in modules: the grid, plus the frame's band when there is text. */
export function styledLayout(moduleCount: number, margin: number, style: QrStyle) {
  const grid = moduleCount + 2 * margin;
  const text = style.frameText.trim();
  const frame = text === '' ? null : { ...frameLayout(grid, text.length), text };
  return { grid, height: frame ? frame.height : grid, frame };
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function styledSvg(
  matrix: ModuleMatrix,
  margin: number,
  style: QrStyle,
  colors: StyledColors,
  width: number,
): string {
  const { grid, height, frame } = styledLayout(matrix.size, margin, style);
  const g = gradientGeometry(grid, margin);
  const stops = `<stop offset="0" stop-color="${colors.foreground}"/><stop offset="1" stop-color="${style.gradientColor}"/>`;
  const defs =
    style.gradient === 'linear'
      ? `<defs><linearGradient id="qr-fill" gradientUnits="userSpaceOnUse" x1="${g.start}" y1="${g.start}" x2="${g.end}" y2="${g.end}">${stops}</linearGradient></defs>`
      : style.gradient === 'radial'
        ? `<defs><radialGradient id="qr-fill" gradientUnits="userSpaceOnUse" cx="${g.centre}" cy="${g.centre}" r="${g.radius}">${stops}</radialGradient></defs>`
        : '';
  const fill = style.gradient === 'none' ? colors.foreground : 'url(#qr-fill)';
  const text = frame
    ? `<text x="${grid / 2}" y="${frame.textY}" font-size="${frame.fontSize}" font-weight="700" font-family="${escapeXml(FRAME_FONT)}" text-anchor="middle" dominant-baseline="central" fill="${style.frameColor}">${escapeXml(frame.text)}</text>`
    : '';
  const pixelHeight = Math.round((width * height) / grid);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${pixelHeight}" viewBox="0 0 ${grid} ${height}">` +
    `${defs}<rect width="${grid}" height="${height}" fill="${colors.background}"/>` +
    `<path fill="${fill}" fill-rule="evenodd" d="${boxesPath(styledBoxes(matrix, margin, style))}"/>${text}</svg>\n`
  );
}

/** Draws the styled code on a new canvas `width` pixels wide (whole pixels per module). */
export function styledCanvas(
  matrix: ModuleMatrix,
  margin: number,
  style: QrStyle,
  colors: StyledColors,
  width: number,
): HTMLCanvasElement {
  const { grid, height, frame } = styledLayout(matrix.size, margin, style);
  const unit = width / grid;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.round(height * unit);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas is not available.');
  context.scale(unit, unit);
  context.fillStyle = colors.background;
  context.fillRect(0, 0, grid, height);
  const g = gradientGeometry(grid, margin);
  if (style.gradient === 'none') {
    context.fillStyle = colors.foreground;
  } else {
    const gradient =
      style.gradient === 'linear'
        ? context.createLinearGradient(g.start, g.start, g.end, g.end)
        : context.createRadialGradient(g.centre, g.centre, 0, g.centre, g.centre, g.radius);
    gradient.addColorStop(0, colors.foreground);
    gradient.addColorStop(1, style.gradientColor);
    context.fillStyle = gradient;
  }
  context.fill(new Path2D(boxesPath(styledBoxes(matrix, margin, style))), 'evenodd');
  if (frame) {
    context.fillStyle = style.frameColor;
    context.font = `700 ${frame.fontSize}px ${FRAME_FONT}`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(frame.text, grid / 2, frame.textY, grid * 0.92);
  }
  return canvas;
}
