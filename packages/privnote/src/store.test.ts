// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { type NotesApi, NotesApiError } from './core/api';
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

  it('shows the server sentence of a refusal, with its wait, instead of the generic toast', async () => {
    const api = createMemoryNotesApi();
    api.createCounted = vi.fn().mockRejectedValue(
      new NotesApiError('create_note_v3 failed: Too many notes', 429, 'PGRST429', {
        serverMessage: 'Too many notes created from this address: try again in 42 s.',
        retryAfterSeconds: 42,
      }),
    );
    const { store, notify } = setup({ api });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store.getState().setDraft('important');
    await store.getState().create();
    expect(notify.error).toHaveBeenCalledWith(
      'Erreur',
      'Too many notes created from this address: try again in 42 s.',
    );
    expect(store.getState().draft).toBe('important');
  });

  it('reports a failed creation with the spec toast and keeps the draft', async () => {
    const api = createMemoryNotesApi();
    api.createCounted = vi.fn().mockRejectedValue(new Error('network down'));
    const { store, notify } = setup({ api });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store.getState().setDraft('important');
    await store.getState().create();
    expect(notify.error).toHaveBeenCalledWith('Erreur', 'Impossible de créer la note');
    expect(store.getState().draft).toBe('important');
    expect(store.getState().busy).toBe(false);
    expect(api.createCounted).toHaveBeenCalledTimes(1);
  });

  it('consumes nothing before the reader confirms, then reads once and drops the key', async () => {
    const api = createMemoryNotesApi();
    const creator = setup({ api });
    creator.store.getState().setDraft('le secret');
    await creator.store.getState().create();
    const { mode } = creator.store.getState();
    if (mode.kind !== 'created') throw new Error('not created');

    const reader = open(mode.link, api);
    const read = vi.spyOn(api, 'readCounted');
    await reader.store.getState().init();
    expect(reader.store.getState().mode).toMatchObject({ kind: 'confirm', passphrase: false, remaining: 5 });
    expect(read).not.toHaveBeenCalled();
    expect(api.size()).toBe(1);

    await reader.store.getState().confirmRead();
    expect(reader.store.getState().mode).toEqual({ kind: 'read', text: 'le secret', read: 1, reads: 1 });
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
    const exists = vi.spyOn(api, 'info');
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
    const read = vi.spyOn(api, 'readCounted').mockRejectedValueOnce(new Error('502'));
    await reader.store.getState().confirmRead();
    expect(reader.notify.error).toHaveBeenCalledWith('Erreur', 'Impossible de lire la note');
    expect(read).toHaveBeenCalledTimes(1);
    expect(reader.store.getState().mode.kind).toBe('confirm');
    await reader.store.getState().confirmRead();
    expect(reader.store.getState().mode).toEqual({ kind: 'read', text: 'fragile', read: 1, reads: 1 });
  });

  it('reports a ciphertext that does not decrypt as a read failure', async () => {
    const api = createMemoryNotesApi();
    const creator = setup({ api });
    creator.store.getState().setDraft('x');
    await creator.store.getState().create();
    const { mode } = creator.store.getState();
    if (mode.kind !== 'created') throw new Error('not created');
    vi.spyOn(api, 'readCounted').mockResolvedValueOnce({
      content: 'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyA',
      read: 1,
      reads: 1,
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reader = open(mode.link, api);
    await reader.store.getState().init();
    await reader.store.getState().confirmRead();
    expect(reader.notify.error).toHaveBeenCalledWith('Erreur', 'Impossible de lire la note');
    expect(reader.store.getState().mode).toEqual({ kind: 'create' });
  });

  it('creates with the chosen expiry and passphrase, and gives a status link', async () => {
    let now = Date.parse('2026-11-23T10:00:00Z');
    const api = createMemoryNotesApi(() => now);
    const creator = setup({ api });
    creator.store.getState().setDraft('une heure seulement');
    creator.store.getState().setExpiry('1h');
    await creator.store.getState().create();
    const { mode } = creator.store.getState();
    if (mode.kind !== 'created' || !mode.statusLink) throw new Error('not created');
    expect(mode).toMatchObject({ expiry: '1h', hasPassphrase: false });
    expect(mode.statusLink).toMatch(
      /^https:\/\/demos\.example\/privnote\?status=[0-9a-f-]{36}#[A-Za-z0-9_-]{43}$/,
    );
    // The form is back to its defaults for the next note.
    expect(creator.store.getState()).toMatchObject({ expiry: '7d', passphrase: '', draft: '' });

    const sender = open(mode.statusLink, api);
    expect(sender.store.getState().mode).toMatchObject({ kind: 'status', view: { kind: 'loading' } });
    await sender.store.getState().init();
    expect(sender.store.getState().mode).toMatchObject({
      kind: 'status',
      view: { kind: 'ready', status: { state: 'unread', expiresAt: '2026-11-23T11:00:00.000Z' } },
    });
    now += 60 * 60 * 1000;
    await sender.store.getState().refreshStatus();
    expect(sender.store.getState().mode).toMatchObject({ view: { status: { state: 'expired' } } });
    const reader = open(mode.link, api);
    await reader.store.getState().init();
    expect(reader.notify.error).toHaveBeenCalledWith(
      'Note introuvable',
      "Cette note n'existe pas ou a déjà été lue",
    );
  });

  it('shows the status before and after the read, never the content', async () => {
    const api = createMemoryNotesApi(() => Date.parse('2026-11-23T10:00:00Z'));
    const creator = setup({ api });
    creator.store.getState().setDraft('lu ou pas ?');
    await creator.store.getState().create();
    const { mode } = creator.store.getState();
    if (mode.kind !== 'created' || !mode.statusLink) throw new Error('not created');
    const sender = open(mode.statusLink, api);
    await sender.store.getState().init();
    expect(sender.store.getState().mode).toMatchObject({ view: { status: { state: 'unread' } } });
    const reader = open(mode.link, api);
    await reader.store.getState().init();
    await reader.store.getState().confirmRead();
    await sender.store.getState().refreshStatus();
    const after = sender.store.getState().mode;
    expect(after).toMatchObject({
      view: { kind: 'ready', status: { state: 'read', readAt: '2026-11-23T10:00:00.000Z' } },
    });
    expect(JSON.stringify(after)).not.toContain('lu ou pas');
    // A status link is not a note link: its key opens nothing.
    const statusUrl = new URL(mode.statusLink);
    const wrong = setup({
      api,
      search: `?status=${statusUrl.searchParams.get('status')}`,
      hash: `#${'A'.repeat(43)}`,
    });
    await wrong.store.getState().init();
    expect(wrong.store.getState().mode).toMatchObject({ view: { kind: 'missing' } });
  });

  it('asks for the passphrase, answers a wrong one with the tries left, and opens with the right one', async () => {
    const api = createMemoryNotesApi();
    const creator = setup({ api });
    creator.store.getState().setDraft('derrière la porte');
    creator.store.getState().setPassphrase('sésame ouvre-toi');
    await creator.store.getState().create();
    const { mode } = creator.store.getState();
    if (mode.kind !== 'created') throw new Error('not created');
    expect(mode.hasPassphrase).toBe(true);

    const reader = open(mode.link, api);
    await reader.store.getState().init();
    expect(reader.store.getState().mode).toMatchObject({ kind: 'confirm', passphrase: true, remaining: 5 });
    const read = vi.spyOn(api, 'readWithPassphrase');
    await reader.store.getState().confirmRead();
    expect(reader.store.getState().passphraseError).toBe('Saisissez la phrase secrète de cette note.');
    expect(read).not.toHaveBeenCalled();

    reader.store.getState().setReaderPassphrase('sésame');
    await reader.store.getState().confirmRead();
    expect(reader.store.getState().passphraseError).toBe('Phrase secrète incorrecte. Il reste 4 essais.');
    expect(reader.store.getState()).toMatchObject({
      readerPassphrase: '',
      mode: { kind: 'confirm', remaining: 4 },
    });
    expect(api.size()).toBe(1);

    reader.store.getState().setReaderPassphrase('sésame ouvre-toi');
    await reader.store.getState().confirmRead();
    expect(reader.store.getState().mode).toEqual({
      kind: 'read',
      text: 'derrière la porte',
      read: 1,
      reads: 1,
    });
    expect(api.size()).toBe(0);
  });

  it('says the note was destroyed after the fifth wrong passphrase', async () => {
    const api = createMemoryNotesApi();
    const creator = setup({ api });
    creator.store.getState().setDraft('cinq essais');
    creator.store.getState().setPassphrase('la bonne');
    await creator.store.getState().create();
    const { mode } = creator.store.getState();
    if (mode.kind !== 'created' || !mode.statusLink) throw new Error('not created');
    const reader = open(mode.link, api);
    await reader.store.getState().init();
    const messages: (string | null)[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      reader.store.getState().setReaderPassphrase(`mauvaise ${attempt}`);
      await reader.store.getState().confirmRead();
      messages.push(reader.store.getState().passphraseError);
    }
    expect(messages).toEqual([
      'Phrase secrète incorrecte. Il reste 4 essais.',
      'Phrase secrète incorrecte. Il reste 3 essais.',
      'Phrase secrète incorrecte. Il reste 2 essais.',
      'Phrase secrète incorrecte. Il reste 1 essai.',
      null,
    ]);
    expect(reader.notify.error).toHaveBeenCalledWith(
      'Note détruite',
      'Phrase secrète incorrecte 5 fois : la note a été détruite.',
    );
    expect(reader.store.getState().mode).toEqual({ kind: 'create' });
    expect(api.size()).toBe(0);
    const sender = open(mode.statusLink, api);
    await sender.store.getState().init();
    expect(sender.store.getState().mode).toMatchObject({ view: { status: { state: 'destroyed' } } });
  }, 30_000);

  it('asks the server again before reading when the first check failed', async () => {
    const api = createMemoryNotesApi();
    const creator = setup({ api });
    creator.store.getState().setDraft('protégée');
    creator.store.getState().setPassphrase('clé');
    await creator.store.getState().create();
    const { mode } = creator.store.getState();
    if (mode.kind !== 'created') throw new Error('not created');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(api, 'info').mockRejectedValueOnce(new Error('503'));
    const reader = open(mode.link, api);
    await reader.store.getState().init();
    expect(reader.store.getState().mode).toMatchObject({ kind: 'confirm', passphrase: null });
    await reader.store.getState().confirmRead();
    expect(reader.store.getState()).toMatchObject({
      mode: { kind: 'confirm', passphrase: true },
      passphraseError: 'Saisissez la phrase secrète de cette note.',
    });
    reader.store.getState().setReaderPassphrase('clé');
    await reader.store.getState().confirmRead();
    expect(reader.store.getState().mode).toEqual({ kind: 'read', text: 'protégée', read: 1, reads: 1 });
  });

  it('lets a 3-read note be read three times, saying which read each is, then it is gone', async () => {
    const api = createMemoryNotesApi(() => Date.parse('2026-11-27T10:00:00Z'));
    const creator = setup({ api });
    creator.store.getState().setDraft('trois fois');
    creator.store.getState().setReads(3);
    await creator.store.getState().create();
    const { mode } = creator.store.getState();
    if (mode.kind !== 'created' || !mode.statusLink) throw new Error('not created');
    expect(mode).toMatchObject({ reads: 3 });
    expect(creator.store.getState().reads).toBe(1);
    for (const read of [1, 2, 3]) {
      const reader = open(mode.link, api);
      await reader.store.getState().init();
      expect(reader.store.getState().mode).toMatchObject({ kind: 'confirm', readsLeft: 4 - read });
      await reader.store.getState().confirmRead();
      expect(reader.store.getState().mode).toEqual({ kind: 'read', text: 'trois fois', read, reads: 3 });
    }
    const late = open(mode.link, api);
    await late.store.getState().init();
    expect(late.notify.error).toHaveBeenCalledWith(
      'Note introuvable',
      "Cette note n'existe pas ou a déjà été lue",
    );
    const sender = open(mode.statusLink, api);
    await sender.store.getState().init();
    expect(sender.store.getState().mode).toMatchObject({
      view: {
        status: {
          state: 'read',
          maxReads: 3,
          reads: [expect.any(String), expect.any(String), expect.any(String)],
        },
      },
    });
  });

  it('destroys a note from its burn link, which reads nothing; the status then says destroyed', async () => {
    const api = createMemoryNotesApi(() => Date.parse('2026-11-27T10:00:00Z'));
    const creator = setup({ api });
    creator.store.getState().setDraft('à brûler');
    await creator.store.getState().create();
    const { mode } = creator.store.getState();
    if (mode.kind !== 'created' || !mode.burnLink || !mode.statusLink) throw new Error('not created');
    expect(mode.burnLink).toMatch(
      /^https:\/\/demos\.example\/privnote\?burn=[0-9a-f-]{36}#[A-Za-z0-9_-]{43}$/,
    );
    // The burn key is not the note's key: as a note link it opens nothing.
    const burnUrl = new URL(mode.burnLink);
    const misuse = open(`${ORIGIN}/privnote?id=${burnUrl.searchParams.get('burn')}${burnUrl.hash}`, api);
    await misuse.store.getState().init();
    expect(misuse.store.getState().mode.kind).toBe('confirm');
    await misuse.store.getState().confirmRead();
    expect(misuse.notify.error).toHaveBeenCalledWith(
      'Note introuvable',
      "Cette note n'existe pas ou a déjà été lue",
    );
    expect(api.size()).toBe(1);

    const burner = open(mode.burnLink, api);
    const read = vi.spyOn(api, 'readCounted');
    expect(burner.store.getState().mode).toMatchObject({ kind: 'burn', view: { kind: 'ready' } });
    await burner.store.getState().init();
    await burner.store.getState().burn();
    expect(burner.store.getState().mode).toMatchObject({
      kind: 'burn',
      view: { kind: 'burned', destroyedAt: '2026-11-27T10:00:00.000Z' },
    });
    expect(read).not.toHaveBeenCalled();
    expect(api.size()).toBe(0);
    const again = open(mode.burnLink, api);
    await again.store.getState().burn();
    expect(again.store.getState().mode).toMatchObject({ view: { kind: 'missing' } });
    const sender = open(mode.statusLink, api);
    await sender.store.getState().init();
    expect(sender.store.getState().mode).toMatchObject({
      view: { status: { state: 'destroyed', destroyedBy: 'sender' } },
    });
  });

  it('makes one link per recipient, each read once on its own; the status lists them and burns one', async () => {
    const api = createMemoryNotesApi(() => Date.parse('2026-11-27T10:00:00Z'));
    const creator = setup({ api });
    expect(creator.store.getState().recipients).toBe(1);
    creator.store.getState().setDraft('pour trois');
    creator.store.getState().setRecipients(3);
    await creator.store.getState().create();
    const { mode } = creator.store.getState();
    if (mode.kind !== 'created' || !mode.links || !mode.statusLink) throw new Error('not created');
    expect(mode.links).toHaveLength(3);
    expect(mode.links[0]).toBe(mode.link);
    expect(new Set(mode.links).size).toBe(3);
    expect(creator.store.getState().recipients).toBe(1);

    const second = open(mode.links[1] as string, api);
    await second.store.getState().init();
    await second.store.getState().confirmRead();
    expect(second.store.getState().mode).toMatchObject({ kind: 'read', text: 'pour trois' });
    const secondAgain = open(mode.links[1] as string, api);
    await secondAgain.store.getState().init();
    expect(secondAgain.notify.error).toHaveBeenCalledWith(
      'Note introuvable',
      "Cette note n'existe pas ou a déjà été lue",
    );
    expect(api.size()).toBe(2);

    const sender = open(mode.statusLink, api);
    await sender.store.getState().init();
    const states = () => {
      const current = sender.store.getState().mode;
      if (current.kind !== 'status' || current.view.kind !== 'ready') throw new Error('no status');
      return current.view.status.links?.map((link) => [link.link, link.state]);
    };
    expect(states()).toEqual([
      [1, 'unread'],
      [2, 'read'],
      [3, 'unread'],
    ]);
    await sender.store.getState().burnRecipient(3);
    expect(states()).toEqual([
      [1, 'unread'],
      [2, 'read'],
      [3, 'destroyed'],
    ]);
    expect(api.size()).toBe(1);
    // A link that is no longer live: the sender is told, and the list stays as the database says.
    await sender.store.getState().burnRecipient(2);
    expect(sender.notify.error).toHaveBeenCalledWith(
      'Destruction de la note',
      "Ce lien n'est plus actif : il a déjà été lu, détruit, ou il a expiré.",
    );
    expect(states()?.[1]).toEqual([2, 'read']);
  });
});
