// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { NotesApi } from './core/api';
import { createMemoryFilesApi, createMemoryNotesApi } from './core/memoryApi';
import { formatBytes } from './messages';
import { createPrivnoteStore, type PrivnoteEnvironment } from './store';

function setup(api: NotesApi, link?: string) {
  const notify = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() });
  const url = link ? new URL(link) : null;
  const store = createPrivnoteStore({
    api,
    origin: 'https://demos.example',
    search: url?.search ?? '',
    hash: url?.hash ?? '',
    replaceUrl: vi.fn(),
    notify: notify as unknown as PrivnoteEnvironment['notify'],
  });
  return { store, notify };
}

const file = (name: string, size: number) => new File([new Uint8Array(size).fill(7)], name);

describe('privnote store with files', () => {
  it('offers no files on a backend without them', () => {
    expect(setup(createMemoryNotesApi()).store.getState().filesEnabled).toBe(false);
  });

  it('states the server’s limits after the first file and refuses files over them in French', async () => {
    const api = Object.assign(createMemoryNotesApi(), {
      files: createMemoryFilesApi({ maxBytes: 1000, maxFiles: 2 }),
    });
    const { store } = setup(api);
    expect(store.getState().filesLimits).toEqual({ maxBytes: 10 * 1024 * 1024, maxFiles: 5 });
    await store.getState().addAttachment(file('a.txt', 600));
    expect(store.getState().filesLimits).toEqual({ maxBytes: 1000, maxFiles: 2 });
    await store.getState().addAttachment(file('b.txt', 401));
    expect(store.getState().attachmentsError).toBe('Fichiers trop volumineux : 1000 o au total au plus.');
    await store.getState().addAttachment(file('b.txt', 400));
    await store.getState().addAttachment(file('c.txt', 1));
    expect(store.getState().attachmentsError).toBe('Trop de fichiers : une note en contient au plus 2.');
    expect(store.getState().attachments.map((f) => f.name)).toEqual(['a.txt', 'b.txt']);
    store.getState().removeAttachment(0);
    expect(store.getState().attachments.map((f) => f.name)).toEqual(['b.txt']);
    expect(store.getState().attachmentsError).toBeNull();
  });

  it('lists files in the order chosen, even while the limits are on their way', async () => {
    const api = Object.assign(createMemoryNotesApi(), { files: createMemoryFilesApi() });
    const { store } = setup(api);
    await Promise.all(['1', '2', '3'].map((name) => store.getState().addAttachment(file(name, 1))));
    expect(store.getState().attachments.map((f) => f.name)).toEqual(['1', '2', '3']);
  });

  it('creates a note with files; its reader gets their names and bytes back', async () => {
    const api = Object.assign(createMemoryNotesApi(), { files: createMemoryFilesApi() });
    const { store } = setup(api);
    store.getState().setDraft('avec pièce jointe');
    const sent = file('rapport.pdf', 70_000);
    await store.getState().addAttachment(sent);
    await store.getState().create();
    const created = store.getState().mode;
    if (created.kind !== 'created') throw new Error('not created');
    expect(store.getState().attachments).toEqual([]);
    const reader = setup(api, created.link).store;
    await reader.getState().init();
    await reader.getState().confirmRead();
    const read = reader.getState().mode;
    if (read.kind !== 'read') throw new Error('not read');
    expect(read.files?.files.map(({ name, size }) => ({ name, size }))).toEqual([
      { name: 'rapport.pdf', size: 70_000 },
    ]);
    const blob = await reader.getState().downloadAttachment(0);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array(await sent.arrayBuffer()));
  });

  it('formats sizes in French units', () => {
    expect([formatBytes(999), formatBytes(1536), formatBytes(10 * 1024 * 1024)]).toEqual([
      '999 o',
      '1,5 Ko',
      '10 Mo',
    ]);
  });
});
