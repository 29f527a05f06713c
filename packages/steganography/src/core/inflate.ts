import { release } from './bytes';
import { adler32Update } from './checksums';
import {
  CL_ORDER,
  DISTANCE_BASE,
  DISTANCE_EXTRA,
  FIXED_LENGTHS,
  LENGTH_BASE,
  LENGTH_EXTRA,
  MAX_DISTANCE,
  MAX_MATCH,
} from './rfc1951';

/**
 * A zlib inflater (RFC 1950 and 1951) that writes into one window it keeps for its whole life and
 * reads its input through one buffer of its own, so inflating a whole image allocates nothing.
 *
 * Why not the platform's DecompressionStream: it hands every piece of output over in a new
 * ArrayBuffer. Those die at once, but V8 only collects them when it next collects, which a worker
 * that allocates few JavaScript objects reaches late: until then the rows already read stay in
 * memory, many times the image's own pixels. This inflater runs at about the native one's speed
 * in Chromium (docs/codec-measurements.md has the numbers).
 *
 * Use: `run()` says what it needs: 'input' (give `write()` more, or `end()`), 'output' (`take()`
 * the new bytes: a view valid until the next `run()`), or 'done'.
 */

/** New output handed over at a time (the window grows this much past the 32 KB of history). */
export const INFLATE_CHUNK = 1 << 17;
/** Input taken in at a time. */
const INPUT_BYTES = 1 << 16;
/** Zeros after the input's end: a decoder past a truncated stream's end reads them, then fails. */
const SLACK = 512;
/** Input a block header may read (a dynamic one: 17 + 19 × 3 + 316 × 7 bits, under 300 bytes). */
const HEADER_BYTES = 320;
/**
 * Input one symbol may read: up to four refills of two bytes (for a length code, its extra bits, a
 * distance code and its extra bits), with room to spare.
 */
const SYMBOL_BYTES = 12;

/** Bits looked up at once; longer codes go through a second table. */
const LIT_ROOT = 10;
const DIST_ROOT = 8;
/** A table entry no code leads to (an incomplete code); entries are symbol << 4 | bits. */
const INVALID = -1;

const ZLIB_HEADER = 0;
const BLOCK_HEADER = 1;
const STORED = 2;
const CODES = 3;
const TRAILER = 4;
const DONE = 5;

export type InflateStep = 'input' | 'output' | 'done';

export class InflateError extends Error {}

/**
 * Fills `table` for the code lengths `lengths[start, start + n)` (canonical Huffman, RFC 1951
 * 3.2.2). An entry is `symbol << 4 | bits`; a code longer than `root` bits has, at its first `root`
 * bits, a link (`offset << 4`, bits 0) to a second table indexed by its next bits. Returns the
 * second tables' index mask. Throws on an over-subscribed code; an incomplete one leaves INVALID
 * entries, which fail when read.
 */
function buildTable(
  lengths: Uint8Array,
  start: number,
  n: number,
  root: number,
  table: Int32Array,
  count: Uint16Array,
  next: Uint16Array,
): number {
  count.fill(0);
  for (let s = 0; s < n; s++)
    count[lengths[start + s] as number] = (count[lengths[start + s] as number] as number) + 1;
  count[0] = 0;
  let left = 1;
  let max = 0;
  for (let len = 1; len <= 15; len++) {
    left = (left << 1) - (count[len] as number);
    if (left < 0) throw new InflateError('code de Huffman invalide');
    if ((count[len] as number) > 0) max = len;
  }
  const rootSize = 1 << root;
  table.fill(INVALID, 0, rootSize);
  if (max === 0) return 0;
  let code = 0;
  for (let len = 1; len <= 15; len++) {
    code = (code + (count[len - 1] as number)) << 1;
    next[len] = code;
  }
  const subBits = Math.max(0, max - root);
  const subSize = 1 << subBits;
  let used = rootSize;
  for (let s = 0; s < n; s++) {
    const len = lengths[start + s] as number;
    if (len === 0) continue;
    const value = next[len] as number;
    next[len] = value + 1;
    let rev = 0;
    for (let i = 0; i < len; i++) rev |= ((value >>> i) & 1) << (len - 1 - i);
    if (len <= root) {
      const entry = (s << 4) | len;
      for (let i = rev; i < rootSize; i += 1 << len) table[i] = entry;
      continue;
    }
    const low = rev & (rootSize - 1);
    let link = table[low] as number;
    if (link === INVALID) {
      link = used << 4;
      table[low] = link;
      table.fill(INVALID, used, used + subSize);
      used += subSize;
    }
    const base = link >>> 4;
    const sub = len - root;
    const entry = (s << 4) | sub;
    for (let i = rev >>> root; i < subSize; i += 1 << sub) table[base + i] = entry;
  }
  return subSize - 1;
}

/** Length codes 257–285 as base | extra bits << 16, and distance codes 0–29 likewise (one load each). */
const LENGTHS = Int32Array.from(LENGTH_BASE, (base, i) => base | ((LENGTH_EXTRA[i] as number) << 16));
const DISTANCES = Int32Array.from(DISTANCE_BASE, (base, i) => base | ((DISTANCE_EXTRA[i] as number) << 16));

export class Inflater {
  private readonly input = new Uint8Array(INPUT_BYTES + SLACK);
  private ip = 0;
  private iend = 0;
  private ended = false;
  private readonly out = new Uint8Array(MAX_DISTANCE + INFLATE_CHUNK + MAX_MATCH);
  private op = 0;
  /** out[taken, op) is output not handed over yet. */
  private taken = 0;
  private bb = 0;
  private bc = 0;
  private mode = ZLIB_HEADER;
  private lastBlock = false;
  private storedLeft = 0;
  private readonly lit = new Int32Array((1 << LIT_ROOT) * (1 + (1 << (15 - LIT_ROOT))));
  private readonly dist = new Int32Array((1 << DIST_ROOT) * (1 + (1 << (15 - DIST_ROOT))));
  private litSub = 0;
  private distSub = 0;
  private readonly codeLengths = new Int32Array(1 << 7);
  private readonly lengths = new Uint8Array(320);
  private readonly count = new Uint16Array(16);
  private readonly next = new Uint16Array(16);
  private readonly checksum: boolean;
  private a = 1;
  private b = 0;
  private expected = 0;

  /** `checksum: false` skips the Adler-32 (for a reader that may stop before the end). */
  constructor(options: { checksum?: boolean } = {}) {
    this.checksum = options.checksum ?? true;
  }

  /** Copies in as much of `piece` as there is room for; returns how many bytes it took. */
  write(piece: Uint8Array): number {
    if (this.ended) throw new Error('entrée déjà terminée');
    if (this.ip > 0) {
      this.input.copyWithin(0, this.ip, this.iend);
      this.iend -= this.ip;
      this.ip = 0;
    }
    const n = Math.min(piece.length, INPUT_BYTES - this.iend);
    this.input.set(piece.subarray(0, n), this.iend);
    this.iend += n;
    return n;
  }

  /** There is no more input. */
  end(): void {
    this.ended = true;
    this.input.fill(0, this.iend, this.iend + SLACK);
  }

  /** The output since the last call (valid until the next `run()`). */
  take(): Uint8Array {
    const view = this.out.subarray(this.taken, this.op);
    if (this.checksum && view.length > 0) {
      const sum = adler32Update(this.a, this.b, view);
      this.a = sum.a;
      this.b = sum.b;
    }
    this.taken = this.op;
    return view;
  }

  /**
   * Frees the window, the input buffer and the tables now (see `release`: none was handed to a
   * browser API); the inflater is not used again.
   */
  dispose(): void {
    for (const buffer of [this.input, this.out, this.lit, this.dist, this.lengths]) release(buffer);
  }

  run(): InflateStep {
    if (this.taken === this.op && this.op > MAX_DISTANCE + INFLATE_CHUNK / 4) {
      // Everything was handed over: keep the last 32 KB (what a match may copy from) at the start
      // (not after every small step: each move copies 32 KB).
      this.out.copyWithin(0, this.op - MAX_DISTANCE, this.op);
      this.op = MAX_DISTANCE;
      this.taken = MAX_DISTANCE;
    }
    for (;;) {
      let step: InflateStep | null;
      switch (this.mode) {
        case ZLIB_HEADER:
          step = this.zlibHeader();
          break;
        case BLOCK_HEADER:
          step = this.blockHeader();
          break;
        case STORED:
          step = this.stored();
          break;
        case CODES:
          step = this.codes();
          break;
        case TRAILER:
          step = this.trailer();
          break;
        default:
          step = this.finish();
      }
      if (step) return step;
    }
  }

  /** Puts the bit buffer's whole bytes back (the input buffer may then be compacted). */
  private unread(): void {
    this.ip -= this.bc >>> 3;
    this.bc &= 7;
    this.bb &= (1 << this.bc) - 1;
  }

  /** `n` (≤ 24) bits, refilling from the input (zeros past its end, checked later). */
  private bits(n: number): number {
    while (this.bc < n) {
      this.bb |= (this.input[this.ip++] as number) << this.bc;
      this.bc += 8;
    }
    const value = this.bb & ((1 << n) - 1);
    this.bb >>>= n;
    this.bc -= n;
    return value;
  }

  /** Fails when the stream read past the input's end (a truncated stream). */
  private checkNotPastEnd(): void {
    if (this.ip - (this.bc >>> 3) > this.iend) throw new InflateError('données compressées tronquées');
  }

  private zlibHeader(): InflateStep | null {
    if (this.iend - this.ip < 2) {
      if (!this.ended) return 'input';
      throw new InflateError('données compressées tronquées');
    }
    const cmf = this.input[this.ip] as number;
    const flg = this.input[this.ip + 1] as number;
    this.ip += 2;
    if ((cmf & 15) !== 8 || cmf >>> 4 > 7 || (cmf * 256 + flg) % 31 !== 0 || (flg & 32) !== 0)
      throw new InflateError('en-tête zlib invalide');
    this.mode = BLOCK_HEADER;
    return null;
  }

  private blockHeader(): InflateStep | null {
    if (this.lastBlock) {
      this.mode = TRAILER;
      return null;
    }
    if (!this.ended && this.iend - this.ip < HEADER_BYTES) {
      this.unread();
      return 'input';
    }
    this.lastBlock = this.bits(1) === 1;
    const type = this.bits(2);
    if (type === 0) {
      this.bits(this.bc & 7);
      const length = this.bits(16);
      const complement = this.bits(16);
      if (length !== (~complement & 0xffff)) throw new InflateError('bloc stocké invalide');
      this.unread();
      this.checkNotPastEnd();
      this.storedLeft = length;
      this.mode = STORED;
      return null;
    }
    if (type === 1) {
      this.litSub = buildTable(FIXED_LENGTHS, 0, 288, LIT_ROOT, this.lit, this.count, this.next);
      this.distSub = buildTable(FIXED_LENGTHS, 288, 32, DIST_ROOT, this.dist, this.count, this.next);
    } else if (type === 2) {
      this.dynamicTables();
    } else {
      throw new InflateError('type de bloc invalide');
    }
    this.checkNotPastEnd();
    this.mode = CODES;
    return null;
  }

  /** Reads a dynamic block's code lengths and builds its two tables (RFC 1951 3.2.7). */
  private dynamicTables(): void {
    const hlit = this.bits(5) + 257;
    const hdist = this.bits(5) + 1;
    const hclen = this.bits(4) + 4;
    if (hlit > 286 || hdist > 30) throw new InflateError('en-tête de bloc invalide');
    const lengths = this.lengths;
    lengths.fill(0, 0, 19);
    for (let i = 0; i < hclen; i++) lengths[CL_ORDER[i] as number] = this.bits(3);
    buildTable(lengths, 0, 19, 7, this.codeLengths, this.count, this.next);
    const total = hlit + hdist;
    for (let i = 0; i < total; ) {
      const entry = this.codeLengths[this.peek(7)] as number;
      if (entry < 0) throw new InflateError('code de longueur invalide');
      this.bits(entry & 15);
      const symbol = entry >>> 4;
      if (symbol < 16) {
        lengths[i++] = symbol;
        continue;
      }
      let repeat: number;
      let value = 0;
      if (symbol === 16) {
        if (i === 0) throw new InflateError('répétition sans longueur précédente');
        value = lengths[i - 1] as number;
        repeat = 3 + this.bits(2);
      } else if (symbol === 17) repeat = 3 + this.bits(3);
      else repeat = 11 + this.bits(7);
      if (i + repeat > total) throw new InflateError('trop de longueurs de code');
      lengths.fill(value, i, i + repeat);
      i += repeat;
    }
    if (lengths[256] === 0) throw new InflateError('bloc sans fin de bloc');
    this.litSub = buildTable(lengths, 0, hlit, LIT_ROOT, this.lit, this.count, this.next);
    // Distance lengths go to a table of their own after the literals' (buildTable reads a range).
    this.distSub = buildTable(lengths, hlit, hdist, DIST_ROOT, this.dist, this.count, this.next);
  }

  /** The next `n` bits without consuming them. */
  private peek(n: number): number {
    while (this.bc < n) {
      this.bb |= (this.input[this.ip++] as number) << this.bc;
      this.bc += 8;
    }
    return this.bb & ((1 << n) - 1);
  }

  private stored(): InflateStep | null {
    const limit = MAX_DISTANCE + INFLATE_CHUNK;
    while (this.storedLeft > 0) {
      const n = Math.min(this.storedLeft, this.iend - this.ip, limit - this.op);
      if (n <= 0) {
        if (this.op >= limit) return 'output';
        if (!this.ended) return 'input';
        throw new InflateError('données compressées tronquées');
      }
      this.out.set(this.input.subarray(this.ip, this.ip + n), this.op);
      this.ip += n;
      this.op += n;
      this.storedLeft -= n;
    }
    this.mode = BLOCK_HEADER;
    return null;
  }

  /** The Huffman-coded symbols of a block: the hot loop, on locals. */
  private codes(): InflateStep | null {
    const input = this.input;
    const out = this.out;
    const lit = this.lit;
    const dist = this.dist;
    const litSub = this.litSub;
    const distSub = this.distSub;
    const inLimit = this.ended ? this.iend + SYMBOL_BYTES : this.iend - SYMBOL_BYTES;
    const outLimit = MAX_DISTANCE + INFLATE_CHUNK;
    let ip = this.ip;
    let op = this.op;
    let bb = this.bb;
    let bc = this.bc;
    let step: InflateStep | null = null;
    for (;;) {
      if (ip > inLimit) {
        if (this.ended) throw new InflateError('données compressées tronquées');
        step = 'input';
        break;
      }
      if (op >= outLimit) {
        step = 'output';
        break;
      }
      if (bc < 15) {
        bb |= ((input[ip] as number) | ((input[ip + 1] as number) << 8)) << bc;
        ip += 2;
        bc += 16;
      }
      let e = lit[bb & ((1 << LIT_ROOT) - 1)] as number;
      if ((e & 15) === 0) {
        e = lit[(e >>> 4) + ((bb >>> LIT_ROOT) & litSub)] as number;
        bb >>>= LIT_ROOT;
        bc -= LIT_ROOT;
      }
      if (e < 0) throw new InflateError('code invalide');
      let n = e & 15;
      bb >>>= n;
      bc -= n;
      let symbol = e >>> 4;
      if (symbol < 256) {
        out[op++] = symbol;
        continue;
      }
      if (symbol === 256) {
        this.mode = BLOCK_HEADER;
        break;
      }
      symbol -= 257;
      if (symbol >= 29) throw new InflateError('code de longueur invalide');
      let length = LENGTHS[symbol] as number;
      n = length >>> 16;
      length &= 0xffff;
      if (n > 0) {
        if (bc < n) {
          bb |= ((input[ip] as number) | ((input[ip + 1] as number) << 8)) << bc;
          ip += 2;
          bc += 16;
        }
        length += bb & ((1 << n) - 1);
        bb >>>= n;
        bc -= n;
      }
      if (bc < 15) {
        bb |= ((input[ip] as number) | ((input[ip + 1] as number) << 8)) << bc;
        ip += 2;
        bc += 16;
      }
      e = dist[bb & ((1 << DIST_ROOT) - 1)] as number;
      if ((e & 15) === 0) {
        e = dist[(e >>> 4) + ((bb >>> DIST_ROOT) & distSub)] as number;
        bb >>>= DIST_ROOT;
        bc -= DIST_ROOT;
      }
      if (e < 0) throw new InflateError('code de distance invalide');
      n = e & 15;
      bb >>>= n;
      bc -= n;
      symbol = e >>> 4;
      if (symbol >= 30) throw new InflateError('code de distance invalide');
      let distance = DISTANCES[symbol] as number;
      n = distance >>> 16;
      distance &= 0xffff;
      if (n > 0) {
        if (bc < n) {
          bb |= ((input[ip] as number) | ((input[ip + 1] as number) << 8)) << bc;
          ip += 2;
          bc += 16;
        }
        distance += bb & ((1 << n) - 1);
        bb >>>= n;
        bc -= n;
      }
      if (distance > op) throw new InflateError('distance trop grande');
      for (let from = op - distance, end = op + length; op < end; ) out[op++] = out[from++] as number;
    }
    this.ip = ip;
    this.op = op;
    this.bb = bb;
    this.bc = bc;
    this.unread();
    this.checkNotPastEnd();
    return step;
  }

  private trailer(): InflateStep | null {
    this.bits(this.bc & 7);
    this.unread();
    if (this.iend - this.ip < 4) {
      if (!this.ended) return 'input';
      throw new InflateError('somme Adler-32 absente');
    }
    const i = this.input;
    const p = this.ip;
    this.expected =
      (((i[p] as number) << 24) |
        ((i[p + 1] as number) << 16) |
        ((i[p + 2] as number) << 8) |
        (i[p + 3] as number)) >>>
      0;
    this.ip += 4;
    this.mode = DONE;
    return null;
  }

  private finish(): InflateStep {
    if (this.op > this.taken) return 'output';
    if (this.checksum && ((this.b << 16) | this.a) >>> 0 !== this.expected)
      throw new InflateError('somme Adler-32 incorrecte');
    return 'done';
  }
}

/** Compressed bytes, as an array of pieces or as they arrive (a file being read). */
export type ZlibPieces = Iterable<Uint8Array> | AsyncIterable<Uint8Array>;

/**
 * Yields the inflated bytes of a zlib stream given in pieces. Each yielded view is valid until the
 * next step of the iteration (the window is reused); each piece of input is copied in before the
 * next one is asked for, so a source may reuse its buffer. Stopping early stops the source.
 */
export async function* inflateZlib(
  parts: ZlibPieces,
  options: { checksum?: boolean } = {},
): AsyncGenerator<Uint8Array> {
  const iterator: Iterator<Uint8Array> | AsyncIterator<Uint8Array> =
    Symbol.asyncIterator in parts ? parts[Symbol.asyncIterator]() : parts[Symbol.iterator]();
  const inflater = new Inflater(options);
  let current: Uint8Array = new Uint8Array(0);
  let offset = 0;
  try {
    for (;;) {
      const step = inflater.run();
      if (step === 'output') {
        yield inflater.take();
        continue;
      }
      if (step === 'done') return;
      while (offset >= current.length) {
        const next = await iterator.next();
        if (next.done) break;
        current = next.value;
        offset = 0;
      }
      if (offset < current.length) offset += inflater.write(current.subarray(offset));
      else inflater.end();
    }
  } finally {
    inflater.dispose();
    await iterator.return?.();
  }
}
