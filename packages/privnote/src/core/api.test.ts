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
    [
      'links',
      () =>
        parseNoteStatus({
          state: 'unread',
          expires_at: '2026-11-30T10:00:00.000Z',
          links: [{ state: 'unread', expires_at: '2026-11-30T10:00:00.000Z', link: 11 }],
        }),
    ],
  ])('refuses an unexpected %s answer with a clear error', (_name, parse) => {
    expect(parse).toThrow(NotesApiError);
  });

  it('reads every link of a note with several recipients', () => {
    const expires_at = '2026-11-30T10:00:00.000Z';
    const readAt = '2026-11-27T10:00:00.000Z';
    expect(
      parseNoteStatus({
        state: 'read',
        expires_at,
        read_at: readAt,
        links: [
          { link: 1, state: 'read', expires_at, read_at: readAt, reads: [readAt], max_reads: 1 },
          { link: 2, state: 'unread', expires_at, reads: [], max_reads: 1 },
        ],
      }),
    ).toEqual({
      state: 'read',
      readAt,
      expiresAt: expires_at,
      links: [
        { link: 1, state: 'read', readAt, expiresAt: expires_at, reads: [readAt], maxReads: 1 },
        { link: 2, state: 'unread', expiresAt: expires_at, reads: [], maxReads: 1 },
      ],
    });
  });
});
