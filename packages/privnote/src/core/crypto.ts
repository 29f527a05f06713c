import { fromBase64Url, toBase64Url, toHex } from './encoding';

/** 256-bit note keys, 96-bit GCM nonces (NIST SP 800-38D). */
export const KEY_BYTES = 32;
export const IV_BYTES = 12;
/** The database refuses ciphertext (base64url text) longer than this. */
export const MAX_CONTENT_BYTES = 64 * 1024;
const FORMAT_VERSION = 1;
const GCM_TAG_BYTES = 16;
/** The longest message (UTF-8 bytes) whose packed, base64url ciphertext fits MAX_CONTENT_BYTES. */
export const MAX_MESSAGE_BYTES = (MAX_CONTENT_BYTES * 3) / 4 - 1 - IV_BYTES - GCM_TAG_BYTES;
const ENCRYPTION_INFO = 'privnote v1 encryption';
const CLAIM_INFO = 'privnote v1 claim';

/** Thrown when a ciphertext cannot be opened: tampered, truncated, or the wrong key. */
export class NoteDecryptError extends Error {
  constructor(message = 'The note could not be decrypted.') {
    super(message);
    this.name = 'NoteDecryptError';
  }
}

/** Thrown when a message is too long to fit the database's 64 KiB ciphertext limit. */
export class NoteTooLargeError extends Error {
  constructor() {
    super(`The encrypted note exceeds ${MAX_CONTENT_BYTES} bytes.`);
    this.name = 'NoteTooLargeError';
  }
}

export interface EncryptedNote {
  /** base64url(version || iv || AES-256-GCM ciphertext and tag): all the server stores of the text. */
  content: string;
  /** Hex SHA-256 of the claim: stored by the server, which later compares a reader's claim to it. */
  claimHash: string;
}

/** A fresh random 256-bit note key, as the base64url text that goes in the link's fragment. */
export function generateNoteKey(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
}

/** Whether `key` is a well-formed note key (43 base64url characters, 32 bytes). */
export function isNoteKey(key: string): boolean {
  return key.length === 43 && fromBase64Url(key)?.length === KEY_BYTES;
}

function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const bytes = isNoteKey(key) ? fromBase64Url(key) : null;
  if (!bytes) throw new NoteDecryptError('The note key is malformed.');
  return bytes;
}

async function hkdf(key: string, info: string): Promise<ArrayBuffer> {
  const master = await crypto.subtle.importKey('raw', keyBytes(key), 'HKDF', false, ['deriveBits']);
  return crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: new TextEncoder().encode(info) },
    master,
    256,
  );
}

async function encryptionKey(key: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', await hkdf(key, ENCRYPTION_INFO), 'AES-GCM', false, [
    'encrypt',
    'decrypt',
  ]);
}

/**
 * The claim a reader presents to read (and destroy) a note: HKDF of the key with its own label, so
 * it reveals nothing about the encryption key. Hex, 64 characters.
 */
export async function deriveClaim(key: string): Promise<string> {
  return toHex(new Uint8Array(await hkdf(key, CLAIM_INFO)));
}

/** Hex SHA-256 of a hex claim, as the database computes it (`sha256(decode(claim, 'hex'))`). */
export async function hashClaim(claim: string): Promise<string> {
  const bytes = new Uint8Array(claim.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(claim.slice(i * 2, i * 2 + 2), 16);
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
}

/** Encrypts a message under `key` with a fresh random IV. */
export async function encryptNote(plaintext: string, key: string): Promise<EncryptedNote> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      await encryptionKey(key),
      new TextEncoder().encode(plaintext),
    ),
  );
  const packed = new Uint8Array(1 + IV_BYTES + ciphertext.length);
  packed[0] = FORMAT_VERSION;
  packed.set(iv, 1);
  packed.set(ciphertext, 1 + IV_BYTES);
  const content = toBase64Url(packed);
  if (content.length > MAX_CONTENT_BYTES) throw new NoteTooLargeError();
  return { content, claimHash: await hashClaim(await deriveClaim(key)) };
}

/** Decrypts `content`; any tampering, truncation or wrong key throws NoteDecryptError. */
export async function decryptNote(content: string, key: string): Promise<string> {
  const packed = fromBase64Url(content);
  // Version, IV, and at least the 16-byte GCM tag.
  if (!packed || packed.length < 1 + IV_BYTES + GCM_TAG_BYTES || packed[0] !== FORMAT_VERSION) {
    throw new NoteDecryptError('The note is not in a known format.');
  }
  try {
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: packed.slice(1, 1 + IV_BYTES) },
      await encryptionKey(key),
      packed.slice(1 + IV_BYTES),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
  } catch (error) {
    if (error instanceof NoteDecryptError) throw error;
    throw new NoteDecryptError();
  }
}
