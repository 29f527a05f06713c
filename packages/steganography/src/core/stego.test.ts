// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capacityBytes, embedPayload, extractPayload, frameBytes } from './bits';
import { CAUSES, MAX_PAYLOAD_BYTES, MESSAGES, PBKDF2_ITERATIONS } from './constants';
import { encodedFileName, formatSize, safeDownloadName } from './format';
import { buildPlainPayload, payloadSize } from './payload';
import { decodePngToRgba, encodeRgbaToPng } from './png';
import { capacityReport, decodeFile, decodeFileFromPng, encodeFile, encodeFileToPng } from './stego';
import { pseudoRandomBytes, randomImage } from './testing';
import type { HiddenFile, RgbaImage } from './types';

const FAST = 1_000; // PBKDF2 iterations for tests that run many encryptions

function imageFor(neededBytes: number, extraPixels: number, seed: number, alpha?: number): RgbaImage {
  const pixels = Math.ceil((neededBytes * 8) / 3) + extraPixels;
  const width = Math.max(1, Math.ceil(Math.sqrt(pixels)));
  const height = Math.max(1, Math.ceil(pixels / width));
  return randomImage(width, height, seed, alpha);
}

function ok<T>(result: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(`expected success, got: ${result.message}`);
  return result.value;
}

describe('constants and messages', () => {
  it('uses the spec constants exactly', () => {
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    expect(MAX_PAYLOAD_BYTES).toBe(1_000_000);
    expect(MESSAGES.tooSmall(12, 3)).toBe(
      "Erreur: L'image est trop petite. Besoin de 12 bytes, disponible: 3 bytes.",
    );
    expect(MESSAGES.invalidLength).toBe('Erreur: Taille de données invalide ou image non encodée.');
    expect(MESSAGES.undecodable).toBe(
      "Erreur: Impossible de décoder les données. Vérifiez le mot de passe ou l'image.",
    );
    expect(MESSAGES.encodeFailed('x')).toBe("Erreur lors de l'encodage: x");
    expect(MESSAGES.decodeFailed('x')).toBe('Erreur lors du décodage: x');
  });

  it('formats sizes and names', () => {
    expect(formatSize(0)).toBe('0 Bytes');
    expect(formatSize(512)).toBe('512 Bytes');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatSize(3 * 1024 ** 3)).toBe('3 GB');
    expect(encodedFileName('photo.jpeg')).toBe('photo_encoded.png');
    expect(encodedFileName('archive.tar.png')).toBe('archive.tar_encoded.png');
    expect(encodedFileName('noext')).toBe('noext_encoded.png');
    expect(safeDownloadName('../../etc/passwd')).toBe('passwd');
    expect(safeDownloadName('a\u0000b\nc.txt')).toBe('abc.txt');
    expect(safeDownloadName('..')).toBe('fichier_recupere');
  });
});

describe('bit layout (test vector documented in the README)', () => {
  it('writes the frame MSB-first into R, G, B LSBs and leaves alpha untouched', () => {
    const file: HiddenFile = { name: 'a.txt', type: 'text/plain', bytes: new TextEncoder().encode('hi') };
    const payload = buildPlainPayload(file);
    const text = new TextDecoder().decode(payload.subarray(0, payload.length - 3));
    expect(text).toBe('{"filename":"a.txt","size":2,"type":"text/plain"}');
    expect(Array.from(payload.subarray(payload.length - 3))).toEqual([0x00, 0x68, 0x69]);
    expect(payload.length).toBe(52);
    // 4-byte prefix 00 00 00 34, then '{' = 0x7B = 0111 1011.
    const carrier = { width: 20, height: 10, data: new Uint8Array(800).fill(0x80) };
    const out = embedPayload(carrier, payload);
    const lsb = (p: number, c: number) => (out.data[p * 4 + c] as number) & 1;
    // First 32 bits: 26 zeros, then 110100 (0x34 = 52).
    const bits: number[] = [];
    for (let p = 0; p < 14; p++) for (let c = 0; c < 3; c++) bits.push(lsb(p, c));
    expect(bits.slice(0, 32).join('')).toBe('00000000000000000000000000110100');
    expect(bits.slice(32, 40).join('')).toBe('01111011');
    for (let p = 0; p < 200; p++) expect(out.data[p * 4 + 3]).toBe(0x80);
    // Pixel 0 to 3 as bytes, for the README.
    expect(Array.from(out.data.subarray(0, 16))).toEqual([
      128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128,
    ]);
    // Pixels 8 to 13 carry bits 24 to 41: 0 0 1 | 1 0 1 | 0 0 0 | 1 1 1 | 1 0 1 | 1 0 0.
    expect(Array.from(out.data.subarray(32, 56))).toEqual([
      128, 128, 129, 128, 129, 128, 129, 128, 128, 128, 128, 128, 129, 129, 129, 128, 129, 128, 129, 128, 129,
      128, 128, 128,
    ]);
    expect(Array.from(extractPayload(out))).toEqual(Array.from(payload));
    // Nothing but the least significant bit changes.
    for (let i = 0; i < 800; i++) expect((out.data[i] as number) >> 1).toBe(0x40);
  });
});

describe('round trip (property based)', () => {
  const name = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 });
  const type = fc.constantFrom(
    '',
    'application/octet-stream',
    'image/png',
    'text/plain;charset=utf-8',
    'application/x-ß',
  );
  const size = fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0, max: 2_000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 1_000_000 }) },
    { weight: 1, arbitrary: fc.constantFrom(0, 1, 999_000, 1_000_000) },
  );

  it('returns identical bytes, name and type (plain and with password), or the size error', async () => {
    await fc.assert(
      fc.asyncProperty(
        name,
        type,
        size,
        fc.integer(),
        fc.option(fc.integer({ min: 0, max: 255 }), { nil: undefined }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.option(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }), { nil: undefined }),
        async (fileName, fileType, fileSize, seed, alpha, extra, password) => {
          const file: HiddenFile = {
            name: fileName,
            type: fileType,
            bytes: pseudoRandomBytes(fileSize, seed),
          };
          const encrypted = Boolean(password);
          const payload = payloadSize({ name: fileName, type: fileType, size: fileSize }, encrypted);
          const image = imageFor(frameBytes(payload), extra, seed ^ 0x5a5a, alpha);
          const options = { password, iterations: FAST, format: 1 as const };
          const encoded = await encodeFile(image, file, options);
          if (payload > MAX_PAYLOAD_BYTES) {
            expect(encoded.ok).toBe(false);
            if (!encoded.ok)
              expect(encoded.message).toMatch(/^Erreur lors de l'encodage: le fichier est trop volumineux/);
            return;
          }
          const stego = ok(encoded);
          for (let i = 3; i < image.data.length; i += 4) {
            if (stego.data[i] !== image.data[i]) throw new Error('alpha changed');
          }
          const back = ok(await decodeFile(stego, options));
          expect(back.name).toBe(fileName);
          expect(back.type).toBe(fileType);
          expect(back.bytes.length).toBe(fileSize);
          expect(Buffer.from(back.bytes).equals(Buffer.from(file.bytes))).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  it('round-trips through the PNG codec, including semi-transparent pixels', async () => {
    await fc.assert(
      fc.asyncProperty(
        name,
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer(),
        fc.integer({ min: 0, max: 255 }),
        fc.boolean(),
        async (fileName, fileSize, seed, alpha, withPassword) => {
          const file: HiddenFile = {
            name: fileName,
            type: 'application/octet-stream',
            bytes: pseudoRandomBytes(fileSize, seed),
          };
          const options = withPassword ? { password: 'mot de passe ✓', iterations: FAST } : {};
          const payload = payloadSize({ name: fileName, type: file.type, size: fileSize }, withPassword);
          const image = imageFor(frameBytes(payload), 100, seed, alpha);
          const encoded = ok(await encodeFileToPng(image, file, options));
          expect(encoded.payloadSha256).toMatch(/^[0-9a-f]{64}$/);
          const back = ok(await decodeFileFromPng(encoded.png, options));
          expect(back.name).toBe(fileName);
          expect(Buffer.from(back.bytes).equals(Buffer.from(file.bytes))).toBe(true);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  it('the capacity boundary is exact: one byte more fails with the real N and M', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3_000 }), fc.integer(), async (fileSize, seed) => {
        const file: HiddenFile = { name: 'f.bin', type: '', bytes: pseudoRandomBytes(fileSize, seed) };
        const needed = frameBytes(payloadSize({ name: 'f.bin', type: '', size: fileSize }, false));
        const pixels = Math.ceil((needed * 8) / 3);
        const image = randomImage(pixels, 1, seed);
        expect(capacityBytes(pixels)).toBe(needed);
        expect(capacityReport(pixels, 1, { name: 'f.bin', type: '', size: fileSize })).toEqual({
          available: needed,
          needed,
          fits: true,
        });
        const back = ok(await decodeFile(ok(await encodeFile(image, file, { format: 1 }))));
        expect(back.bytes.length).toBe(fileSize);
        const bigger: HiddenFile = { ...file, bytes: pseudoRandomBytes(fileSize + 1, seed) };
        const biggerNeeded = frameBytes(payloadSize({ name: 'f.bin', type: '', size: fileSize + 1 }, false));
        expect(biggerNeeded).toBeGreaterThan(needed);
        const fails = await encodeFile(image, bigger, { format: 1 });
        expect(fails).toEqual({ ok: false, message: MESSAGES.tooSmall(biggerNeeded, needed) });
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('checks capacity including the encryption overhead', async () => {
    const file: HiddenFile = { name: 'x', type: '', bytes: new Uint8Array(10) };
    const needed = frameBytes(payloadSize({ name: 'x', type: '', size: 10 }, true));
    const image = randomImage(Math.ceil((needed * 8) / 3) - 3, 1, 1);
    const result = await encodeFile(image, file, { password: 'p', iterations: FAST, format: 1 });
    expect(result).toEqual({ ok: false, message: MESSAGES.tooSmall(needed, capacityBytes(image.width)) });
  });
});

describe('passwords', () => {
  const file: HiddenFile = {
    name: 'secret.txt',
    type: 'text/plain',
    bytes: new TextEncoder().encode('top secret'),
  };

  it('uses 600,000 PBKDF2 iterations by default (a faster count cannot open it)', async () => {
    const image = randomImage(64, 64, 7);
    const stego = ok(await encodeFile(image, file, { password: 'correct horse', format: 1 }));
    const back = ok(await decodeFile(stego, { password: 'correct horse' }));
    expect(new TextDecoder().decode(back.bytes)).toBe('top secret');
    expect(await decodeFile(stego, { password: 'correct horse', iterations: 599_999 })).toEqual({
      ok: false,
      message: MESSAGES.undecodable,
    });
    expect(
      await decodeFile(stego, { password: 'correct horse', iterations: PBKDF2_ITERATIONS }),
    ).toMatchObject({
      ok: true,
    });
  }, 30_000);

  it('a wrong or missing password gives the undecodable message, never output', async () => {
    const image = randomImage(64, 64, 8);
    const stego = ok(await encodeFile(image, file, { password: 'juste', iterations: FAST, format: 1 }));
    for (const password of ['faux', 'Juste', 'juste ', undefined, '']) {
      expect(await decodeFile(stego, { password, iterations: FAST })).toEqual({
        ok: false,
        message: MESSAGES.undecodable,
      });
    }
  });

  it('salt and IV are random: the same input encrypts differently', async () => {
    const image = randomImage(64, 64, 9);
    const a = ok(await encodeFile(image, file, { password: 'p', iterations: FAST }));
    const b = ok(await encodeFile(image, file, { password: 'p', iterations: FAST }));
    expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(false);
    // The JSON header is not visible in an encrypted payload.
    expect(Buffer.from(extractPayload(a)).includes(Buffer.from('filename'))).toBe(false);
  });
});

describe('decode errors', () => {
  it('a plain image gives the invalid length message', async () => {
    const image = randomImage(100, 100, 1234);
    image.data[0] = 0xff; // first LSB set: declared length ≥ 2^31
    expect(await decodeFile(image)).toEqual({ ok: false, message: MESSAGES.invalidLength });
  });

  it('an image too small for the prefix, or a length beyond the image, is invalid', async () => {
    expect(await decodeFile(randomImage(10, 1, 1))).toEqual({ ok: false, message: MESSAGES.invalidLength });
    const zeros = { width: 100, height: 1, data: new Uint8Array(400) };
    const withLength = embedPayload(zeros, new Uint8Array(0));
    // Declare 30 bytes while only 37 - 4 = 33 are available: valid length, but not JSON.
    expect(await decodeFile(withLength)).toEqual({ ok: false, message: MESSAGES.undecodable });
    const data = new Uint8Array(400);
    const declare = (n: number) => {
      const frame = new Uint8Array(4);
      new DataView(frame.buffer).setUint32(0, n);
      let p = 0;
      for (const byte of frame)
        for (let bit = 7; bit >= 0; bit--) {
          if ((p & 3) === 3) p++;
          data[p] = (byte >> bit) & 1;
          p++;
        }
    };
    declare(34); // 4 + 34 > 37
    expect(await decodeFile({ width: 100, height: 1, data })).toEqual({
      ok: false,
      message: MESSAGES.invalidLength,
    });
    declare(33);
    expect(await decodeFile({ width: 100, height: 1, data })).toEqual({
      ok: false,
      message: MESSAGES.undecodable,
    });
  });

  it('a declared length over 1,000,000 is invalid even in a large image', async () => {
    const image = randomImage(2000, 1400, 3);
    const payload = new Uint8Array(MAX_PAYLOAD_BYTES + 1).fill(0x7b);
    const stego = embedPayload(image, payload);
    expect(await decodeFile(stego)).toEqual({ ok: false, message: MESSAGES.invalidLength });
  });

  it('a header whose size does not match is undecodable', async () => {
    const header = new TextEncoder().encode('{"filename":"a","size":5,"type":""}');
    const payload = new Uint8Array(header.length + 1 + 4);
    payload.set(header);
    const stego = embedPayload(randomImage(100, 10, 2), payload);
    expect(await decodeFile(stego)).toEqual({ ok: false, message: MESSAGES.undecodable });
  });

  it('malformed pixel buffers give the generic decode error', async () => {
    expect(await decodeFile({ width: 10, height: 10, data: new Uint8Array(3) })).toEqual({
      ok: false,
      message: 'Erreur lors du décodage: données RGBA invalides (3 octets pour 10×10)',
    });
    expect((await decodeFileFromPng(new Uint8Array([1, 2, 3]))).ok).toBe(false);
  });
});

describe('robustness: 2,000 random and mutated images', () => {
  const allowed = new Set<string>([MESSAGES.invalidLength, MESSAGES.undecodable]);

  it('decodes only to defined messages or a file, never throws', async () => {
    const source: HiddenFile = {
      name: 'données.bin',
      type: 'application/octet-stream',
      bytes: pseudoRandomBytes(300, 5),
    };
    const plain = ok(await encodeFile(randomImage(40, 40, 11, 128), source, { format: 1 }));
    const sealed = ok(
      await encodeFile(randomImage(40, 40, 12), source, { password: 'pw', iterations: FAST, format: 1 }),
    );
    const outcomes = { ok: 0, invalidLength: 0, undecodable: 0 };
    let sealedOk = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            kind: fc.constant('random' as const),
            w: fc.integer({ min: 0, max: 40 }),
            h: fc.integer({ min: 0, max: 40 }),
            seed: fc.integer(),
          }),
          fc.record({
            kind: fc.constantFrom('plain' as const, 'sealed' as const),
            flips: fc.array(fc.nat(40 * 40 * 4 - 1), { minLength: 1, maxLength: 8 }),
          }),
        ),
        async (input) => {
          let image: RgbaImage;
          if (input.kind === 'random') image = randomImage(input.w, input.h, input.seed);
          else {
            const base = input.kind === 'plain' ? plain : sealed;
            const data = new Uint8Array(base.data);
            for (const flip of input.flips) data[flip] = (data[flip] as number) ^ 1;
            image = { width: 40, height: 40, data };
          }
          const result = await decodeFile(image, { password: 'pw', iterations: FAST });
          if (result.ok) {
            outcomes.ok++;
            if (input.kind === 'sealed') {
              sealedOk++;
              // AES-GCM: a sealed payload either opens to the exact original or not at all.
              expect(Buffer.from(result.value.bytes).equals(Buffer.from(source.bytes))).toBe(true);
            }
          } else {
            expect(allowed.has(result.message)).toBe(true);
            if (result.message === MESSAGES.invalidLength) outcomes.invalidLength++;
            else outcomes.undecodable++;
          }
        },
      ),
      { numRuns: 2_000 },
    );
    expect(outcomes.ok + outcomes.invalidLength + outcomes.undecodable).toBe(2_000);
    expect(outcomes.invalidLength).toBeGreaterThan(0);
    expect(outcomes.undecodable).toBeGreaterThan(0);
    expect(sealedOk).toBeGreaterThanOrEqual(0);
  }, 120_000);

  it('mutated PNG bytes give a defined message, never an exception', async () => {
    const source: HiddenFile = { name: 'x.bin', type: '', bytes: pseudoRandomBytes(200, 9) };
    const png = ok(await encodeFileToPng(randomImage(30, 30, 4, 200), source)).png;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(png.length * 8 - 1), { minLength: 1, maxLength: 4 }),
        async (flips) => {
          const bytes = new Uint8Array(png);
          for (const bit of flips) bytes[bit >> 3] = (bytes[bit >> 3] as number) ^ (1 << (bit & 7));
          const result = await decodeFileFromPng(bytes);
          if (!result.ok) {
            const format2 = [CAUSES.damaged, CAUSES.newerFormat, CAUSES.passwordRequired] as string[];
            expect(
              allowed.has(result.message) ||
                format2.includes(result.message) ||
                result.message.startsWith('Erreur lors du décodage: '),
            ).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);
});

describe('PNG codec', () => {
  it('encodes 8-bit RGBA and reads the exact pixels back (semi-transparent included)', () => {
    const image = randomImage(37, 23, 77);
    const back = decodePngToRgba(encodeRgbaToPng(image));
    expect(back.width).toBe(37);
    expect(Buffer.from(back.data).equals(Buffer.from(image.data))).toBe(true);
  });
});
