/** The embedded server (apps/server) checks no key; supabase-js still needs a non-empty one. */
export const EMBEDDED_ANON_KEY = 'embedded-anon-key';

export interface NotesBackendConfig {
  /** The Supabase project URL, or the site's origin for the embedded server. */
  url: string;
  anonKey: string;
}

export interface NotesBackendEnv {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
}

/** A hosted Supabase project when both URL and anon key are configured, else the same origin. */
export function resolveNotesBackend(env: NotesBackendEnv, origin: string): NotesBackendConfig {
  const url = env.VITE_SUPABASE_URL?.trim();
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim();
  if (url && anonKey) return { url: url.replace(/\/+$/, ''), anonKey };
  return { url: origin, anonKey: EMBEDDED_ANON_KEY };
}
