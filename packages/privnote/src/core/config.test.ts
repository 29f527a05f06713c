// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createLazyNotesApi } from './api';
import { EMBEDDED_ANON_KEY, resolveNotesBackend } from './config';
import { createMemoryNotesApi } from './memoryApi';

describe('notes backend config', () => {
  it('uses the hosted Supabase project when both URL and anon key are set', () => {
    expect(
      resolveNotesBackend(
        { VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: 'anon' },
        'https://site.test',
      ),
    ).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon' });
  });

  it('falls back to the same origin with a placeholder key', () => {
    expect(resolveNotesBackend({}, 'https://site.test')).toEqual({
      url: 'https://site.test',
      anonKey: EMBEDDED_ANON_KEY,
    });
    expect(
      resolveNotesBackend({ VITE_SUPABASE_URL: 'https://abc.supabase.co' }, 'https://site.test').url,
    ).toBe('https://site.test');
  });

  it('loads the API once, on first use, and again after a failed load', async () => {
    const real = createMemoryNotesApi();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(real);
    const api = createLazyNotesApi(load);
    expect(load).not.toHaveBeenCalled();
    await expect(api.exists('x')).rejects.toThrow('chunk failed');
    expect(await api.exists('x')).toBe(false);
    expect(await api.exists('y')).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
