import { concat, release } from './bytes';
import { adler32Update } from './checksums';
import {
  CL_ORDER,
  DISTANCE_BASE,
  DISTANCE_EXTRA,
  LENGTH_BASE,
  LENGTH_EXTRA,
  MAX_DISTANCE,
  MAX_MATCH,
} from './rfc1951';

/**
 * A fast DEFLATE writer for filtered PNG rows: one hash probe per position for a repeat (no
 * chains, no lazy matching), then a dynamic Huffman table per block, built from that block's
 * counts. Filtered photo rows are mostly small residuals whose gain comes from entropy coding; a
 * full match search (fflate's level 1) finds little more, for about twice the time
 * (docs/codec-measurements.md). Blocks that would not shrink are written stored.
 *
 * Parts join like the level-1 deflater's: every part but the last ends byte-aligned with an empty
 * stored block (a sync flush), so parts written on different threads are concatenated; the last
 * ends with an empty final block.
 */

/** Input bytes per block: one table per block follows the image's regions. */
const BLOCK = 1 << 18;
/** Longest literal/length code DEFLATE allows. */
const MAX_BITS = 15;
/** Longest code-length code. */
const MAX_CL_BITS = 7;
/** Literals 0–255 and end-of-block 256. */
const LITERALS = 257;
const END_OF_BLOCK = 256;

/**
 * Code lengths for `freq` limited to `limit` bits: a Huffman tree's depths, then, when a depth is
 * over the limit, the counts per length are folded back under it keeping the code complete
 * (Kraft sum exactly 1), and lengths are given out again, shortest to the most frequent symbols.
 * At least two symbols get a code: decoders reject a code that is not complete.
 */
export function codeLengths(freq: ArrayLike<number>, limit: number): Uint8Array {
  const n = freq.length;
  const lengths = new Uint8Array(n);
  const symbols: number[] = [];
  for (let s = 0; s < n; s++) if ((freq[s] as number) > 0) symbols.push(s);
  if (symbols.length < 2) {
    const only = symbols[0] ?? 0;
    lengths[only] = 1;
    lengths[only === 0 ? 1 : 0] = 1;
    return lengths;
  }
  symbols.sort((a, b) => (freq[a] as number) - (freq[b] as number) || a - b);
  const leaves = symbols.length;
  // Two-queue construction: leaves in order of weight, internal nodes are made in order of weight.
  const weight = new Float64Array(2 * leaves);
  const parent = new Int32Array(2 * leaves);
  for (let i = 0; i < leaves; i++) weight[i] = freq[symbols[i] as number] as number;
  let leaf = 0;
  let node = leaves;
  let made = leaves;
  const take = (): number => {
    if (leaf < leaves && (node >= made || (weight[leaf] as number) <= (weight[node] as number)))
      return leaf++;
    return node++;
  };
  while (made < 2 * leaves - 1) {
    const a = take();
    const b = take();
    weight[made] = (weight[a] as number) + (weight[b] as number);
    parent[a] = made;
    parent[b] = made;
    made++;
  }
  const root = made - 1;
  const depth = new Int32Array(2 * leaves);
  depth[root] = 0;
  for (let i = root - 1; i >= 0; i--) depth[i] = (depth[parent[i] as number] as number) + 1;
  // Counts per length, folded under the limit.
  const count = new Int32Array(Math.max(limit, 64) + 1);
  for (let i = 0; i < leaves; i++) {
    const d = depth[i] as number;
    count[Math.min(d, limit)] = (count[Math.min(d, limit)] as number) + 1;
  }
  let kraft = 0;
  for (let l = 1; l <= limit; l++) kraft += (count[l] as number) * 2 ** (limit - l);
  // Over-full after folding: lengthen one shorter code (it splits into two one bit longer, one of
  // which takes the place of a code at the limit) until the sum is exact.
  while (kraft > 2 ** limit) {
    count[limit] = (count[limit] as number) - 1;
    for (let l = limit - 1; l > 0; l--) {
      if ((count[l] as number) > 0) {
        count[l] = (count[l] as number) - 1;
        count[l + 1] = (count[l + 1] as number) + 2;
        break;
      }
    }
    kraft -= 1;
  }
  // Most frequent symbols (the end of `symbols`) get the shortest lengths.
  let at = leaves - 1;
  for (let l = 1; l <= limit; l++) {
    for (let k = count[l] as number; k > 0; k--) lengths[symbols[at--] as number] = l;
  }
  return lengths;
}

/** Canonical codes for `lengths`, bit-reversed for DEFLATE's least-significant-first packing. */
export function canonicalCodes(lengths: Uint8Array): Uint16Array {
  const count = new Uint16Array(MAX_BITS + 1);
  for (const l of lengths) if (l > 0) count[l] = (count[l] as number) + 1;
  const next = new Uint16Array(MAX_BITS + 2);
  let code = 0;
  for (let l = 1; l <= MAX_BITS; l++) {
    code = (code + (count[l - 1] as number)) << 1;
    next[l] = code;
  }
  const codes = new Uint16Array(lengths.length);
  for (let s = 0; s < lengths.length; s++) {
    const l = lengths[s] as number;
    if (l === 0) continue;
    let c = next[l] as number;
    next[l] = c + 1;
    let reversed = 0;
    for (let k = 0; k < l; k++) {
      reversed = (reversed << 1) | (c & 1);
      c >>= 1;
    }
    codes[s] = reversed;
  }
  return codes;
}

/** Symbols 0–18 of the code-length alphabet with their extra bits, for a run of lengths. */
function codeLengthSymbols(lengths: Uint8Array): { symbols: number[]; extra: number[] } {
  const symbols: number[] = [];
  const extra: number[] = [];
  let i = 0;
  while (i < lengths.length) {
    const value = lengths[i] as number;
    let run = 1;
    while (i + run < lengths.length && lengths[i + run] === value) run++;
    i += run;
    if (value === 0) {
      while (run >= 11) {
        const r = Math.min(run, 138);
        symbols.push(18);
        extra.push(r - 11);
        run -= r;
      }
      if (run >= 3) {
        symbols.push(17);
        extra.push(run - 3);
        run = 0;
      }
    } else {
      symbols.push(value);
      extra.push(0);
      run--;
      while (run >= 3) {
        const r = Math.min(run, 6);
        symbols.push(16);
        extra.push(r - 3);
        run -= r;
      }
    }
    for (; run > 0; run--) {
      symbols.push(value);
      extra.push(0);
    }
  }
  return { symbols, extra };
}

const EXTRA_BITS: Record<number, number> = { 16: 2, 17: 3, 18: 7 };

/** For each match length 0–258: its length code's index (0–28), -1 below 3. */
const LENGTH_CODE = (() => {
  const table = new Int8Array(259).fill(-1);
  for (let code = 0; code < LENGTH_BASE.length; code++) {
    const last = code === LENGTH_BASE.length - 1 ? 258 : (LENGTH_BASE[code + 1] as number) - 1;
    for (let length = LENGTH_BASE[code] as number; length <= last; length++) table[length] = code;
  }
  return table;
})();
const HASH_BITS = 15;

/** For each distance 0–32768: its distance code (0–29). */
const DISTANCE_CODE = (() => {
  const table = new Uint8Array(MAX_DISTANCE + 1);
  let code = 0;
  for (let distance = 1; distance <= MAX_DISTANCE; distance++) {
    while (code < 29 && (DISTANCE_BASE[code + 1] as number) <= distance) code++;
    table[distance] = code;
  }
  return table;
})();

/**
 * Raw DEFLATE of one part of a stream, fed in pieces that are coded at once (a caller can reuse
 * its buffer). `finish(last)`: `last` ends the stream, otherwise the part ends byte-aligned.
 * Also keeps the Adler-32 of what it was fed.
 */
export class FastDeflater {
  private readonly chunks: Uint8Array[] = [];

  /**
   * With `onPiece`, each finished piece of output (about 1 MB) is handed over at once, not kept.
   * With `reuseOutput` too, every piece is written in the same buffer: `onPiece` must copy what it
   * keeps before it returns (a Blob being built does), and the output allocates nothing more.
   */
  constructor(
    private readonly onPiece?: (piece: Uint8Array) => void,
    private readonly reuseOutput = false,
  ) {}

  private readonly tokens = new Uint32Array(BLOCK);
  /** Last position (in the current piece) of each 3-byte hash: one probe, no chains. */
  private readonly head = new Int32Array(1 << HASH_BITS);
  private bits = 0;
  private used = 0;
  private out: Uint8Array = new Uint8Array(0);
  private o = 0;
  private a = 1;
  private b = 0;
  private length = 0;

  push(data: Uint8Array): void {
    this.length += data.length;
    this.adler(data);
    this.head.fill(-1);
    for (let at = 0; at < data.length; at += BLOCK) this.code(data, at, Math.min(data.length, at + BLOCK));
  }

  finish(last: boolean): { deflated: Uint8Array; adler: number; length: number } {
    const { pieces, adler, length } = this.finishPieces(last);
    return { deflated: concat(pieces), adler, length };
  }

  /**
   * Like `finish`, but the output stays in the pieces it was written in (about 1 MB each, each
   * with a buffer of its own), so a caller that writes them out need not join them in a copy.
   */
  finishPieces(last: boolean): { pieces: Uint8Array[]; adler: number; length: number } {
    this.reserve(8);
    if (last) {
      // A final empty block with the fixed code: BFINAL, BTYPE 01, then end-of-block (7 zero bits).
      this.write(1, 1);
      this.write(1, 2);
      this.write(0, 7);
    } else {
      // An empty stored block, not final: the part ends on a byte boundary (a sync flush).
      this.write(0, 3);
      this.align();
      this.writeBytes([0, 0, 0xff, 0xff]);
    }
    this.align();
    this.flushOut();
    // The deflater is done: its tables (1.1 MB) are freed now, not at the next collection.
    release(this.tokens);
    release(this.head);
    return { pieces: this.chunks.splice(0), adler: ((this.b << 16) | this.a) >>> 0, length: this.length };
  }

  private adler(data: Uint8Array): void {
    const sum = adler32Update(this.a, this.b, data);
    this.a = sum.a;
    this.b = sum.b;
  }

  /**
   * Codes `piece[from, to)` as one block: first into tokens (a literal, or length << 16 | distance)
   * while counting symbols, then the cheaper of Huffman or stored. Repeats may reach back into the
   * piece before `from`, never before the piece.
   */
  private code(piece: Uint8Array, from: number, to: number): void {
    const tokens = this.tokens;
    const head = this.head;
    const litFreq = new Uint32Array(286);
    const distFreq = new Uint32Array(30);
    let t = 0;
    let i = from;
    while (i < to) {
      const v = piece[i] as number;
      let best = 0;
      let bestDistance = 0;
      if (i + 2 < to) {
        const max = Math.min(MAX_MATCH, to - i);
        const next1 = piece[i + 1] as number;
        const next2 = piece[i + 2] as number;
        const h = (Math.imul(v | (next1 << 8) | (next2 << 16), 0x9e3779b1) >>> (32 - HASH_BITS)) | 0;
        const candidate = head[h] as number;
        head[h] = i;
        const d0 = i - candidate;
        if (
          candidate >= 0 &&
          d0 <= MAX_DISTANCE &&
          piece[candidate] === v &&
          piece[candidate + 1] === next1 &&
          piece[candidate + 2] === next2
        ) {
          let length = 3;
          while (length < max && piece[candidate + length] === piece[i + length]) length++;
          best = length;
          bestDistance = d0;
        }
      }
      if (best >= 3) {
        tokens[t++] = (best << 16) | bestDistance;
        const code = 257 + (LENGTH_CODE[best] as number);
        litFreq[code] = (litFreq[code] as number) + 1;
        const dc = DISTANCE_CODE[bestDistance] as number;
        distFreq[dc] = (distFreq[dc] as number) + 1;
        i += best;
      } else {
        tokens[t++] = v;
        litFreq[v] = (litFreq[v] as number) + 1;
        i++;
      }
    }
    litFreq[END_OF_BLOCK] = 1;
    const litLengths = codeLengths(litFreq, MAX_BITS);
    let distLengths = codeLengths(distFreq, MAX_BITS);
    let hlit = 286;
    while (hlit > LITERALS && litLengths[hlit - 1] === 0) hlit--;
    let hdist = 30;
    while (hdist > 2 && distLengths[hdist - 1] === 0) hdist--;
    distLengths = distLengths.subarray(0, hdist);
    const all = new Uint8Array(hlit + hdist);
    all.set(litLengths.subarray(0, hlit));
    all.set(distLengths, hlit);
    const { symbols, extra } = codeLengthSymbols(all);
    const clFreq = new Uint32Array(19);
    for (const s of symbols) clFreq[s] = (clFreq[s] as number) + 1;
    const clLengths = codeLengths(clFreq, MAX_CL_BITS);
    let hclen = 19;
    while (hclen > 4 && clLengths[CL_ORDER[hclen - 1] as number] === 0) hclen--;
    let huffmanBits = 3 + 5 + 5 + 4 + 3 * hclen;
    for (let k = 0; k < symbols.length; k++) {
      const s = symbols[k] as number;
      huffmanBits += (clLengths[s] as number) + (EXTRA_BITS[s] ?? 0);
    }
    for (let s = 0; s < 286; s++) {
      const extraBits = s > 256 ? (LENGTH_EXTRA[s - 257] as number) : 0;
      huffmanBits += (litFreq[s] as number) * ((litLengths[s] as number) + extraBits);
    }
    for (let s = 0; s < hdist; s++)
      huffmanBits += (distFreq[s] as number) * ((distLengths[s] as number) + (DISTANCE_EXTRA[s] as number));
    const size = to - from;
    const storedBlocks = Math.max(1, Math.ceil(size / 65_535));
    const storedBits = size * 8 + storedBlocks * 40 + 7;
    if (storedBits <= huffmanBits) {
      this.stored(piece.subarray(from, to));
      return;
    }
    this.reserve(Math.ceil(huffmanBits / 8) + 16);
    this.write(0, 1);
    this.write(2, 2);
    this.write(hlit - 257, 5);
    this.write(hdist - 1, 5);
    this.write(hclen - 4, 4);
    for (let k = 0; k < hclen; k++) this.write(clLengths[CL_ORDER[k] as number] as number, 3);
    const clCodes = canonicalCodes(clLengths);
    for (let k = 0; k < symbols.length; k++) {
      const s = symbols[k] as number;
      this.write(clCodes[s] as number, clLengths[s] as number);
      const e = EXTRA_BITS[s];
      if (e) this.write(extra[k] as number, e);
    }
    const codes = canonicalCodes(litLengths);
    const distCodes = canonicalCodes(distLengths);
    // The hot loop: a literal is one table lookup and at most two byte writes.
    const out = this.out;
    let o = this.o;
    let bits = this.bits;
    let used = this.used;
    for (let k = 0; k < t; k++) {
      const token = tokens[k] as number;
      if (token < 256) {
        bits |= (codes[token] as number) << used;
        used += litLengths[token] as number;
      } else {
        const length = token >>> 16;
        const lc = LENGTH_CODE[length] as number;
        bits |= (codes[257 + lc] as number) << used;
        used += litLengths[257 + lc] as number;
        if (used >= 16) {
          out[o++] = bits & 0xff;
          out[o++] = (bits >>> 8) & 0xff;
          bits >>>= 16;
          used -= 16;
        }
        const le = LENGTH_EXTRA[lc] as number;
        if (le) {
          bits |= (length - (LENGTH_BASE[lc] as number)) << used;
          used += le;
          if (used >= 16) {
            out[o++] = bits & 0xff;
            out[o++] = (bits >>> 8) & 0xff;
            bits >>>= 16;
            used -= 16;
          }
        }
        const distance = token & 0xffff;
        const dc = DISTANCE_CODE[distance] as number;
        bits |= (distCodes[dc] as number) << used;
        used += distLengths[dc] as number;
        const de = DISTANCE_EXTRA[dc] as number;
        if (de) {
          if (used >= 16) {
            out[o++] = bits & 0xff;
            out[o++] = (bits >>> 8) & 0xff;
            bits >>>= 16;
            used -= 16;
          }
          bits |= (distance - (DISTANCE_BASE[dc] as number)) << used;
          used += de;
        }
      }
      if (used >= 16) {
        out[o++] = bits & 0xff;
        out[o++] = (bits >>> 8) & 0xff;
        bits >>>= 16;
        used -= 16;
      }
    }
    this.o = o;
    this.bits = bits;
    this.used = used;
    this.write(codes[END_OF_BLOCK] as number, litLengths[END_OF_BLOCK] as number);
  }

  private stored(block: Uint8Array): void {
    const blocks = Math.max(1, Math.ceil(block.length / 65_535));
    this.reserve(block.length + blocks * 6 + 8);
    for (let k = 0; k < blocks; k++) {
      const from = k * 65_535;
      const size = Math.min(65_535, block.length - from);
      this.write(0, 3);
      this.align();
      this.writeBytes([size & 0xff, size >> 8, ~size & 0xff, (~size >> 8) & 0xff]);
      this.out.set(block.subarray(from, from + size), this.o);
      this.o += size;
    }
  }

  private write(value: number, count: number): void {
    this.bits |= value << this.used;
    this.used += count;
    while (this.used >= 8) {
      this.out[this.o++] = this.bits & 0xff;
      this.bits >>>= 8;
      this.used -= 8;
    }
  }

  private align(): void {
    if (this.used > 0) {
      this.out[this.o++] = this.bits & 0xff;
      this.bits = 0;
      this.used = 0;
    }
  }

  private writeBytes(bytes: readonly number[]): void {
    for (const byte of bytes) this.out[this.o++] = byte;
  }

  /** Makes room for `bytes` more output bytes (the finished part of the buffer is kept). */
  private reserve(bytes: number): void {
    if (this.o + bytes <= this.out.length) return;
    this.flushOut();
    if (this.o + bytes > this.out.length) this.out = new Uint8Array(Math.max(bytes, 1 << 20));
  }

  private flushOut(): void {
    if (this.o > 0) {
      const piece = this.out.subarray(0, this.o);
      if (this.onPiece) this.onPiece(piece);
      else this.chunks.push(piece);
    }
    if (!(this.onPiece && this.reuseOutput)) this.out = new Uint8Array(0);
    this.o = 0;
  }
}
