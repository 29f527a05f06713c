import { frozenRun } from '@demos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BashAppPage } from './BashAppPage';
import { createBashStore } from './store';

const meta = {
  title: 'Pages/Bash Script',
  component: BashAppPage,
} satisfies Meta<typeof BashAppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A store frozen `ms` into a deployment. */
const runFor = frozenRun({ create: createBashStore, start: (store) => store.getState().run(), seed: 21 });

export const Idle: Story = { args: {} };
export const Running: Story = { args: { store: runFor(4500) } };
export const Done: Story = { args: { store: runFor(10_000) } };
