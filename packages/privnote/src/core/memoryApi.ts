import {
  type CountedRead,
  type LinkState,
  MAX_NOTE_RECIPIENTS,
  MAX_PASSPHRASE_ATTEMPTS,
  type NewCountedNote,
  type NoteExpiry,
  type NoteStatus,
  type NotesApi,
  NotesApiError,
} from './api';
import { hashClaim } from './crypto';
import type { FilesLimits, NoteFilesApi } from './filesApi';

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
  destroyedBy: 'passphrase' | 'sender' | null;
  maxReads: number;
  readTimes: number[];
  burnHash: string | null;
  /** Link 1's id and this row's link number, for a note with several links. */
  group: { id: string; link: number } | null;
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
  const store = (note: Omit<NewCountedNote, 'statusHash'> & { statusHash: string | null }) => {
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
      destroyedBy: null,
      maxReads: note.maxReads,
      readTimes: [],
      burnHash: note.burnHash,
      group: null,
    });
    return id;
  };
  const destroy = (note: StoredNote) =>
    Object.assign(note, {
      content: null,
      claimHash: null,
      passphraseClaimHash: null,
      destroyedAt: now(),
      destroyedBy: 'sender',
    });
  /** The rows of the group whose link 1 is `id`, in order (none for a note alone). */
  const groupOf = (id: string) =>
    [...notes.entries()]
      .filter(([, note]) => note.group?.id === id)
      .sort(([, a], [, b]) => (a.group?.link ?? 0) - (b.group?.link ?? 0));
  const linkState = (note: StoredNote): LinkState => {
    const times = { expiresAt: iso(note.expiresAt), reads: note.readTimes.map(iso), maxReads: note.maxReads };
    if (note.readAt !== null) return { state: 'read', readAt: iso(note.readAt), ...times };
    if (note.destroyedAt !== null) {
      const destroyedBy = note.destroyedBy ?? 'passphrase';
      return { state: 'destroyed', destroyedAt: iso(note.destroyedAt), destroyedBy, ...times };
    }
    return note.expiresAt <= now() ? { state: 'expired', ...times } : { state: 'unread', ...times };
  };
  /** One counted read of a live note whose claims matched: the last one consumes it. */
  const countRead = (id: string, note: StoredNote): CountedRead => {
    const content = note.content as string;
    note.readTimes.push(now());
    const read = note.readTimes.length;
    if (read >= note.maxReads) {
      if (note.statusHash === null) notes.delete(id);
      else Object.assign(note, { content: null, claimHash: null, passphraseClaimHash: null, readAt: now() });
    }
    return { content, read, reads: note.maxReads };
  };
  const readNoPassphrase = async (id: string, claim: string) => {
    const note = live(id);
    if (!note || note.passphraseClaimHash !== null || !(await matches(claim, note.claimHash))) return null;
    return countRead(id, note);
  };

  return {
    async create(content, claimHash) {
      return store({
        content,
        claimHash,
        expiry: '7d',
        statusHash: null,
        passphraseClaimHash: null,
        maxReads: 1,
        burnHash: null,
      });
    },
    async createWithOptions(note) {
      return store({ ...note, maxReads: 1, burnHash: null });
    },
    async createCounted(note) {
      return store(note);
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
        readsLeft: note.maxReads - note.readTimes.length,
      };
    },
    async read(id, claim) {
      return (await readNoPassphrase(id, claim))?.content ?? null;
    },
    readCounted: readNoPassphrase,
    async burn(id, burnClaim) {
      const rows = [id, ...groupOf(id).map(([linkId]) => linkId)].map(live);
      const burned = [];
      for (const note of new Set(rows)) {
        if (note && (await matches(burnClaim, note.burnHash))) burned.push(destroy(note));
      }
      return burned.length > 0 ? { destroyedAt: iso(now()) } : null;
    },
    async addRecipient(group, recipient, statusClaim) {
      const anchor = row(group);
      const isAnchor = anchor !== undefined && (anchor.group === null || anchor.group.id === group);
      if (
        !anchor ||
        !isAnchor ||
        anchor.expiresAt <= now() ||
        !(await matches(statusClaim, anchor.statusHash))
      ) {
        throw new NotesApiError(
          'add_note_recipient failed: No note matches this group and status claim.',
          400,
        );
      }
      const links = Math.max(groupOf(group).length, 1);
      if (links >= MAX_NOTE_RECIPIENTS) {
        throw new NotesApiError('add_note_recipient failed: A note has at most 10 recipients.', 400);
      }
      anchor.group ??= { id: group, link: 1 };
      const id = crypto.randomUUID();
      notes.set(id, {
        ...anchor,
        ...recipient,
        failedAttempts: 0,
        readAt: null,
        destroyedAt: null,
        destroyedBy: null,
        readTimes: [],
        group: { id: group, link: links + 1 },
      });
      return id;
    },
    async burnLink(id, link, statusClaim) {
      const target =
        groupOf(id).find(([, note]) => note.group?.link === link)?.[1] ??
        (link === 1 && row(id)?.group === null ? row(id) : undefined);
      if (!target || target.content === null || target.expiresAt <= now()) return null;
      if (!(await matches(statusClaim, target.statusHash))) return null;
      destroy(target);
      return { destroyedAt: iso(now()) };
    },
    async readWithPassphrase(id, claim, passphraseClaim) {
      const note = live(id);
      if (!note || note.passphraseClaimHash === null || !(await matches(claim, note.claimHash))) return null;
      if (!HEX_64.test(passphraseClaim)) return null;
      const clear = { content: null, claimHash: null, passphraseClaimHash: null };
      if (await matches(passphraseClaim, note.passphraseClaimHash)) return countRead(id, note);
      note.failedAttempts += 1;
      if (note.failedAttempts >= MAX_PASSPHRASE_ATTEMPTS) {
        Object.assign(note, clear, { destroyedAt: now(), destroyedBy: 'passphrase' });
      }
      return { remaining: MAX_PASSPHRASE_ATTEMPTS - note.failedAttempts };
    },
    async status(id, statusClaim) {
      const note = row(id);
      if (!note || (note.group && note.group.id !== id)) return null;
      if (!(await matches(statusClaim, note.statusHash))) return null;
      if (!note.group) return linkState(note);
      const links = groupOf(id).map(([, link]) => ({ ...linkState(link), link: link.group?.link ?? 1 }));
      const status: NoteStatus = { ...linkState(note), links };
      return status;
    },
    /** How many notes can still be read. */
    size: () => [...notes.keys()].filter((id) => live(id) !== undefined).length,
  };
}

/**
 * In-memory files functions for stories and tests: chunks in a Map, the limits given, the checks
 * of the claims left to the database (only `create` checks the number of files).
 */
export function createMemoryFilesApi(
  limits: FilesLimits = { maxBytes: 10 * 1024 * 1024, maxFiles: 5 },
): NoteFilesApi {
  const chunks = new Map<string, string>();
  return {
    limits: async () => limits,
    create: async (_upload, _download, count) => {
      if (count > limits.maxFiles) throw new NotesApiError('Too many files.', 400, '22023');
      return crypto.randomUUID();
    },
    putChunk: async (bundle, _claim, file, chunk, data) => {
      chunks.set(`${bundle}/${file}/${chunk}`, data);
    },
    attach: async () => undefined,
    getChunk: async (bundle, _claim, file, chunk) => chunks.get(`${bundle}/${file}/${chunk}`) ?? null,
  };
}
