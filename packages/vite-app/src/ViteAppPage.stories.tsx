import { createManualClock, seededRandom } from '@demos/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createViteStore } from './store';
import { ViteAppPage } from './ViteAppPage';

const meta = {
  title: 'Pages/Vite Project',
  component: ViteAppPage,
} satisfies Meta<typeof ViteAppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A store frozen `ms` after `setup`, so the story shows one moment of the simulation. */
function frozen(setup: (store: ReturnType<typeof createViteStore>) => void, ms: number) {
  const clock = createManualClock();
  const store = createViteStore({ clock, random: seededRandom(42) });
  setup(store);
  clock.advance(ms);
  return store;
}

export const Idle: Story = { args: {} };

export const Building: Story = {
  args: { store: frozen((s) => s.getState().runBuild(), 1700) },
};

export const Built: Story = {
  args: { store: frozen((s) => s.getState().runBuild(), 2140) },
};

export const DevServerWithHmr: Story = {
  args: { store: frozen((s) => s.getState().toggleDevServer(), 15_000) },
};
