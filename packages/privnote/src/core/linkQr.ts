import QRCode from 'qrcode';

/** Modules of quiet zone around the code: 4, as ISO/IEC 18004 asks, so phones read it first time. */
export const QUIET_ZONE = 4;

export interface LinkQr {
  /** Width and height in modules, quiet zone included. */
  size: number;
  /** One SVG path (`M x y h1 v1 h-1 z` per dark module) in module units. */
  path: string;
}

/**
 * The QR code of a note link as SVG path data, error correction M (as the QR page's default).
 * Loaded on demand (the `qrcode` package stays out of the page's first load), and rendered as
 * React elements: no HTML string, no canvas, no style injection.
 */
export function linkQr(text: string): LinkQr {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (modules.get(y, x)) parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: parts.join('') };
}
