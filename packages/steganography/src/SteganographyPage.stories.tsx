import type { Meta, StoryObj } from '@storybook/react-vite';
import { createInProcessClient, type StegoClient } from './client';
import { MESSAGES } from './core/constants';
import { ENCODING } from './messages';
import { SteganographyPage } from './SteganographyPage';
import { failure, note, success } from './status';
import { createStegoStore, type StegoState } from './store';

const meta = {
  title: 'Pages/Steganography',
  component: SteganographyPage,
} satisfies Meta<typeof SteganographyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Runs the real logic in-process (no worker), so stories work in any Storybook host. */
function inProcessClient(): StegoClient {
  const ready = createInProcessClient();
  return {
    probe: async (image, warm) => (await ready).probe(image, warm),
    measure: async (input) => (await ready).measure(input),
    encode: async (input, onProgress) => (await ready).encode(input, onProgress),
    decode: async (input, onProgress) => (await ready).decode(input, onProgress),
    dispose: () => {},
  };
}

function storeWith(state: Partial<StegoState>) {
  const store = createStegoStore({ client: inProcessClient() });
  store.setState(state);
  return store;
}

const carrier = new File([new Uint8Array(16)], 'vacances.png', { type: 'image/png' });
const secret = new File([new Uint8Array(48_213)], 'contrat.pdf', { type: 'application/pdf' });

/** The Web Worker in the page, as on the site. */
export const Encode: Story = { args: {} };

export const Busy: Story = {
  args: {
    store: storeWith({
      carrier: {
        file: carrier,
        url: null,
        error: null,
        info: { width: 1920, height: 1080, capacity: 777_600 },
      },
      file: secret,
      busy: true,
      progress: 42,
      status: note(ENCODING.encode),
    }),
  },
};

export const TooSmall: Story = {
  args: {
    store: storeWith({
      carrier: { file: carrier, url: null, error: null, info: { width: 64, height: 64, capacity: 1_536 } },
      file: secret,
      status: failure(MESSAGES.tooSmall(48_281, 1_536)),
    }),
  },
};

export const WrongPassword: Story = {
  args: {
    store: storeWith({
      mode: 'decode',
      stegoImage: {
        file: carrier,
        url: null,
        error: null,
        info: { width: 1920, height: 1080, capacity: 777_600 },
      },
      password: 'mauvais',
      status: failure(MESSAGES.undecodable),
    }),
  },
};

export const Recovered: Story = {
  args: {
    store: storeWith({
      mode: 'decode',
      stegoImage: {
        file: carrier,
        url: null,
        error: null,
        info: { width: 1920, height: 1080, capacity: 777_600 },
      },
      progress: 100,
      status: success(MESSAGES.decodeDone),
      recovered: {
        blob: secret,
        name: 'contrat.pdf',
        type: 'application/pdf',
        size: secret.size,
        message: null,
      },
    }),
  },
};
