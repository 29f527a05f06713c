// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { NotesApi } from './core/api';
import { createMemoryNotesApi } from './core/memoryApi';
import { createPrivnoteStore, type PrivnoteEnvironment } from './store';

const ORIGIN = 'https://demos.example';

function setup(overrides: Partial<PrivnoteEnvironment> = {}) {
  const notify = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() });
  const replaceUrl = vi.fn();
  const api = overrides.api ?? createMemoryNotesApi();
  const store = createPrivnoteStore({
    api,
    origin: ORIGIN,
    search: '',
    hash: '',
    replaceUrl,
    notify: notify as unknown as PrivnoteEnvironment['notify'],
    ...overrides,
  });
  return { store, notify, replaceUrl, api };
}

/** Opens the link a created note would give, in a new page. */
function open(link: string, api: NotesApi) {
  const url = new URL(link);
  return setup({ api, search: url.search, hash: url.hash });
}

describe('privnote store', () => {
  it('refuses a blank note with the spec toast', async () => {
    const { store, notify } = setup();
    store.getState().setDraft('   \n ');
    await store.getState().create();
    expect(notify.error).toHaveBeenCalledWith('Erreur', 'Veuillez entrer un message');
    expect(store.getState().mode).toEqual({ kind: 'create' });
  });

  it('creates a note, then shows its link and resets on "new note"', async () => {
    const { store, notify, replaceUrl } = setup();
    store.getState().setDraft('rendez-vous à 18 h');
    const pending = store.getState().create();
    expect(store.getState().busy).toBe(true);
    await pending;
    const { mode } = store.getState();
    expect(mode.kind).toBe('created');
    expect(mode.kind === 'created' && mode.link).toMatch(
      /^https:\/\/demos\.example\/privnote\?id=[0-9a-f-]{36}#[A-Za-z0-9_-]{43}$/,
    );
    expect(notify.success).toHaveBeenCalledWith('Note créée!', 'Votre note a été créée avec succès');
    expect(store.getState().busy).toBe(false);
    store.getState().newNote();
    expect(store.getState().mode).toEqual({ kind: 'create' });
    expect(replaceUrl).toHaveBeenLastCalledWith('/privnote');
  });

  it('reports a failed creation with the spec toast and keeps the draft', async () => {
    const api = createMemoryNotesApi();
    api.create = vi.fn().mockRejectedValue(new Error('network down'));
    const { store, notify } = setup({ api });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store.getState().setDraft('important');
    await store.getState().create();
    expect(notify.error).toHaveBeenCalledWith('Erreur', 'Impossible de créer la note');
    expect(store.getState().draft).toBe('important');
    expect(store.getState().busy).toBe(false);
    expect(api.create).toHaveBeenCalledTimes(1);
  });

  it('consumes nothing before the reader confirms, then reads once and drops the key', async () => {
    const api = createMemoryNotesApi();
    const creator = setup({ api });
    creator.store.getState().setDraft('le secret');
    await creator.store.getState().create();
    const { mode } = creator.store.getState();
    if (mode.kind !== 'created') throw new Error('not created');

    const reader = open(mode.link, api);
    const read = vi.spyOn(api, 'read');
    await reader.store.getState().init();
    expect(reader.store.getState().mode.kind).toBe('confirm');
    expect(read).not.toHaveBeenCalled();
    expect(api.size()).toBe(1);

    await reader.store.getState().confirmRead();
    expect(reader.store.getState().mode).toEqual({ kind: 'read', text: 'le secret' });
    const id = new URL(mode.link).searchParams.get('id');
    expect(reader.replaceUrl).toHaveBeenLastCalledWith(`/privnote?id=${id}`);
    expect(api.size()).toBe(0);

    const again = open(mode.link, api);
    await again.store.getState().init();
    expect(again.notify.error).toHaveBeenCalledWith(
      'Note introuvable',
      "Cette note n'existe pas ou a déjà été lue",
    );
    expect(again.store.getState().mode).toEqual({ kind: 'create' });
  });

  it('says "not found" for a link with a missing or malformed key, without calling the API', async () => {
    const api = createMemoryNotesApi();
    const exists = vi.spyOn(api, 'exists');
    const { store, notify, replaceUrl } = setup({
      api,
      search: '?id=3f2b8c1e-9d4a-4c7b-8e21-5a6f0b9c2d10',
      hash: '',
    });
    await store.getState().init();
    expect(notify.error).toHaveBeenCalledWith(
      'Note introuvable',
      "Cette note n'existe pas ou a déjà été lue",
    );
    expect(store.getState().mode).toEqual({ kind: 'create' });
    expect(replaceUrl).toHaveBeenCalledWith('/privnote');
    expect(exists).not.toHaveBeenCalled();
  });

  it('reports other read failures, does not retry, and lets the reader try again', async () => {
    const api = createMemoryNotesApi();
    const creator = setup({ api });
    creator.store.getState().setDraft('fragile');
    await creator.store.getState().create();
    const { mode } = creator.store.getState();
    if (mode.kind !== 'created') throw new Error('not created');
    const reader = open(mode.link, api);
    await reader.store.getState().init();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const read = vi.spyOn(api, 'read').mockRejectedValueOnce(new Error('502'));
    await reader.store.getState().confirmRead();
    expect(reader.notify.error).toHaveBeenCalledWith('Erreur', 'Impossible de lire la note');
    expect(read).toHaveBeenCalledTimes(1);
    expect(reader.store.getState().mode.kind).toBe('confirm');
    await reader.store.getState().confirmRead();
    expect(reader.store.getState().mode).toEqual({ kind: 'read', text: 'fragile' });
  });

  it('reports a ciphertext that does not decrypt as a read failure', async () => {
    const api = createMemoryNotesApi();
    const creator = setup({ api });
    creator.store.getState().setDraft('x');
    await creator.store.getState().create();
    const { mode } = creator.store.getState();
    if (mode.kind !== 'created') throw new Error('not created');
    vi.spyOn(api, 'read').mockResolvedValueOnce('AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyA');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reader = open(mode.link, api);
    await reader.store.getState().init();
    await reader.store.getState().confirmRead();
    expect(reader.notify.error).toHaveBeenCalledWith('Erreur', 'Impossible de lire la note');
    expect(reader.store.getState().mode).toEqual({ kind: 'create' });
  });
});
