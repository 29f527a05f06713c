/** Spec §9: the image is 300 px wide and uses error correction level M. */
export const QR_SIZE = 300;
export const QR_ERROR_LEVEL = 'M' as const;
/** The quiet zone, in modules, that the QR standard asks for around the code. */
export const QR_MARGIN = 4;
/** Version 40-M holds at most 2331 bytes in byte mode. */
export const QR_MAX_BYTES = 2331;
/** The most bytes a version-40 code holds in byte mode, per error correction level. */
export const QR_MAX_BYTES_BY_LEVEL = { L: 2953, M: 2331, Q: 1663, H: 1273 } as const;

export type QrTheme = 'light' | 'dark';

/** A code's two colours, as qrcode takes them: `dark` for the modules, `light` for the background. */
export interface QrColors {
  dark: string;
  light: string;
}

/**
 * The colours of every downloaded image, whatever the page's colour mode: near-black modules on
 * white. Scanners look for dark modules on a light background; many (ZBar, lots of phone apps)
 * never try the reverse, so an inverted download is a code they cannot read.
 */
export const QR_PRINT_COLORS: QrColors = { dark: '#111827ff', light: '#ffffffff' };

/**
 * The on-screen preview's colours. With "Dark QR colours" the preview swaps them (light modules on
 * a dark tile) to sit well on a dark page; it is only a picture, the downloads stay `colors`.
 */
export const qrPreviewColors = (theme: QrTheme, colors: QrColors = QR_PRINT_COLORS): QrColors =>
  theme === 'dark' ? { dark: colors.light, light: colors.dark } : colors;

/**
 * The image side in pixels: the smallest whole multiple of the module grid (quiet zone included)
 * that is at least QR_SIZE. Whole pixels per module keep large codes sharp and scannable; a
 * version-40 code squeezed into exactly 300 px would blur to 1.6 px per module.
 */
export const qrPixelSize = (moduleCount: number) => {
  const grid = moduleCount + 2 * QR_MARGIN;
  return grid * Math.ceil(QR_SIZE / grid);
};

/** Options for qrcode's renderers (toCanvas, toBuffer, toString), shared by page and tests. */
export const qrRenderOptions = (moduleCount: number, colors: QrColors = QR_PRINT_COLORS) => ({
  errorCorrectionLevel: QR_ERROR_LEVEL,
  margin: QR_MARGIN,
  width: qrPixelSize(moduleCount),
  color: colors,
});

export const utf8Length = (text: string) => new TextEncoder().encode(text).length;
