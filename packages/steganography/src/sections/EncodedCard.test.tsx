import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInProcessClient } from '../client';
import { encodeRgbaToPng } from '../core/png';
import { pseudoRandomBytes, randomImage } from '../core/testing';
import { createStegoStore } from '../store';
import { EncodedCard } from './EncodedCard';

function pngFile(width: number, height: number): File {
  const png = encodeRgbaToPng(randomImage(width, height, 42, 160));
  return new File([png as BlobPart], 'carrier.png', { type: 'image/png' });
}

describe('EncodedCard', () => {
  it('is titled by what it shows: the carrier before encoding, the encoded image after', async () => {
    const client = await createInProcessClient({ iterations: 1_000 });
    let n = 0;
    const store = createStegoStore({
      client,
      createObjectURL: () => `blob:test/${++n}`,
      revokeObjectURL: () => {},
    });
    render(<EncodedCard store={store} />);
    expect(screen.getByRole('heading', { name: 'Aperçu de la porteuse' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Image encodée' })).toBeNull();
    await act(async () => {
      await store.getState().setImage(pngFile(64, 64));
    });
    // A carrier chosen, nothing encoded yet: still the carrier's preview.
    expect(screen.getByRole('heading', { name: 'Aperçu de la porteuse' })).toBeTruthy();
    await act(async () => {
      store.getState().setFile(new File([pseudoRandomBytes(100, 4) as BlobPart], 'a.bin', { type: '' }));
      await store.getState().run();
    });
    expect(await screen.findByRole('heading', { name: 'Image encodée' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Aperçu de la porteuse' })).toBeNull();
  });
});
