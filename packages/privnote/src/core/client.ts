import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { NotesBackendConfig } from './config';
import { fetchWithRetryAfter } from './retryAfter';

/**
 * A supabase-js client for the notes functions only: no session is stored, refreshed or read from
 * the URL (the fragment holds the note key, not auth tokens). A refusal's Retry-After reaches the
 * errors (retryAfter.ts).
 */
export function createNotesClient(
  config: NotesBackendConfig,
  options: SupabaseClientOptions<'public'> = {},
): SupabaseClient {
  const given = options.global?.fetch;
  return createClient(config.url, config.anonKey, {
    ...options,
    global: {
      ...options.global,
      fetch: fetchWithRetryAfter(given ?? ((input, init) => fetch(input, init))),
    },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...options.auth },
  });
}
