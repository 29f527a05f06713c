import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StegoClient } from './client';
import { createInProcessClient } from './client';
import { CAUSES, MESSAGES } from './core/constants';
import { tooLargeDetail } from './core/limits';
import { payloadSize } from './core/payload';
import { encodeRgbaToPng } from './core/png';
import { pseudoRandomBytes, randomImage } from './core/testing';
import { ENCODING, MISSING_MESSAGE } from './messages';
import { SteganographyPage } from './SteganographyPage';
import { failure, note, type Status } from './status';
import {
  blockReason,
  canRun,
  contentKey,
  createStegoStore,
  type ImageSlot,
  neededBytes,
  type StegoState,
} from './store';

function pngFile(width: number, height: number, name = 'carrier.png'): File {
  const png = encodeRgbaToPng(randomImage(width, height, 42, 160));
  return new File([png as BlobPart], name, { type: 'image/png' });
}

async function setup() {
  const client = await createInProcessClient({ iterations: 1_000 });
  let n = 0;
  const store = createStegoStore({
    client,
    createObjectURL: () => `blob:test/${++n}`,
    revokeObjectURL: () => {},
  });
  return { store, user: userEvent.setup() };
}

describe('status', () => {
  // The spec's rule is written on the words (§4: red with Erreur, green with terminé, otherwise
  // blue); the page never reads them, so every status it can show is checked against the rule.
  const specTone = (text: string) =>
    text.includes('Erreur') ? 'danger' : text.includes('terminé') ? 'success' : 'info';

  it('gives each message of the catalogue the tone the spec gives its words', async () => {
    const { store } = await setup();
    const s = () => store.getState();
    const seen: Status[] = [];
    store.subscribe((state) => {
      if (state.status) seen.push(state.status);
    });
    const reasons = (): Status[] => [blockReason(s())].filter((r): r is Status => r !== null);
    seen.push(...reasons()); // nothing chosen
    await s().run();
    s().setContent('message');
    seen.push(...reasons());
    s().setContent('file');
    await s().setImage(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    seen.push(...reasons());
    await s().setImage(pngFile(4, 4));
    s().setFile(new File([new Uint8Array(10)], 'a.bin', { type: '' }));
    await waitFor(() => expect(s().measured).not.toBeNull());
    seen.push(...reasons());
    await s().run();
    await s().setImage(pngFile(64, 64));
    await s().run();
    s().setMode('decode');
    seen.push(...reasons());
    await s().setImage(pngFile(64, 64));
    await s().run();
    const tones = new Set(seen.map((status) => status.tone));
    expect(tones).toEqual(new Set(['danger', 'success', 'info']));
    for (const status of seen) expect(status.tone, status.text).toBe(specTone(status.text));
    expect(seen.map((status) => status.text)).toEqual(
      expect.arrayContaining([
        MISSING_MESSAGE,
        MESSAGES.missingInputs,
        MESSAGES.invalidImage,
        MESSAGES.encodeDone,
      ]),
    );
  });
});

describe('store', () => {
  it('enables the action only with the required inputs and not while busy', () => {
    const image = pngFile(4, 4);
    const empty: ImageSlot = { file: null, url: null, info: null, error: null };
    const ready: ImageSlot = {
      file: image,
      url: null,
      info: { width: 40, height: 40, capacity: 600 },
      error: null,
    };
    const measured = { key: contentKey({ content: 'file', file: image, text: '' }) as string, bytes: 100 };
    const base = {
      busy: false,
      password: '',
      carrier: empty,
      stegoImage: empty,
      file: null,
      content: 'file' as const,
      text: '',
      measured,
    };
    const state = (patch: Partial<StegoState>) => ({ ...base, mode: 'encode' as const, ...patch });
    expect(canRun(state({ mode: 'decode' }))).toBe(false);
    expect(canRun(state({ mode: 'decode', stegoImage: ready }))).toBe(true);
    expect(canRun(state({ carrier: ready }))).toBe(false);
    expect(canRun(state({ carrier: ready, file: image }))).toBe(true);
    expect(canRun(state({ carrier: ready, file: image, busy: true }))).toBe(false);
    // While the content's size is being measured, the action waits.
    expect(canRun(state({ carrier: ready, file: image, measured: null }))).toBe(false);
    // While the image's size is being read, the action waits.
    expect(canRun(state({ carrier: { ...ready, info: null }, file: image }))).toBe(false);
  });

  it('encodes, then decodes the produced PNG to the same bytes; switching mode clears outputs', async () => {
    const { store } = await setup();
    const s = () => store.getState();
    await s().setImage(pngFile(64, 64));
    expect(s().carrier.info).toEqual({ width: 64, height: 64, capacity: 1536 });
    const secret = pseudoRandomBytes(700, 3);
    s().setFile(new File([secret as BlobPart], 'clé.bin', { type: 'application/octet-stream' }));
    s().setPassword('pw');
    await s().run();
    expect(s().status?.text).toBe(MESSAGES.encodeDone);
    expect(s().progress).toBe(100);
    const result = s().result;
    expect(result?.fileName).toBe('carrier_encoded.png');
    s().setMode('decode');
    expect(s().status).toBeNull();
    expect(s().result).toBeNull();
    await s().setImage(new File([result?.blob as Blob], 'carrier_encoded.png', { type: 'image/png' }));
    await s().run();
    expect(s().status?.text).toBe(MESSAGES.decodeDone);
    const recovered = s().recovered;
    if (!recovered) throw new Error('nothing recovered');
    expect(recovered.name).toBe('clé.bin');
    expect(new Uint8Array(await recovered.blob.arrayBuffer())).toEqual(secret);
    s().setPassword('wrong');
    await s().run();
    expect(s().status?.text).toBe(CAUSES.wrongPassword);
    expect(s().recovered).toBeNull();
    s().setMode('encode');
    expect(s().recovered).toBeNull();
    expect(s().status).toBeNull();
  });

  it('reports a too-small image with the real numbers, and refuses non-images', async () => {
    const { store } = await setup();
    const s = () => store.getState();
    await s().setImage(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(blockReason(s())).toEqual(note(MESSAGES.invalidImage));
    expect(s().carrier.info).toBeNull();
    await s().setImage(pngFile(4, 4));
    s().setFile(new File([new Uint8Array(10)], 'a.bin', { type: '' }));
    await waitFor(() => expect(s().measured).not.toBeNull());
    // Known before pressing, and the same when run: 16 px × 3 bits = 6 bytes.
    const needed = neededBytes(s()) as number;
    expect(blockReason(s())).toEqual(failure(MESSAGES.tooSmall(needed, 6)));
    await s().run();
    expect(s().status?.text).toBe(MESSAGES.tooSmall(needed, 6));
    s().setMode('decode');
    await s().setImage(pngFile(64, 64));
    await s().run();
    expect(s().status?.text).toBe(MESSAGES.invalidLength);
  });

  it('gives the spec message when inputs are missing', async () => {
    const { store } = await setup();
    await store.getState().run();
    expect(store.getState().status?.text).toBe(MESSAGES.missingInputs);
    store.getState().setMode('decode');
    await store.getState().run();
    expect(store.getState().status?.text).toBe(MESSAGES.missingImage);
  });
});

describe('SteganographyPage', () => {
  it('while a job runs, the other mode cannot be chosen (its outcome would be lost), then can', async () => {
    const { store, user } = await setup();
    render(<SteganographyPage store={store} />);
    const decodeTab = screen.getByRole('tab', { name: 'Décoder' });
    act(() => store.setState({ busy: true, status: note(ENCODING.encode) }));
    expect(decodeTab.getAttribute('aria-disabled')).toBe('true');
    await user.click(decodeTab);
    expect(store.getState().mode).toBe('encode');
    act(() => store.setState({ busy: false, status: null }));
    expect(decodeTab.getAttribute('aria-disabled')).not.toBe('true');
    await user.click(decodeTab);
    expect(store.getState().mode).toBe('decode');
  });

  it('opens on the mode its link names and keeps the chosen mode in the address', async () => {
    const { store, user } = await setup();
    window.history.replaceState(null, '', '/steganography?mode=decode');
    render(<SteganographyPage store={store} />);
    await waitFor(() => expect(store.getState().mode).toBe('decode'));
    expect(screen.getByRole('tab', { name: 'Décoder' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Encoder' }));
    expect(window.location.search).toBe(''); // the default mode leaves the link
    await user.click(screen.getByRole('tab', { name: 'Décoder' }));
    expect(window.location.search).toBe('?mode=decode');
  });

  it('labels every control, toggles the password and shows capacity', async () => {
    const { store, user } = await setup();
    render(<SteganographyPage store={store} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Stéganographie' })).toBeTruthy();
    const action = screen.getByRole('button', { name: /Cacher le fichier/ });
    expect((action as HTMLButtonElement).disabled).toBe(true);
    const password = screen.getByLabelText('Mot de passe (optionnel)') as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password.type).toBe('password');
    fireEvent.change(screen.getByLabelText('Image porteuse'), { target: { files: [pngFile(40, 10)] } });
    await waitFor(() => expect(screen.getByText('40 × 10 px')).toBeTruthy());
    expect(screen.getByText('150 Bytes')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Fichier à cacher'), {
      target: { files: [new File([pseudoRandomBytes(500, 1) as BlobPart], 'big.bin', { type: '' })] },
    });
    await waitFor(() => expect(screen.getByText(/trop grand/)).toBeTruthy());
    // Known before pressing: the action is disabled and says why.
    const blocked = screen.getByRole('button', { name: /Cacher le fichier/ }) as HTMLButtonElement;
    expect(blocked.disabled).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain("Erreur: L'image est trop petite."),
    );
    expect(blocked.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    await user.click(screen.getByRole('tab', { name: 'Décoder' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(
      (screen.getByLabelText('Fichier à cacher').closest('[hidden]') as HTMLElement | null)?.hidden,
    ).toBe(true);
  });
});

/** A client whose probe reports any size, to test limits without building huge images. */
function sizedClient(width: number, height: number): StegoClient {
  return {
    probe: async () => ({ ok: true, width, height }),
    measure: async (input) => ({
      ok: true,
      bytes: payloadSize({ name: input.fileName, type: input.fileType, size: input.file.size }, false, 2),
    }),
    encode: async () => ({ ok: false, message: 'not used' }),
    decode: async () => ({ ok: false, message: 'not used' }),
    dispose: () => {},
  };
}

describe('found as a user', () => {
  it('a non-image carrier keeps its reason when the file to hide is chosen next', async () => {
    const { store, user } = await setup();
    render(<SteganographyPage store={store} />);
    fireEvent.change(screen.getByLabelText('Image porteuse'), {
      target: { files: [new File(['bonjour'], 'notes.txt', { type: 'text/plain' })] },
    });
    await waitFor(() => expect(screen.getByText(MESSAGES.invalidImage)).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Fichier à cacher'), {
      target: { files: [new File([new Uint8Array(10)], 'a.bin', { type: '' })] },
    });
    await user.type(screen.getByLabelText('Mot de passe (optionnel)'), 'x');
    expect(screen.getByText(MESSAGES.invalidImage)).toBeTruthy();
    const action = screen.getByRole('button', { name: /Cacher le fichier/ }) as HTMLButtonElement;
    expect(action.disabled).toBe(true);
    // The reason goes when its input changes.
    fireEvent.change(screen.getByLabelText('Image porteuse'), { target: { files: [pngFile(64, 64)] } });
    await waitFor(() => expect(action.disabled).toBe(false));
    expect(screen.queryByText(MESSAGES.invalidImage)).toBeNull();
  });

  it("Decode starts empty and asks for its image; Encode's image stays Encode's", async () => {
    const { store, user } = await setup();
    render(<SteganographyPage store={store} />);
    fireEvent.change(screen.getByLabelText('Image porteuse'), { target: { files: [pngFile(40, 10)] } });
    await waitFor(() => expect(screen.getByText('40 × 10 px')).toBeTruthy());
    await user.click(screen.getByRole('tab', { name: 'Décoder' }));
    expect(screen.queryByText('40 × 10 px')).toBeNull();
    expect(screen.getByText(MESSAGES.missingImage)).toBeTruthy();
    const extract = screen.getByRole('button', { name: /Extraire le fichier/ }) as HTMLButtonElement;
    expect(extract.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Image à décoder'), { target: { files: [pngFile(20, 20)] } });
    await waitFor(() => expect(screen.getByText('20 × 20 px')).toBeTruthy());
    expect(extract.disabled).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Encoder' }));
    expect(screen.getByText('40 × 10 px')).toBeTruthy();
    expect(store.getState().carrier.file?.name).toBe('carrier.png');
  });

  it('a file over the 1 MB limit is refused before pressing, with the reason shown', async () => {
    const store = createStegoStore({
      client: sizedClient(4000, 3000),
      createObjectURL: () => '',
      revokeObjectURL: () => {},
    });
    render(<SteganographyPage store={store} />);
    fireEvent.change(screen.getByLabelText('Image porteuse'), { target: { files: [pngFile(2, 2)] } });
    await waitFor(() => expect(screen.getByText('4000 × 3000 px')).toBeTruthy());
    const big = new File([new Uint8Array(1_000_001)], 'gros.bin', { type: 'application/octet-stream' });
    fireEvent.change(screen.getByLabelText('Fichier à cacher'), { target: { files: [big] } });
    await waitFor(() => expect(store.getState().measured).not.toBeNull());
    const payload = (neededBytes(store.getState()) as number) - 4;
    expect(payload).toBe(
      payloadSize({ name: 'gros.bin', type: 'application/octet-stream', size: 1_000_001 }, false, 2),
    );
    const expected = MESSAGES.encodeFailed(tooLargeDetail(payload));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(expected));
    expect((screen.getByRole('button', { name: /Cacher le fichier/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    // A smaller file clears it.
    fireEvent.change(screen.getByLabelText('Fichier à cacher'), {
      target: { files: [new File([new Uint8Array(900_000)], 'ok.bin', { type: '' })] },
    });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Cacher le fichier/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('hidden messages', () => {
  it('hides a typed message with a live size, and shows the decoded text with a copy button', async () => {
    const { store, user } = await setup();
    render(<SteganographyPage store={store} />);
    fireEvent.change(screen.getByLabelText('Image porteuse'), { target: { files: [pngFile(64, 64)] } });
    await waitFor(() => expect(screen.getByText('64 × 64 px')).toBeTruthy());
    await user.click(screen.getByRole('radio', { name: 'Message' }));
    expect(screen.getByText(MISSING_MESSAGE)).toBeTruthy();
    const text = 'Rendez-vous à 8 h, quai n° 3 ✓ 🚆 '.repeat(20);
    fireEvent.change(screen.getByLabelText('Message à cacher'), { target: { value: text } });
    // Repetitive text compresses: the size shown says so, before pressing.
    await waitFor(() => expect(screen.getByText(/\(compressé\)/)).toBeTruthy());
    const hide = screen.getByRole('button', { name: /Cacher le message/ }) as HTMLButtonElement;
    await waitFor(() => expect(hide.disabled).toBe(false));
    await user.click(hide);
    await waitFor(() => expect(store.getState().status?.text).toBe(CAUSES.encodeMessageDone));
    expect(screen.getByTestId('stego-survival').textContent).toContain('À envoyer comme fichier');
    const result = store.getState().result;
    await user.click(screen.getByRole('tab', { name: 'Décoder' }));
    fireEvent.change(screen.getByLabelText('Image à décoder'), {
      target: { files: [new File([result?.blob as Blob], 'carrier_encoded.png', { type: 'image/png' })] },
    });
    const extract = screen.getByRole('button', { name: /Extraire le fichier/ }) as HTMLButtonElement;
    await waitFor(() => expect(extract.disabled).toBe(false));
    await user.click(extract);
    await waitFor(() => expect(screen.getByTestId('stego-recovered-message').textContent).toBe(text));
    expect(screen.getByRole('heading', { name: 'Message récupéré' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Copier le message/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Télécharger le fichier' })).toBeNull();
  });
});
