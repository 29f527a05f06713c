import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { StegoClient } from '../client';
import { CAUSES, MESSAGES } from '../core/constants';
import { note } from '../status';
import { createContentSlice } from './contentSlice';
import type { GetStego, SetStego, StegoContext } from './context';
import { contentKey } from './derived';
import { createImagesSlice, EMPTY_SLOT } from './imagesSlice';
import { createRunSlice } from './runSlice';
import type { StegoState } from './state';

/** A client whose every answer the test gives (defaults: a 10 × 10 image, 7 bytes measured). */
function fakeClient(overrides: Partial<StegoClient> = {}): StegoClient {
  return {
    probe: vi.fn(async () => ({ ok: true as const, width: 10, height: 10, preview: new Blob(['p']) })),
    measure: vi.fn(async () => ({ ok: true as const, bytes: 7 })),
    encode: vi.fn(async () => ({ ok: false as const, message: 'no' })),
    decode: vi.fn(async () => ({ ok: false as const, message: 'no' })),
    dispose: vi.fn(),
    ...overrides,
  };
}

type Slice = (set: SetStego, get: GetStego, ctx: StegoContext) => Partial<StegoState>;

/** One slice over plain values for the rest of the state: the slice is what is under test. */
function harness(slice: Slice, client: StegoClient, rest: Partial<StegoState> = {}) {
  const revoked: string[] = [];
  let urls = 0;
  const tokens = { carrier: 0, stegoImage: 0, run: 0, measure: 0 };
  const clearOutputs = vi.fn();
  const store = createStore<StegoState>()(
    (set, get) =>
      ({
        mode: 'encode',
        carrier: EMPTY_SLOT,
        stegoImage: EMPTY_SLOT,
        content: 'file',
        file: null,
        text: '',
        measured: null,
        password: '',
        status: null,
        result: null,
        recovered: null,
        ...rest,
        ...slice(set, get, {
          client,
          tokens,
          clearOutputs,
          createObjectURL: () => `blob:${++urls}`,
          revokeObjectURL: (url) => revoked.push(url),
          warmKey: (key) => `${key}:${tokens[key]}`,
        }),
      }) as StegoState,
  );
  return { store, s: () => store.getState(), revoked, clearOutputs, tokens };
}

const png = (name = 'a.png') => new File(['x'], name, { type: 'image/png' });

describe('images slice', () => {
  it('reads a chosen image into the current mode’s slot, and refuses a file that is not an image', async () => {
    const client = fakeClient();
    const { s, clearOutputs } = harness(createImagesSlice, client);
    await s().setImage(png());
    expect(s().carrier).toMatchObject({ url: 'blob:1', info: { width: 10, height: 10 }, error: null });
    expect(client.probe).toHaveBeenCalledWith(expect.any(File), { key: 'carrier:1', read: 'pixels' });
    await s().setImage(new File(['t'], 'notes.txt', { type: 'text/plain' }));
    expect(s().carrier.error).toEqual(note(MESSAGES.invalidImage));
    expect(s().stegoImage).toBe(EMPTY_SLOT);
    expect(clearOutputs).toHaveBeenCalledTimes(2);
  });

  it('keeps only the latest choice when an earlier read answers late, and frees the replaced preview', async () => {
    let answerFirst: (value: Awaited<ReturnType<StegoClient['probe']>>) => void = () => {};
    const probe = vi
      .fn<StegoClient['probe']>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValue({ ok: true, width: 4, height: 4 });
    const { s, revoked } = harness(createImagesSlice, fakeClient({ probe }), { mode: 'decode' });
    const first = s().setImage(png('first.png'));
    await s().setImage(png('second.png'));
    answerFirst({ ok: true, width: 99, height: 99, preview: new Blob(['p']) });
    await first;
    expect(s().stegoImage).toMatchObject({ file: { name: 'second.png' }, info: { width: 4 } });
    await s().setStegoImage(null);
    expect(s().stegoImage).toBe(EMPTY_SLOT);
    expect(revoked).toEqual([]);
  });
});

describe('content slice', () => {
  it('measures what would be hidden and keeps the measure under that content’s key', async () => {
    const client = fakeClient();
    const { s } = harness(createContentSlice, client);
    s().setContent('message');
    s().setText('hello');
    await vi.waitFor(() => expect(s().measured).toEqual({ key: contentKey(s()), bytes: 7 }));
    expect(client.measure).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: true, contentKey: 'm:hello' }),
    );
  });

  it('falls back to the size before compression when the worker cannot measure', async () => {
    const measure = vi.fn(async () => ({ ok: false as const, message: 'no' }));
    const { s } = harness(createContentSlice, fakeClient({ measure }));
    s().setFile(new File([new Uint8Array(100)], 'a.bin'));
    await vi.waitFor(() => expect(s().measured?.bytes).toBeGreaterThan(100));
  });

  it('changes the password and its visibility without clearing the outcome', () => {
    const { s, clearOutputs } = harness(createContentSlice, fakeClient());
    s().setPassword('secret');
    s().toggleShowPassword();
    expect([s().password, s().showPassword]).toEqual(['secret', true]);
    expect(clearOutputs).not.toHaveBeenCalled();
  });
});

describe('run slice', () => {
  const ready = { file: null, url: null, error: null, info: { width: 10, height: 10, capacity: 1000 } };

  it('decodes the chosen image and shows a typed message as text', async () => {
    const decode = vi.fn<StegoClient['decode']>(async (_input, onProgress) => {
      onProgress(150);
      return { ok: true, name: 'm.txt', type: 'text/plain', bytes: new Blob(['hi']), message: true };
    });
    const { s } = harness(createRunSlice, fakeClient({ decode }), {
      stegoImage: { ...ready, file: png() },
    });
    s().setMode('decode');
    await s().run();
    expect(s()).toMatchObject({ busy: false, progress: 100, recovered: { message: 'hi', size: 2 } });
    expect(s().status?.text).toBe(CAUSES.decodeMessageDone);
  });

  it('refuses to run with the reason when an input is missing', async () => {
    const client = fakeClient();
    const { s } = harness(createRunSlice, client);
    await s().run();
    expect(s().status).toEqual(note(MESSAGES.missingInputs));
    expect(client.encode).not.toHaveBeenCalled();
  });

  it('drops the running job’s outcome when the mode changes, and ends everything on dispose', async () => {
    let answer: (value: Awaited<ReturnType<StegoClient['decode']>>) => void = () => {};
    const client = fakeClient({ decode: () => new Promise((resolve) => (answer = resolve)) });
    const { s, tokens } = harness(createRunSlice, client, { stegoImage: { ...ready, file: png() } });
    s().setMode('decode');
    const running = s().run();
    expect(s().busy).toBe(true);
    s().setMode('encode');
    answer({ ok: true, name: 'f', type: '', bytes: new Blob(['x']), message: false });
    await running;
    expect([s().busy, s().recovered]).toEqual([false, null]);
    s().dispose();
    expect(tokens).toEqual({ carrier: 1, stegoImage: 1, run: 3, measure: 1 });
    expect(client.dispose).toHaveBeenCalled();
  });
});
