export function pngFromScanlines(
  width: number,
  height: number,
  scanlines: Buffer,
  options?: { gamma?: number },
): Buffer;
export function rgbaPng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => ArrayLike<number>,
  options?: { gamma?: number },
): Buffer;
