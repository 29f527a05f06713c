import { concat } from './bytes';
import {
  CAUSES,
  CHECK_BYTES,
  ENCRYPTED_MARKER,
  ENCRYPTION_OVERHEAD_BYTES,
  FLAG_COMPRESSED,
  FLAG_ENCRYPTED,
  FLAG_MESSAGE,
  FORMAT2_ENCRYPTION_OVERHEAD_BYTES,
  FORMAT2_MARKER,
  FORMAT2_OVERHEAD_BYTES,
  GCM_TAG_BYTES,
  HEADER_SEPARATOR,
  IV_BYTES,
  MAX_INFLATED_BYTES,
  MESSAGES,
  PBKDF2_ITERATIONS,
  SALT_BYTES,
} from './constants';
import { StegoError } from './errors';
import type { CryptoOptions, HiddenFile, HiddenFileHeader } from './types';

const encoder = new TextEncoder();

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('WebCrypto (crypto.subtle) est indisponible dans ce contexte');
  return api;
}

/** The JSON header exactly as stored (key order filename, size, type). */
export function headerBytes(file: Pick<HiddenFile, 'name' | 'type'> & { size: number }): Uint8Array {
  const header: HiddenFileHeader = { filename: file.name, size: file.size, type: file.type };
  return encoder.encode(JSON.stringify(header));
}

/**
 * Payload size for a file before it is built, without compression (for the "size needed" shown
 * to the user until the worker has measured the compressed size).
 */
export function payloadSize(
  file: Pick<HiddenFile, 'name' | 'type'> & { size: number },
  encrypted: boolean,
  format: 1 | 2 = 1,
): number {
  const plain = headerBytes(file).length + 1 + file.size;
  if (format === 1) return plain + (encrypted ? ENCRYPTION_OVERHEAD_BYTES : 0);
  return FORMAT2_OVERHEAD_BYTES + plain + (encrypted ? FORMAT2_ENCRYPTION_OVERHEAD_BYTES : 0);
}

/** Plain payload: UTF-8 JSON header, one 0x00 byte, then the file bytes. */
export function buildPlainPayload(file: HiddenFile): Uint8Array {
  const header = headerBytes({ name: file.name, type: file.type, size: file.bytes.length });
  const out = new Uint8Array(header.length + 1 + file.bytes.length);
  out.set(header, 0);
  out[header.length] = HEADER_SEPARATOR;
  out.set(file.bytes, header.length + 1);
  return out;
}

function isHeader(value: unknown): value is HiddenFileHeader {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.filename === 'string' &&
    typeof v.type === 'string' &&
    typeof v.size === 'number' &&
    Number.isSafeInteger(v.size) &&
    v.size >= 0
  );
}

/** Parses a plain payload; any malformation (or a size mismatch) is the "undecodable" message. */
export function parsePlainPayload(payload: Uint8Array): HiddenFile {
  const undecodable = () => new StegoError(MESSAGES.undecodable);
  if (payload[0] !== 0x7b) throw undecodable();
  const end = payload.indexOf(HEADER_SEPARATOR);
  if (end < 0) throw undecodable();
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload.subarray(0, end)));
  } catch {
    throw undecodable();
  }
  if (!isHeader(header)) throw undecodable();
  const bytes = payload.slice(end + 1);
  if (bytes.length !== header.size) throw undecodable();
  return { name: header.filename, type: header.type, bytes };
}

async function deriveKey(password: string, salt: Uint8Array, iterations: number): Promise<CryptoKey> {
  if (!Number.isSafeInteger(iterations) || iterations < 1)
    throw new Error(`nombre d'itérations invalide: ${iterations}`);
  const api = subtle();
  const material = await api.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveKey']);
  return api.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** Encrypted payload: 0x01, salt (16), IV (12), AES-256-GCM ciphertext of the plain payload + tag (16). */
export async function encryptPayload(plain: Uint8Array, options: CryptoOptions): Promise<Uint8Array> {
  const password = options.password ?? '';
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = await deriveKey(password, salt, options.iterations ?? PBKDF2_ITERATIONS);
  const sealed = new Uint8Array(
    await subtle().encrypt({ name: 'AES-GCM', iv, tagLength: GCM_TAG_BYTES * 8 }, key, plain as BufferSource),
  );
  const out = new Uint8Array(1 + SALT_BYTES + IV_BYTES + sealed.length);
  out[0] = ENCRYPTED_MARKER;
  out.set(salt, 1);
  out.set(iv, 1 + SALT_BYTES);
  out.set(sealed, 1 + SALT_BYTES + IV_BYTES);
  return out;
}

export function isEncryptedPayload(payload: Uint8Array): boolean {
  return payload[0] === ENCRYPTED_MARKER;
}

async function pipe(bytes: Uint8Array, transform: CompressionStream | DecompressionStream, limit = Infinity) {
  // Written straight in (a Blob's stream would copy the bytes into chunks of its own first).
  const writer = transform.writable.getWriter();
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  const reader = (transform.readable as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > limit) {
      await reader.cancel();
      throw new Error('données décompressées trop grandes');
    }
    chunks.push(value);
  }
  return concat(chunks);
}

/** Raw DEFLATE through the platform's native stream (a payload is at most about 1 MB). */
export const deflateRaw = (bytes: Uint8Array) => pipe(bytes, new CompressionStream('deflate-raw'));
export const inflateRaw = (bytes: Uint8Array, limit: number) =>
  pipe(bytes, new DecompressionStream('deflate-raw'), limit);

/** The format-2 body before encryption: the plain payload, deflated when that makes it smaller. */
async function format2Body(file: HiddenFile): Promise<{ flags: number; body: Uint8Array }> {
  const plain = buildPlainPayload(file);
  const deflated = await deflateRaw(plain);
  const compressed = deflated.length < plain.length;
  const flags = (compressed ? FLAG_COMPRESSED : 0) | (file.message ? FLAG_MESSAGE : 0);
  return { flags, body: compressed ? deflated : plain };
}

/**
 * A file's format-2 body made ahead (the plain payload, deflated when that makes it smaller):
 * what `measurePayload` measures, kept so that the encode need not read and compress the file
 * again (`CryptoOptions.prepared`).
 */
export interface PreparedBody {
  flags: number;
  body: Uint8Array;
}

/** The format-2 body of a file, before encryption (see `PreparedBody`). */
export const prepareBody = (file: HiddenFile): Promise<PreparedBody> => format2Body(file);

/** Size of the format-2 payload a prepared body gives (with the encryption's overhead or not). */
export const preparedSize = (prepared: PreparedBody, encrypted: boolean): number =>
  FORMAT2_OVERHEAD_BYTES + prepared.body.length + (encrypted ? FORMAT2_ENCRYPTION_OVERHEAD_BYTES : 0);

/** Size of the format-2 payload a file gives (compression measured, not guessed). */
export async function measurePayload(file: HiddenFile, encrypted: boolean): Promise<number> {
  return preparedSize(await format2Body(file), encrypted);
}

/**
 * Format-2 keys: PBKDF2 gives a master secret, HKDF splits it into the AES-256-GCM key and a
 * 16-byte check value stored in the clear. The check tells a wrong password (it differs) from a
 * damaged image (it matches but the GCM tag fails); it helps an attacker no more than the tag
 * does, since both need the same 600,000-iteration derivation per guess.
 */
async function format2Keys(password: string, salt: Uint8Array, iterations: number) {
  if (!Number.isSafeInteger(iterations) || iterations < 1)
    throw new Error(`nombre d'itérations invalide: ${iterations}`);
  const api = subtle();
  const material = await api.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const master = await api.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    material,
    256,
  );
  const hkdf = await api.importKey('raw', master, 'HKDF', false, ['deriveKey', 'deriveBits']);
  const info = (label: string) => ({
    name: 'HKDF',
    hash: 'SHA-256',
    salt: new Uint8Array(0),
    info: encoder.encode(`stego/2/${label}`),
  });
  const key = await api.deriveKey(info('aes-gcm'), hkdf, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  const check = new Uint8Array(await api.deriveBits(info('password-check'), hkdf, CHECK_BYTES * 8));
  return { key, check };
}

/**
 * Format 2: 0x02, flags, then the body (plain payload, deflated when smaller) or, with a password,
 * salt (16), IV (12), check (16) and AES-256-GCM(body) with its tag; the marker and flags are
 * authenticated as additional data.
 */
async function buildFormat2(
  file: HiddenFile,
  options: CryptoOptions,
  checkSize?: (payloadBytes: number) => void,
): Promise<Uint8Array> {
  const { flags: bodyFlags, body } = options.prepared ?? (await format2Body(file));
  const flags = bodyFlags | (options.password ? FLAG_ENCRYPTED : 0);
  checkSize?.(
    FORMAT2_OVERHEAD_BYTES + body.length + (options.password ? FORMAT2_ENCRYPTION_OVERHEAD_BYTES : 0),
  );
  const head = new Uint8Array([FORMAT2_MARKER, flags]);
  if (!options.password) {
    const out = new Uint8Array(2 + body.length);
    out.set(head, 0);
    out.set(body, 2);
    return out;
  }
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const { key, check } = await format2Keys(options.password, salt, options.iterations ?? PBKDF2_ITERATIONS);
  const sealed = new Uint8Array(
    await subtle().encrypt(
      { name: 'AES-GCM', iv, tagLength: GCM_TAG_BYTES * 8, additionalData: head },
      key,
      body as BufferSource,
    ),
  );
  const out = new Uint8Array(2 + SALT_BYTES + IV_BYTES + CHECK_BYTES + sealed.length);
  out.set(head, 0);
  out.set(salt, 2);
  out.set(iv, 2 + SALT_BYTES);
  out.set(check, 2 + SALT_BYTES + IV_BYTES);
  out.set(sealed, 2 + SALT_BYTES + IV_BYTES + CHECK_BYTES);
  return out;
}

async function parseFormat2(
  payload: Uint8Array,
  options: CryptoOptions,
  onKeyDerived?: () => void,
): Promise<HiddenFile> {
  const damaged = () => new StegoError(CAUSES.damaged);
  if (payload.length < 2) throw damaged();
  const flags = payload[1] as number;
  if (flags & ~(FLAG_ENCRYPTED | FLAG_COMPRESSED | FLAG_MESSAGE)) throw new StegoError(CAUSES.newerFormat);
  let body = payload.subarray(2);
  if (flags & FLAG_ENCRYPTED) {
    if (!options.password) throw new StegoError(CAUSES.passwordRequired);
    if (body.length < FORMAT2_ENCRYPTION_OVERHEAD_BYTES) throw damaged();
    const salt = body.slice(0, SALT_BYTES);
    const iv = body.slice(SALT_BYTES, SALT_BYTES + IV_BYTES);
    const stored = body.subarray(SALT_BYTES + IV_BYTES, SALT_BYTES + IV_BYTES + CHECK_BYTES);
    const { key, check } = await format2Keys(options.password, salt, options.iterations ?? PBKDF2_ITERATIONS);
    onKeyDerived?.();
    let same = 0;
    for (let i = 0; i < CHECK_BYTES; i++) same |= (check[i] as number) ^ (stored[i] as number);
    if (same !== 0) throw new StegoError(CAUSES.wrongPassword);
    try {
      body = new Uint8Array(
        await subtle().decrypt(
          { name: 'AES-GCM', iv, tagLength: GCM_TAG_BYTES * 8, additionalData: payload.slice(0, 2) },
          key,
          body.subarray(SALT_BYTES + IV_BYTES + CHECK_BYTES) as BufferSource,
        ),
      );
    } catch {
      throw damaged();
    }
  }
  if (flags & FLAG_COMPRESSED) {
    try {
      body = await inflateRaw(body, MAX_INFLATED_BYTES);
    } catch {
      throw damaged();
    }
  }
  let file: HiddenFile;
  try {
    file = parsePlainPayload(body);
  } catch {
    throw damaged();
  }
  return flags & FLAG_MESSAGE ? { ...file, message: true } : file;
}

/**
 * Builds the payload for a file: format 2 by default (compressed when smaller, encrypted with a
 * password check when a non-empty password is given), or format 1 on request.
 */
export async function buildPayload(
  file: HiddenFile,
  options: CryptoOptions = {},
  checkSize?: (payloadBytes: number) => void,
): Promise<Uint8Array> {
  if (options.format === 1) {
    checkSize?.(
      payloadSize({ name: file.name, type: file.type, size: file.bytes.length }, Boolean(options.password)),
    );
    const plain = buildPlainPayload(file);
    return options.password ? encryptPayload(plain, options) : plain;
  }
  // `checkSize` runs once the compressed size is known, before the (slow) key derivation.
  return buildFormat2(file, options, checkSize);
}

/**
 * Reads a payload back into the file, whatever its format. Format 1: a wrong or missing password,
 * a damaged ciphertext or a malformed header all give the spec's "undecodable" message (AES-GCM
 * authenticates, so no garbage). Format 2 names the cause: password required, wrong password,
 * damaged data, newer format.
 */
export async function parsePayload(
  payload: Uint8Array,
  options: CryptoOptions = {},
  onKeyDerived?: () => void,
): Promise<HiddenFile> {
  if (payload[0] === FORMAT2_MARKER) return parseFormat2(payload, options, onKeyDerived);
  if (!isEncryptedPayload(payload)) return parsePlainPayload(payload);
  if (!options.password || payload.length < ENCRYPTION_OVERHEAD_BYTES)
    throw new StegoError(MESSAGES.undecodable);
  const salt = payload.slice(1, 1 + SALT_BYTES);
  const iv = payload.slice(1 + SALT_BYTES, 1 + SALT_BYTES + IV_BYTES);
  const key = await deriveKey(options.password, salt, options.iterations ?? PBKDF2_ITERATIONS);
  onKeyDerived?.();
  let plain: Uint8Array;
  try {
    plain = new Uint8Array(
      await subtle().decrypt(
        { name: 'AES-GCM', iv, tagLength: GCM_TAG_BYTES * 8 },
        key,
        payload.subarray(1 + SALT_BYTES + IV_BYTES) as BufferSource,
      ),
    );
  } catch {
    throw new StegoError(MESSAGES.undecodable);
  }
  return parsePlainPayload(plain);
}

/** SHA-256 of some bytes, as lowercase hex. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await subtle().digest('SHA-256', bytes as BufferSource));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}
