import { frozenRun } from '@demos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createViteStore } from './store';
import { ViteAppPage } from './ViteAppPage';

const meta = {
  title: 'Pages/Vite Project',
  component: ViteAppPage,
} satisfies Meta<typeof ViteAppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stores frozen `ms` into a build or into a dev server session. */
const buildAt = frozenRun({
  create: createViteStore,
  start: (store) => store.getState().runBuild(),
  seed: 42,
});
const devServerAt = frozenRun({
  create: createViteStore,
  start: (store) => store.getState().toggleDevServer(),
  seed: 42,
});

export const Idle: Story = { args: {} };

export const Building: Story = {
  args: { store: buildAt(1700) },
};

export const Built: Story = {
  args: { store: buildAt(2140) },
};

export const DevServerWithHmr: Story = {
  args: { store: devServerAt(15_000) },
};
