import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createInProcessClient } from './client';
import { MESSAGES } from './core/constants';
import { encodeRgbaToPng } from './core/png';
import { pseudoRandomBytes, randomImage } from './core/testing';
import { SteganographyPage, statusTone } from './SteganographyPage';
import { canRun, createStegoStore } from './store';

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

describe('statusTone', () => {
  it('is red with Erreur, green with terminé, otherwise blue', () => {
    expect(statusTone(MESSAGES.invalidLength)).toBe('danger');
    expect(statusTone(MESSAGES.encodeDone)).toBe('success');
    expect(statusTone(MESSAGES.decodeDone)).toBe('success');
    expect(statusTone('Encodage en cours…')).toBe('info');
  });
});

describe('store', () => {
  it('enables the action only with the required inputs and not while busy', () => {
    const image = pngFile(4, 4);
    expect(canRun({ busy: false, image: null, file: null, mode: 'decode' })).toBe(false);
    expect(canRun({ busy: false, image, file: null, mode: 'decode' })).toBe(true);
    expect(canRun({ busy: false, image, file: null, mode: 'encode' })).toBe(false);
    expect(canRun({ busy: false, image, file: image, mode: 'encode' })).toBe(true);
    expect(canRun({ busy: true, image, file: image, mode: 'encode' })).toBe(false);
  });

  it('encodes, then decodes the produced PNG to the same bytes; switching mode clears outputs', async () => {
    const { store } = await setup();
    const s = () => store.getState();
    await s().setImage(pngFile(64, 64));
    expect(s().imageInfo).toEqual({ width: 64, height: 64, capacity: 1536 });
    const secret = pseudoRandomBytes(700, 3);
    s().setFile(new File([secret as BlobPart], 'clé.bin', { type: 'application/octet-stream' }));
    s().setPassword('pw');
    await s().run();
    expect(s().message).toBe(MESSAGES.encodeDone);
    expect(s().progress).toBe(100);
    const result = s().result;
    expect(result?.fileName).toBe('carrier_encoded.png');
    s().setMode('decode');
    expect(s().message).toBe('');
    expect(s().result).toBeNull();
    await s().setImage(new File([result?.blob as Blob], 'carrier_encoded.png', { type: 'image/png' }));
    await s().run();
    expect(s().message).toBe(MESSAGES.decodeDone);
    const recovered = s().recovered;
    if (!recovered) throw new Error('nothing recovered');
    expect(recovered.name).toBe('clé.bin');
    expect(new Uint8Array(await recovered.blob.arrayBuffer())).toEqual(secret);
    s().setPassword('wrong');
    await s().run();
    expect(s().message).toBe(MESSAGES.undecodable);
    expect(s().recovered).toBeNull();
    s().setMode('encode');
    expect(s().recovered).toBeNull();
    expect(s().message).toBe('');
  });

  it('reports a too-small image with the real numbers, and refuses non-images', async () => {
    const { store } = await setup();
    const s = () => store.getState();
    await s().setImage(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(s().message).toBe(MESSAGES.invalidImage);
    expect(s().image).toBeNull();
    await s().setImage(pngFile(4, 4));
    s().setFile(new File([new Uint8Array(10)], 'a.bin', { type: '' }));
    await s().run();
    // {"filename":"a.bin","size":10,"type":""} is 40 bytes: 4 + 40 + 1 + 10 = 55; 16 px × 3 bits = 6 bytes.
    expect(s().message).toBe(MESSAGES.tooSmall(55, 6));
    s().setMode('decode');
    await s().run();
    expect(s().message).toBe(MESSAGES.invalidLength);
  });

  it('gives the spec message when inputs are missing', async () => {
    const { store } = await setup();
    await store.getState().run();
    expect(store.getState().message).toBe(MESSAGES.missingInputs);
    store.getState().setMode('decode');
    await store.getState().run();
    expect(store.getState().message).toBe(MESSAGES.missingImage);
  });
});

describe('SteganographyPage', () => {
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
      target: { files: [new File([new Uint8Array(500)], 'big.bin', { type: '' })] },
    });
    await waitFor(() => expect(screen.getByText(/trop grand/)).toBeTruthy());
    expect((screen.getByRole('button', { name: /Cacher le fichier/ }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    await user.click(screen.getByRole('button', { name: /Cacher le fichier/ }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain("Erreur: L'image est trop petite."),
    );
    await user.click(screen.getByRole('tab', { name: 'Décoder' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText('Fichier à cacher')).toBeNull();
  });
});
