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

export const Created: Story = {
  render: () => (
    <PrivnotePage
      store={storeIn({
        kind: 'created',
        link: `${ORIGIN}/privnote?id=3f2b8c1e-9d4a-4c7b-8e21-5a6f0b9c2d10#Zq1y3Qq9k3G1wqS1c0l8hXn1m3M7bQ2v8Jp5tY4uR0w`,
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
      return { store: storeIn({ kind: 'confirm', id: note.id, key: note.key }, api) };
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
      })}
    />
  ),
};
