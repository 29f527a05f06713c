// 8-bit RGBA PNGs written by hand with Node's zlib, for tests and benchmarks that must not trust
// the codec under test (the steganography page writes its own PNGs).
import { deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG from raw scanlines (each row: a filter byte, then width × 4 bytes of RGBA). `gamma`
 * adds a gAMA chunk (PNG's integer form, e.g. 45455 for 1/2.2).
 */
export function pngFromScanlines(width, height, scanlines, { gamma } = {}) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const chunks = [chunk('IHDR', header)];
  if (gamma !== undefined) {
    const value = Buffer.alloc(4);
    value.writeUInt32BE(gamma);
    chunks.push(chunk('gAMA', value));
  }
  chunks.push(chunk('IDAT', deflateSync(scanlines)), chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat([SIGNATURE, ...chunks]);
}

/** A PNG whose pixel (x, y) is `pixel(x, y)` = [r, g, b, a]. */
export function rgbaPng(width, height, pixel, options) {
  const stride = width * 4 + 1;
  const scanlines = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) scanlines.set(pixel(x, y), y * stride + 1 + x * 4);
  return pngFromScanlines(width, height, scanlines, options);
}
