import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { NotesBackendConfig } from './config';

/**
 * A supabase-js client for the notes functions only: no session is stored, refreshed or read from
 * the URL (the fragment holds the note key, not auth tokens).
 */
export function createNotesClient(
  config: NotesBackendConfig,
  options: SupabaseClientOptions<'public'> = {},
): SupabaseClient {
  return createClient(config.url, config.anonKey, {
    ...options,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...options.auth },
  });
}
