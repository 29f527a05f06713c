import { fromBase64Url, toBase64Url, toHex } from './encoding';

/** 256-bit note keys, 96-bit GCM nonces (NIST SP 800-38D). */
export const KEY_BYTES = 32;
export const IV_BYTES = 12;
/** The database refuses ciphertext (base64url text) longer than this. */
export const MAX_CONTENT_BYTES = 64 * 1024;
const FORMAT_VERSION = 1;
/** Content whose plaintext is a JSON envelope: the text and the attached files' manifest. */
const ENVELOPE_FORMAT_VERSION = 2;
const GCM_TAG_BYTES = 16;
/** The longest message (UTF-8 bytes) whose packed, base64url ciphertext fits MAX_CONTENT_BYTES. */
export const MAX_MESSAGE_BYTES = (MAX_CONTENT_BYTES * 3) / 4 - 1 - IV_BYTES - GCM_TAG_BYTES;
const ENCRYPTION_INFO = 'privnote v1 encryption';
const CLAIM_INFO = 'privnote v1 claim';
const PASSPHRASE_SALT_INFO = 'privnote v2 passphrase salt';
const PASSPHRASE_ENCRYPTION_INFO = 'privnote v2 passphrase encryption';
const PASSPHRASE_CLAIM_INFO = 'privnote v2 passphrase claim';
const STATUS_CLAIM_INFO = 'privnote v2 status claim';
const BURN_CLAIM_INFO = 'privnote v3 burn claim';
/** PBKDF2-HMAC-SHA256 work factor for passphrases (OWASP's 2023 figure). */
export const PASSPHRASE_ITERATIONS = 600_000;
/** Longest passphrase accepted, in characters (after NFC normalisation). */
export const MAX_PASSPHRASE_LENGTH = 1024;

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
  /** Hex SHA-256 of the passphrase claim; null for a note without a passphrase. */
  passphraseClaimHash: string | null;
}

/** Thrown when a passphrase is too long to be accepted. */
export class PassphraseTooLongError extends Error {
  constructor() {
    super(`The passphrase exceeds ${MAX_PASSPHRASE_LENGTH} characters.`);
    this.name = 'PassphraseTooLongError';
  }
}

/**
 * What one link key (and optional passphrase) opens. Without a passphrase: the v1 scheme, unchanged.
 * With one, the encryption key and the passphrase claim come from HKDF over the link key followed by
 * PBKDF2(passphrase, salt = HKDF(link key)): neither can be computed without both secrets, and the
 * server, which sees neither, cannot test passphrases offline. The link claim (`claim`) still
 * depends on the link key only: it proves the caller holds the link, so that only such a caller's
 * wrong passphrases count towards the 5 that destroy the note.
 */
export interface NoteSecrets {
  encryptionKey: CryptoKey;
  /** Hex link claim: HKDF of the link key. */
  claim: string;
  /** Hex passphrase claim, or null without a passphrase. */
  passphraseClaim: string | null;
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

async function hkdfBytes(material: Uint8Array<ArrayBuffer>, info: string): Promise<ArrayBuffer> {
  const master = await crypto.subtle.importKey('raw', material, 'HKDF', false, ['deriveBits']);
  return crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: new TextEncoder().encode(info) },
    master,
    256,
  );
}

function hkdf(key: string, info: string): Promise<ArrayBuffer> {
  return hkdfBytes(keyBytes(key), info);
}

function aesKey(bits: ArrayBuffer): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', bits, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** The passphrase as the key derivation sees it: NFC, so that "é" typed either way is the same. */
function normalizePassphrase(passphrase: string): string {
  const normalized = passphrase.normalize('NFC');
  if (normalized.length > MAX_PASSPHRASE_LENGTH) throw new PassphraseTooLongError();
  return normalized;
}

/** Derives the keys and claims of a note from its link key and optional passphrase ('' = none). */
export async function deriveNoteSecrets(key: string, passphrase = ''): Promise<NoteSecrets> {
  const claim = await deriveClaim(key);
  if (passphrase === '') {
    return { encryptionKey: await aesKey(await hkdf(key, ENCRYPTION_INFO)), claim, passphraseClaim: null };
  }
  const password = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(normalizePassphrase(passphrase)),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const stretched = await crypto.subtle.deriveBits(
    {
      name: 'PBKDF2',
      hash: 'SHA-256',
      salt: await hkdf(key, PASSPHRASE_SALT_INFO),
      iterations: PASSPHRASE_ITERATIONS,
    },
    password,
    256,
  );
  const material = new Uint8Array(KEY_BYTES * 2);
  material.set(keyBytes(key), 0);
  material.set(new Uint8Array(stretched), KEY_BYTES);
  return {
    encryptionKey: await aesKey(await hkdfBytes(material, PASSPHRASE_ENCRYPTION_INFO)),
    claim,
    passphraseClaim: toHex(new Uint8Array(await hkdfBytes(material, PASSPHRASE_CLAIM_INFO))),
  };
}

/** The claim a status link presents (HKDF of its own random key): hex, 64 characters. */
export async function deriveStatusClaim(statusKey: string): Promise<string> {
  return toHex(new Uint8Array(await hkdf(statusKey, STATUS_CLAIM_INFO)));
}

/** The claim a burn link presents (HKDF of its own random key): hex, 64 characters. */
export async function deriveBurnClaim(burnKey: string): Promise<string> {
  return toHex(new Uint8Array(await hkdf(burnKey, BURN_CLAIM_INFO)));
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

/** Encrypts a message under `key` (and `passphrase`, if not empty) with a fresh random IV. */
export async function encryptNote(plaintext: string, key: string, passphrase = ''): Promise<EncryptedNote> {
  return encryptWithSecrets(plaintext, await deriveNoteSecrets(key, passphrase));
}

/** Encrypts with secrets already derived (the passphrase's PBKDF2 runs once per note). */
export async function encryptWithSecrets(
  plaintext: string,
  secrets: NoteSecrets,
  version = FORMAT_VERSION,
): Promise<EncryptedNote> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      secrets.encryptionKey,
      new TextEncoder().encode(plaintext),
    ),
  );
  const packed = new Uint8Array(1 + IV_BYTES + ciphertext.length);
  packed[0] = version;
  packed.set(iv, 1);
  packed.set(ciphertext, 1 + IV_BYTES);
  const content = toBase64Url(packed);
  if (content.length > MAX_CONTENT_BYTES) throw new NoteTooLargeError();
  return {
    content,
    claimHash: await hashClaim(secrets.claim),
    passphraseClaimHash: secrets.passphraseClaim === null ? null : await hashClaim(secrets.passphraseClaim),
  };
}

/** Decrypts `content`; any tampering, truncation, wrong key or wrong passphrase throws NoteDecryptError. */
export async function decryptNote(content: string, key: string, passphrase = ''): Promise<string> {
  return decryptWithSecrets(content, await deriveNoteSecrets(key, passphrase));
}

/** Opens `content`: its format version and plaintext. */
async function openContent(
  content: string,
  secrets: NoteSecrets,
): Promise<{ version: number; plaintext: string }> {
  const packed = fromBase64Url(content);
  const version = packed?.[0];
  // Version, IV, and at least the 16-byte GCM tag.
  if (
    !packed ||
    packed.length < 1 + IV_BYTES + GCM_TAG_BYTES ||
    (version !== FORMAT_VERSION && version !== ENVELOPE_FORMAT_VERSION)
  ) {
    throw new NoteDecryptError('The note is not in a known format.');
  }
  try {
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: packed.slice(1, 1 + IV_BYTES) },
      secrets.encryptionKey,
      packed.slice(1 + IV_BYTES),
    );
    return { version, plaintext: new TextDecoder('utf-8', { fatal: true }).decode(plaintext) };
  } catch (error) {
    if (error instanceof NoteDecryptError) throw error;
    throw new NoteDecryptError();
  }
}

/** One attached file as the note's content describes it (name, size and type stay encrypted). */
export interface AttachedFile {
  name: string;
  size: number;
  type: string;
  /** base64url of the file's 7-byte chunk nonce. */
  nonce: string;
}

/** What the reader of a note with files needs to fetch and open them, inside the note's content. */
export interface FilesManifest {
  /** The bundle's id on the server. */
  bundle: string;
  /** Hex download claim: the server gives the chunks to its holder only. */
  download: string;
  /** base64url of the 256-bit AES-GCM key of every file of the note. */
  key: string;
  files: AttachedFile[];
}

/** A note's plaintext: its text, and the files' manifest when it has files. */
export interface NoteEnvelope {
  text: string;
  files?: FilesManifest;
}

const isAttachedFile = (value: unknown): value is AttachedFile => {
  const file = value as Partial<AttachedFile> | null;
  return (
    typeof file === 'object' &&
    file !== null &&
    typeof file.name === 'string' &&
    typeof file.type === 'string' &&
    typeof file.nonce === 'string' &&
    Number.isSafeInteger(file.size) &&
    (file.size as number) >= 0
  );
};

function parseEnvelope(plaintext: string): NoteEnvelope {
  let data: unknown;
  try {
    data = JSON.parse(plaintext);
  } catch {
    throw new NoteDecryptError('The note is not in a known format.');
  }
  const envelope = data as { text?: unknown; files?: Partial<FilesManifest> } | null;
  const files = envelope?.files;
  if (
    typeof envelope?.text !== 'string' ||
    typeof files?.bundle !== 'string' ||
    typeof files.download !== 'string' ||
    typeof files.key !== 'string' ||
    !Array.isArray(files.files) ||
    !files.files.every(isAttachedFile)
  ) {
    throw new NoteDecryptError('The note is not in a known format.');
  }
  return { text: envelope.text, files: files as FilesManifest };
}

/** Encrypts a note's envelope: the first format for text alone, the envelope format with files. */
export async function sealEnvelope(envelope: NoteEnvelope, secrets: NoteSecrets): Promise<EncryptedNote> {
  if (!envelope.files) return encryptWithSecrets(envelope.text, secrets);
  return encryptWithSecrets(JSON.stringify(envelope), secrets, ENVELOPE_FORMAT_VERSION);
}

/** Decrypts a note's text and files manifest; NoteDecryptError as decryptWithSecrets. */
export async function openEnvelope(content: string, secrets: NoteSecrets): Promise<NoteEnvelope> {
  const { version, plaintext } = await openContent(content, secrets);
  return version === FORMAT_VERSION ? { text: plaintext } : parseEnvelope(plaintext);
}

export async function decryptWithSecrets(content: string, secrets: NoteSecrets): Promise<string> {
  return (await openEnvelope(content, secrets)).text;
}
