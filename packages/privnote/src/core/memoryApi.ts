import { MAX_PASSPHRASE_ATTEMPTS, type NoteExpiry, type NoteStatus, type NotesApi } from './api';
import { hashClaim } from './crypto';

const HOUR_MS = 60 * 60 * 1000;
const LIFETIME_MS: Record<NoteExpiry, number> = { '1h': HOUR_MS, '1d': 24 * HOUR_MS, '7d': 168 * HOUR_MS };
const HEX_64 = /^[0-9a-f]{64}$/;

interface StoredNote {
  /** null once read or destroyed (the row stays for the status link until it expires). */
  content: string | null;
  claimHash: string | null;
  passphraseClaimHash: string | null;
  statusHash: string | null;
  failedAttempts: number;
  expiresAt: number;
  readAt: number | null;
  destroyedAt: number | null;
}

/**
 * An in-memory NotesApi with the database's rules (read-once, claim check, expiry, passphrase
 * tries, status rows), for stories, tests and offline demos. Not a backend: nothing survives a reload.
 */
export function createMemoryNotesApi(now: () => number = Date.now): NotesApi & { size(): number } {
  const notes = new Map<string, StoredNote>();
  /** The purge: rows go at expiry, read or not. */
  const row = (id: string) => {
    const note = notes.get(id);
    if (note && note.expiresAt <= now() && note.content === null) notes.delete(id);
    return notes.get(id);
  };
  const live = (id: string) => {
    const note = row(id);
    return note && note.content !== null && note.expiresAt > now() ? note : undefined;
  };
  const matches = async (claim: string, hash: string | null) =>
    hash !== null && HEX_64.test(claim) && (await hashClaim(claim)) === hash;
  const iso = (time: number) => new Date(time).toISOString();

  return {
    async create(content, claimHash) {
      const id = crypto.randomUUID();
      notes.set(id, {
        content,
        claimHash,
        passphraseClaimHash: null,
        statusHash: null,
        failedAttempts: 0,
        expiresAt: now() + LIFETIME_MS['7d'],
        readAt: null,
        destroyedAt: null,
      });
      return id;
    },
    async createWithOptions(note) {
      const id = crypto.randomUUID();
      notes.set(id, {
        content: note.content,
        claimHash: note.claimHash,
        passphraseClaimHash: note.passphraseClaimHash,
        statusHash: note.statusHash,
        failedAttempts: 0,
        expiresAt: now() + LIFETIME_MS[note.expiry],
        readAt: null,
        destroyedAt: null,
      });
      return id;
    },
    async exists(id) {
      return live(id) !== undefined;
    },
    async info(id) {
      const note = live(id);
      if (!note) return null;
      return {
        passphrase: note.passphraseClaimHash !== null,
        remaining: MAX_PASSPHRASE_ATTEMPTS - note.failedAttempts,
      };
    },
    async read(id, claim) {
      const note = live(id);
      if (!note || note.passphraseClaimHash !== null || !(await matches(claim, note.claimHash))) return null;
      const { content } = note;
      if (note.statusHash === null) notes.delete(id);
      else Object.assign(note, { content: null, claimHash: null, readAt: now() });
      return content;
    },
    async readWithPassphrase(id, claim, passphraseClaim) {
      const note = live(id);
      if (!note || note.passphraseClaimHash === null || !(await matches(claim, note.claimHash))) return null;
      if (!HEX_64.test(passphraseClaim)) return null;
      const { content } = note;
      const clear = { content: null, claimHash: null, passphraseClaimHash: null };
      if (await matches(passphraseClaim, note.passphraseClaimHash)) {
        Object.assign(note, clear, { readAt: now() });
        return { content: content as string };
      }
      note.failedAttempts += 1;
      if (note.failedAttempts >= MAX_PASSPHRASE_ATTEMPTS) Object.assign(note, clear, { destroyedAt: now() });
      return { remaining: MAX_PASSPHRASE_ATTEMPTS - note.failedAttempts };
    },
    async status(id, statusClaim) {
      const note = row(id);
      if (!note || !(await matches(statusClaim, note.statusHash))) return null;
      const expiresAt = iso(note.expiresAt);
      if (note.readAt !== null) return { state: 'read', readAt: iso(note.readAt), expiresAt };
      if (note.destroyedAt !== null)
        return { state: 'destroyed', destroyedAt: iso(note.destroyedAt), expiresAt };
      const state: NoteStatus =
        note.expiresAt <= now() ? { state: 'expired', expiresAt } : { state: 'unread', expiresAt };
      return state;
    },
    /** How many notes can still be read. */
    size: () => [...notes.keys()].filter((id) => live(id) !== undefined).length,
  };
}
