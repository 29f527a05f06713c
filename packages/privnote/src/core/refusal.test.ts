// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSupabaseNotesApi, NotesApiError } from './api';
import { refusalMessage } from './apiError';
import { createNotesClient } from './client';
import { fetchWithRetryAfter, parseRetryAfter } from './retryAfter';

class NoRealtime {
  constructor() {
    throw new Error('not used');
  }
}

/** A notes API whose server answers every call with `status`, `body` and `headers`. */
function apiAnswering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch: typeof globalThis.fetch = async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  return createSupabaseNotesApi(
    createNotesClient(
      { url: 'https://notes.example', anonKey: 'anon' },
      { global: { fetch }, realtime: { transport: NoRealtime as never } },
    ),
  );
}

describe('a refusal from the notes server', () => {
  it('carries the server sentence and its Retry-After through supabase-js', async () => {
    const api = apiAnswering(
      429,
      { code: 'PGRST429', message: 'Too many notes created from this address: try again in 42 s.' },
      { 'retry-after': '42' },
    );
    const error = await api.create('x', 'a'.repeat(64)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotesApiError);
    expect(error).toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
      serverMessage: 'Too many notes created from this address: try again in 42 s.',
    });
    expect(refusalMessage(error)).toBe('Too many notes created from this address: try again in 42 s.');
  });

  it('adds the wait when the sentence does not say it, and says nothing for other failures', async () => {
    const limited = await apiAnswering(429, { message: 'Rate limit exceeded' }, { 'retry-after': '7' })
      .create('x', 'a'.repeat(64))
      .catch((caught: unknown) => caught);
    expect(refusalMessage(limited)).toBe('Rate limit exceeded. Try again in 7 s.');
    const full = await apiAnswering(507, {
      code: 'PGRST507',
      message: 'The notes service is out of storage space: new notes cannot be created for now.',
    })
      .create('x', 'a'.repeat(64))
      .catch((caught: unknown) => caught);
    expect(refusalMessage(full)).toBe(
      'The notes service is out of storage space: new notes cannot be created for now.',
    );
    const bad = await apiAnswering(400, { code: '22023', message: 'Note content is required.' })
      .create('x', 'a'.repeat(64))
      .catch((caught: unknown) => caught);
    expect(refusalMessage(bad)).toBeNull();
    expect(refusalMessage(new Error('network down'))).toBeNull();
  });

  it('reads Retry-After as seconds or as a date, and leaves other answers alone', async () => {
    expect(parseRetryAfter('12')).toBe(12);
    expect(
      parseRetryAfter('Wed, 21 Oct 2026 07:28:30 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT')),
    ).toBe(30);
    expect(parseRetryAfter('soon')).toBeUndefined();
    const passthrough = new Response('{"a":1}', { status: 200, headers: { 'retry-after': '3' } });
    expect(await fetchWithRetryAfter(async () => passthrough)('https://x')).toBe(passthrough);
    const text = await fetchWithRetryAfter(
      async () => new Response('busy', { status: 503, headers: { 'retry-after': '3' } }),
    )('https://x');
    expect([text.status, await text.text()]).toEqual([503, 'busy']);
  });
});
