// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capacityBytes, extractPayload, frameBytes } from './bits';
import { CAUSES, FLAG_COMPRESSED, FLAG_ENCRYPTED, FLAG_MESSAGE, FORMAT2_MARKER, MESSAGES } from './constants';
import { measurePayload, payloadSize } from './payload';
import { decodeFile, decodeFileFromPng, encodeFile, encodeFileToPng } from './stego';
import { randomImage } from './testing';
import type { HiddenFile, RgbaImage } from './types';

const FAST = 1_000;

function ok<T>(result: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(`expected success, got: ${result.message}`);
  return result.value;
}

const text = (value: string): HiddenFile => ({
  name: 'message.txt',
  type: 'text/plain;charset=utf-8',
  bytes: new TextEncoder().encode(value),
  message: true,
});

describe('format 2', () => {
  it('round-trips files and messages, compressed when smaller, with or without a password', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 400 }).map(text),
          fc.record<HiddenFile>({
            name: fc.string({ minLength: 1, maxLength: 20 }),
            type: fc.constant('application/octet-stream'),
            bytes: fc.oneof(
              fc.uint8Array({ maxLength: 3_000 }),
              fc.integer({ min: 0, max: 20_000 }).map((n) => new Uint8Array(n).fill(0x61)),
            ),
          }),
        ),
        fc.option(fc.string({ minLength: 1, maxLength: 12 }), { nil: undefined }),
        async (file, password) => {
          const measured = await measurePayload(file, Boolean(password));
          const raw = payloadSize(
            { name: file.name, type: file.type, size: file.bytes.length },
            Boolean(password),
            2,
          );
          expect(measured).toBeLessThanOrEqual(raw);
          const image = randomImage(Math.ceil((frameBytes(measured) * 8) / 3), 1, 7);
          // The measured size is exact: the smallest image that holds it is enough.
          expect(capacityBytes(image.width)).toBe(frameBytes(measured));
          const stego = ok(await encodeFile(image, file, { password, iterations: FAST }));
          const payload = extractPayload(stego);
          expect(payload[0]).toBe(FORMAT2_MARKER);
          expect(payload.length).toBe(measured);
          const flags = payload[1] as number;
          expect(Boolean(flags & FLAG_ENCRYPTED)).toBe(Boolean(password));
          expect(Boolean(flags & FLAG_MESSAGE)).toBe(Boolean(file.message));
          expect(Boolean(flags & FLAG_COMPRESSED)).toBe(measured < raw);
          const back = ok(await decodeFile(stego, { password, iterations: FAST }));
          expect(back.name).toBe(file.name);
          expect(Buffer.from(back.bytes).equals(Buffer.from(file.bytes))).toBe(true);
          expect(Boolean(back.message)).toBe(Boolean(file.message));
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);

  it('compresses text: a 20,000-character message needs far less than its size', async () => {
    const message = text('Rendez-vous à la gare à 8 h. '.repeat(700));
    const measured = await measurePayload(message, false);
    expect(measured).toBeLessThan(message.bytes.length / 10);
  });

  it('tells a missing password, a wrong password and damaged data apart', async () => {
    const file = text('secret ✓');
    const stego = ok(await encodeFile(randomImage(64, 64, 3), file, { password: 'juste', iterations: FAST }));
    expect(await decodeFile(stego, { iterations: FAST })).toEqual({
      ok: false,
      message: CAUSES.passwordRequired,
    });
    expect(await decodeFile(stego, { password: 'faux', iterations: FAST })).toEqual({
      ok: false,
      message: CAUSES.wrongPassword,
    });
    // Flip one bit of the ciphertext (past the 4-byte prefix, marker, flags, salt, IV and check).
    const damaged: RgbaImage = { ...stego, data: new Uint8Array(stego.data) };
    const bit = (4 + 2 + 16 + 12 + 16 + 3) * 8 + 5;
    const index = Math.floor(bit / 3) * 4 + (bit % 3);
    damaged.data[index] = (damaged.data[index] as number) ^ 1;
    expect(await decodeFile(damaged, { password: 'juste', iterations: FAST })).toEqual({
      ok: false,
      message: CAUSES.damaged,
    });
    expect(ok(await decodeFile(stego, { password: 'juste', iterations: FAST })).message).toBe(true);
  });

  it('damage to an unencrypted payload is reported as damage, never as output', async () => {
    const file = text('Bonjour '.repeat(50));
    const stego = ok(await encodeFile(randomImage(64, 64, 4), file));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 48, max: 48 + 8 * 40 }), { minLength: 1, maxLength: 4 }),
        async (bits) => {
          const data = new Uint8Array(stego.data);
          for (const bit of new Set(bits)) {
            const index = Math.floor(bit / 3) * 4 + (bit % 3);
            data[index] = (data[index] as number) ^ 1;
          }
          const result = await decodeFile({ ...stego, data });
          if (result.ok) expect(new TextDecoder().decode(result.value.bytes)).toBe('Bonjour '.repeat(50));
          else expect([CAUSES.damaged, MESSAGES.invalidLength, CAUSES.newerFormat]).toContain(result.message);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('an unknown flag is a newer format, not garbage', async () => {
    const stego = ok(await encodeFile(randomImage(64, 64, 5), text('x')));
    const data = new Uint8Array(stego.data);
    // Flags byte = payload byte 1 = frame byte 5; set its top bit (stream bit 40).
    const index = Math.floor(40 / 3) * 4 + (40 % 3);
    data[index] = (data[index] as number) | 1;
    expect(await decodeFile({ ...stego, data })).toEqual({ ok: false, message: CAUSES.newerFormat });
  });

  it('goes through the PNG path, and PBKDF2 keeps 600,000 iterations by default', async () => {
    const png = ok(await encodeFileToPng(randomImage(64, 64, 6, 255), text('é'), { password: 'p' })).png;
    expect(ok(await decodeFileFromPng(png, { password: 'p' })).message).toBe(true);
    expect(await decodeFileFromPng(png, { password: 'p', iterations: 599_999 })).toEqual({
      ok: false,
      message: CAUSES.wrongPassword,
    });
  }, 30_000);
});
