import { expect } from '@playwright/test';
import { encode } from 'fast-png';
import { defineFirstAction } from '../../../tooling/playwright/firstAction.ts';

/** A 300 × 250 grey PNG: a carrier with room for 28,125 bytes. */
const carrier = () =>
  Buffer.from(
    encode({ width: 300, height: 250, channels: 3, data: new Uint8Array(300 * 250 * 3).fill(128) }),
  );

export default defineFirstAction({
  path: '/steganography',
  description: 'a carrier image chosen at once is read',
  act: (page) =>
    page
      .getByLabel('Image porteuse')
      .setInputFiles({ name: 'carrier.png', mimeType: 'image/png', buffer: carrier() }),
  verify: (page) => expect(page.getByText('300 × 250 px')).toBeVisible(),
});
