// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NotesApiError, parseNoteInfo, parseNoteStatus, parsePassphraseRead } from './api';

describe('notes API answers', () => {
  it('accepts what the database functions return', () => {
    expect(parseNoteInfo(null)).toBeNull();
    expect(parseNoteInfo({ passphrase: true, remaining: 3 })).toEqual({ passphrase: true, remaining: 3 });
    expect(parsePassphraseRead({ content: 'abc' })).toEqual({ content: 'abc' });
    expect(parsePassphraseRead({ remaining: 0 })).toEqual({ remaining: 0 });
    expect(parsePassphraseRead(null)).toBeNull();
    const expires_at = '2026-11-30T10:20:00.000Z';
    expect(parseNoteStatus({ state: 'unread', expires_at, read_at: null, destroyed_at: null })).toEqual({
      state: 'unread',
      expiresAt: expires_at,
    });
    expect(parseNoteStatus({ state: 'read', expires_at, read_at: '2026-11-24T08:05:00.000Z' })).toEqual({
      state: 'read',
      readAt: '2026-11-24T08:05:00.000Z',
      expiresAt: expires_at,
    });
    expect(parseNoteStatus({ state: 'destroyed', expires_at, destroyed_at: expires_at })).toMatchObject({
      state: 'destroyed',
    });
    expect(parseNoteStatus(null)).toBeNull();
  });

  it.each([
    ['info', () => parseNoteInfo({ passphrase: 'yes', remaining: 3 })],
    ['info', () => parseNoteInfo({ passphrase: true, remaining: 9 })],
    ['read', () => parsePassphraseRead({ remaining: -1 })],
    ['read', () => parsePassphraseRead('ciphertext')],
    ['status', () => parseNoteStatus({ state: 'read', expires_at: '2026-11-30T10:20:00Z' })],
    ['status', () => parseNoteStatus({ state: 'lost', expires_at: '2026-11-30T10:20:00Z' })],
    ['status', () => parseNoteStatus({ state: 'unread', expires_at: 'soon' })],
  ])('refuses an unexpected %s answer with a clear error', (_name, parse) => {
    expect(parse).toThrow(NotesApiError);
  });
});
