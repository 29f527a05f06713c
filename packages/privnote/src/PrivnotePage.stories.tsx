import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryNotesApi } from './core/memoryApi';
import { createSecretNote } from './core/notes';
import { PrivnotePage } from './PrivnotePage';
import { createPrivnoteStore, type PrivnoteMode } from './store';

const ORIGIN = 'https://demos.example';

/** A page over an in-memory notes API (no server), optionally in a given mode. */
function storeIn(mode?: PrivnoteMode, api = createMemoryNotesApi()) {
  const store = createPrivnoteStore({
    api,
    origin: ORIGIN,
    search: '',
    hash: '',
    replaceUrl: () => undefined,
  });
  if (mode) store.setState({ mode });
  return store;
}

const meta = {
  title: 'Pages/Secret notes',
  component: PrivnotePage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PrivnotePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Create mode: type a message and create it (stored in memory for the story). */
export const Create: Story = {
  render: () => <PrivnotePage store={storeIn()} />,
};

/** The created note: its link, a QR code on demand, and the sender's status link. */
export const Created: Story = {
  render: () => (
    <PrivnotePage
      store={storeIn({
        kind: 'created',
        link: `${ORIGIN}/privnote?id=3f2b8c1e-9d4a-4c7b-8e21-5a6f0b9c2d10#Zq1y3Qq9k3G1wqS1c0l8hXn1m3M7bQ2v8Jp5tY4uR0w`,
        statusLink: `${ORIGIN}/privnote?status=3f2b8c1e-9d4a-4c7b-8e21-5a6f0b9c2d10#pQ4m2Xv7bN1kL8sT3wY6zR0cH5jF9dG2aE7uK4iO1qM`,
        expiry: '1d',
        hasPassphrase: true,
      })}
    />
  ),
};

/** A note protected by a passphrase ("sésame" opens it; 5 wrong tries destroy it). */
export const ConfirmWithPassphrase: Story = {
  loaders: [
    async () => {
      const api = createMemoryNotesApi();
      const note = await createSecretNote(api, 'Le coffre : 4812.', ORIGIN, { passphrase: 'sésame' });
      return {
        store: storeIn({ kind: 'confirm', id: note.id, key: note.key, passphrase: true, remaining: 5 }, api),
      };
    },
  ],
  render: (_args, { loaded }) => <PrivnotePage store={loaded.store as ReturnType<typeof storeIn>} />,
};

const STATUS_ID = '3f2b8c1e-9d4a-4c7b-8e21-5a6f0b9c2d10';
const STATUS_KEY = 'pQ4m2Xv7bN1kL8sT3wY6zR0cH5jF9dG2aE7uK4iO1qM';

export const StatusUnread: Story = {
  render: () => (
    <PrivnotePage
      store={storeIn({
        kind: 'status',
        id: STATUS_ID,
        key: STATUS_KEY,
        view: { kind: 'ready', status: { state: 'unread', expiresAt: '2026-11-30T10:20:00.000Z' } },
      })}
    />
  ),
};

export const StatusRead: Story = {
  render: () => (
    <PrivnotePage
      store={storeIn({
        kind: 'status',
        id: STATUS_ID,
        key: STATUS_KEY,
        view: {
          kind: 'ready',
          status: {
            state: 'read',
            readAt: '2026-11-23T18:05:00.000Z',
            expiresAt: '2026-11-30T10:20:00.000Z',
          },
        },
      })}
    />
  ),
};

export const StatusExpired: Story = {
  render: () => (
    <PrivnotePage
      store={storeIn({
        kind: 'status',
        id: STATUS_ID,
        key: STATUS_KEY,
        view: { kind: 'ready', status: { state: 'expired', expiresAt: '2026-11-23T11:20:00.000Z' } },
      })}
    />
  ),
};

/** A link was opened: nothing is read until "Lire la note" is pressed (it works: one read only). */
export const Confirm: Story = {
  loaders: [
    async () => {
      const api = createMemoryNotesApi();
      const note = await createSecretNote(api, 'Le code du portail est 4812.', ORIGIN);
      return {
        store: storeIn({ kind: 'confirm', id: note.id, key: note.key, passphrase: false, remaining: 5 }, api),
      };
    },
  ],
  render: (_args, { loaded }) => <PrivnotePage store={loaded.store as ReturnType<typeof storeIn>} />,
};

export const Read: Story = {
  render: () => (
    <PrivnotePage
      store={storeIn({
        kind: 'read',
        text: 'Le mot de passe du Wi-Fi invité est « maison-bleue-42 ».\n<b>Ceci reste du texte, pas du HTML.</b>',
        read: 1,
        reads: 1,
      })}
    />
  ),
};

/** The second of three reads: which read it is, and that the note can still be read once. */
export const ReadSecondOfThree: Story = {
  render: () => (
    <PrivnotePage store={storeIn({ kind: 'read', text: 'Code de la porte : 4815.', read: 2, reads: 3 })} />
  ),
};

/** The sender's burn link, before the button. */
export const Burn: Story = {
  render: () => (
    <PrivnotePage
      store={storeIn({
        kind: 'burn',
        id: '3f2b8c1e-9d4a-4c7b-8e21-5a6f0b9c2d10',
        key: 'A'.repeat(43),
        view: { kind: 'ready' },
      })}
    />
  ),
};
