import { createLazyNotesApi, createSupabaseNotesApi, type NotesApi } from './core/api';
import { type NotesBackendEnv, resolveNotesBackend } from './core/config';

let defaultApi: NotesApi | undefined;

/**
 * The notes backend a page uses when none is given: supabase-js against VITE_SUPABASE_URL when the
 * build names one, else this origin (apps/server answers the same RPCs). One client per page load:
 * supabase-js warns about several auth clients.
 */
export function getDefaultApi(): NotesApi {
  // Build-time config (Vite replaces these); absent outside Vite, hence the optional chaining.
  const env: NotesBackendEnv = {
    VITE_SUPABASE_URL: import.meta.env?.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: import.meta.env?.VITE_SUPABASE_ANON_KEY,
  };
  const backend = resolveNotesBackend(env, window.location.origin);
  // supabase-js is the bulk of the page: it loads with the first call, not with the page.
  defaultApi ??= createLazyNotesApi(async () => {
    const { createNotesClient } = await import('./core/client');
    return createSupabaseNotesApi(createNotesClient(backend), backend.url);
  });
  return defaultApi;
}

/** Changes the address without a navigation, keeping the router's history state. */
export function replaceUrl(url: string) {
  window.history.replaceState(window.history.state, '', url);
}
