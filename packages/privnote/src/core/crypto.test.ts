// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  decryptNote,
  deriveClaim,
  deriveNoteSecrets,
  deriveStatusClaim,
  encryptNote,
  generateNoteKey,
  hashClaim,
  IV_BYTES,
  isNoteKey,
  KEY_BYTES,
  MAX_CONTENT_BYTES,
  MAX_MESSAGE_BYTES,
  MAX_PASSPHRASE_LENGTH,
  NoteDecryptError,
  NoteTooLargeError,
  PassphraseTooLongError,
} from './crypto';
import { fromBase64Url, toBase64Url } from './encoding';

describe('note encryption', () => {
  it('round-trips text, including unicode and newlines', async () => {
    const key = generateNoteKey();
    const message = 'Mot de passe : «été 2026» 🔐\nligne 2 <script>alert(1)</script>';
    const { content, claimHash } = await encryptNote(message, key);
    expect(content).not.toContain('Mot de passe');
    expect(claimHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await decryptNote(content, key)).toBe(message);
  });

  it('uses a random 256-bit key and a fresh IV for every note', async () => {
    const key = generateNoteKey();
    expect(fromBase64Url(key)).toHaveLength(KEY_BYTES);
    expect(isNoteKey(key)).toBe(true);
    expect(generateNoteKey()).not.toBe(key);
    const first = await encryptNote('same text', key);
    const second = await encryptNote('same text', key);
    expect(first.content).not.toBe(second.content);
    const iv = (content: string) =>
      fromBase64Url(content)
        ?.slice(1, 1 + IV_BYTES)
        .join(',');
    expect(iv(first.content)).not.toBe(iv(second.content));
    // Same key, same claim: the claim depends on the key only.
    expect(first.claimHash).toBe(second.claimHash);
  });

  it('derives a claim that is not the key and whose hash is what gets stored', async () => {
    const key = generateNoteKey();
    const claim = await deriveClaim(key);
    expect(claim).toMatch(/^[0-9a-f]{64}$/);
    expect(claim).not.toContain(key);
    const { claimHash } = await encryptNote('x', key);
    expect(await hashClaim(claim)).toBe(claimHash);
    expect(await deriveClaim(generateNoteKey())).not.toBe(claim);
  });

  it('refuses a tampered ciphertext', async () => {
    const key = generateNoteKey();
    const { content } = await encryptNote('do not touch', key);
    const bytes = fromBase64Url(content) as Uint8Array;
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 1;
    await expect(decryptNote(toBase64Url(bytes), key)).rejects.toBeInstanceOf(NoteDecryptError);
    await expect(decryptNote(content.slice(0, 20), key)).rejects.toBeInstanceOf(NoteDecryptError);
    await expect(decryptNote('not base64 !', key)).rejects.toBeInstanceOf(NoteDecryptError);
  });

  it('refuses the wrong key and a malformed key', async () => {
    const { content } = await encryptNote('for one reader', generateNoteKey());
    await expect(decryptNote(content, generateNoteKey())).rejects.toBeInstanceOf(NoteDecryptError);
    await expect(decryptNote(content, 'short')).rejects.toBeInstanceOf(NoteDecryptError);
    expect(isNoteKey('A'.repeat(42))).toBe(false);
    expect(isNoteKey(`${'A'.repeat(42)}!`)).toBe(false);
  });

  it('fits the longest allowed message in 64 KiB of ciphertext, and refuses one byte more', async () => {
    const key = generateNoteKey();
    const { content } = await encryptNote('a'.repeat(MAX_MESSAGE_BYTES), key);
    expect(content.length).toBe(MAX_CONTENT_BYTES);
    await expect(encryptNote('a'.repeat(MAX_MESSAGE_BYTES + 1), key)).rejects.toBeInstanceOf(
      NoteTooLargeError,
    );
  });
});

describe('passphrase-protected notes', () => {
  it('needs the link key and the passphrase, and the link claim ignores the passphrase', async () => {
    const key = generateNoteKey();
    const note = await encryptNote('derrière la porte', key, 'sésame');
    expect(note.passphraseClaimHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await decryptNote(note.content, key, 'sésame')).toBe('derrière la porte');
    await expect(decryptNote(note.content, key)).rejects.toBeInstanceOf(NoteDecryptError);
    await expect(decryptNote(note.content, key, 'Sésame')).rejects.toBeInstanceOf(NoteDecryptError);
    await expect(decryptNote(note.content, generateNoteKey(), 'sésame')).rejects.toBeInstanceOf(
      NoteDecryptError,
    );
    // The link claim proves the link only; the passphrase claim needs both secrets.
    expect(note.claimHash).toBe(await hashClaim(await deriveClaim(key)));
    const right = await deriveNoteSecrets(key, 'sésame');
    const wrong = await deriveNoteSecrets(key, 'sesame');
    const otherKey = await deriveNoteSecrets(generateNoteKey(), 'sésame');
    expect(await hashClaim(right.passphraseClaim as string)).toBe(note.passphraseClaimHash);
    expect(wrong.passphraseClaim).not.toBe(right.passphraseClaim);
    expect(otherKey.passphraseClaim).not.toBe(right.passphraseClaim);
    expect(right.passphraseClaim).not.toBe(right.claim);
  }, 30_000);

  it('treats an empty passphrase as none, and "é" typed either way as the same', async () => {
    const key = generateNoteKey();
    const plain = await encryptNote('x', key, '');
    expect(plain.passphraseClaimHash).toBeNull();
    expect(await decryptNote(plain.content, key)).toBe('x');
    const composed = await encryptNote('y', key, 'caf\u00e9');
    expect(await decryptNote(composed.content, key, 'cafe\u0301')).toBe('y');
  }, 30_000);

  it('refuses a passphrase over the limit before any work', async () => {
    await expect(
      encryptNote('x', generateNoteKey(), 'p'.repeat(MAX_PASSPHRASE_LENGTH + 1)),
    ).rejects.toBeInstanceOf(PassphraseTooLongError);
  });

  it('derives the status claim from its own key, unrelated to the note claim', async () => {
    const key = generateNoteKey();
    expect(await deriveStatusClaim(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(await deriveStatusClaim(key)).not.toBe(await deriveClaim(key));
  });
});
