/**
 * The fixed parts of the DEFLATE format (RFC 1951), shared by the compressor (fastDeflate.ts) and
 * the inflater (inflate.ts): each must read them exactly as the other writes them.
 */

/** Farthest back a match may reach: the window a decoder keeps (3.2.5). */
export const MAX_DISTANCE = 32_768;
/** Longest match (length code 285). */
export const MAX_MATCH = 258;

/** The order in which code-length code lengths are sent (3.2.7). */
export const CL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15] as const;

/** DEFLATE's length codes 257–285: first length of each and its extra bits (3.2.5). */
export const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
  227, 258,
];
export const LENGTH_EXTRA = [
  0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
/** Distance codes 0–29: first distance of each and its extra bits. */
export const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
  6145, 8193, 12289, 16385, 24577,
];
export const DISTANCE_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];

/** Code lengths of the fixed Huffman codes (3.2.6): 288 literal/length, then 32 distance. */
export const FIXED_LENGTHS = (() => {
  const lengths = new Uint8Array(320);
  lengths.fill(8, 0, 144);
  lengths.fill(9, 144, 256);
  lengths.fill(7, 256, 280);
  lengths.fill(8, 280, 288);
  lengths.fill(5, 288, 320);
  return lengths;
})();
