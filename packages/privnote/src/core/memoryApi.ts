import type { NotesApi } from './api';
import { hashClaim } from './crypto';

/**
 * An in-memory NotesApi with the database's rules (read-once, claim check, expiry), for stories,
 * tests and offline demos. Not a backend: nothing survives a reload.
 */
export function createMemoryNotesApi(now: () => number = Date.now): NotesApi & { size(): number } {
  const notes = new Map<string, { content: string; claimHash: string; expiresAt: number }>();
  const live = (id: string) => {
    const note = notes.get(id);
    if (note && note.expiresAt <= now()) notes.delete(id);
    return notes.get(id);
  };
  return {
    async create(content, claimHash) {
      const id = crypto.randomUUID();
      notes.set(id, { content, claimHash, expiresAt: now() + 7 * 24 * 60 * 60 * 1000 });
      return id;
    },
    async exists(id) {
      return live(id) !== undefined;
    },
    async read(id, claim) {
      const note = live(id);
      if (!note || !/^[0-9a-f]{64}$/.test(claim) || (await hashClaim(claim)) !== note.claimHash) return null;
      notes.delete(id);
      return note.content;
    },
    size: () => notes.size,
  };
}
