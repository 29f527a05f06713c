import {
  ENCRYPTED_MARKER,
  ENCRYPTION_OVERHEAD_BYTES,
  GCM_TAG_BYTES,
  HEADER_SEPARATOR,
  IV_BYTES,
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

/** Payload size for a file, before it is built (for the "size needed" shown to the user). */
export function payloadSize(
  file: Pick<HiddenFile, 'name' | 'type'> & { size: number },
  encrypted: boolean,
): number {
  return headerBytes(file).length + 1 + file.size + (encrypted ? ENCRYPTION_OVERHEAD_BYTES : 0);
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

/** Builds the payload for a file: plain, or encrypted when a non-empty password is given. */
export async function buildPayload(file: HiddenFile, options: CryptoOptions = {}): Promise<Uint8Array> {
  const plain = buildPlainPayload(file);
  return options.password ? encryptPayload(plain, options) : plain;
}

/**
 * Reads a payload back into the file. A wrong or missing password, a damaged ciphertext or a
 * malformed header all give the "undecodable" message: AES-GCM authenticates, so no garbage.
 */
export async function parsePayload(
  payload: Uint8Array,
  options: CryptoOptions = {},
  onKeyDerived?: () => void,
): Promise<HiddenFile> {
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
