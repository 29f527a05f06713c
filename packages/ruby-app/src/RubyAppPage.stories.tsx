import { frozenRun } from '@demos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RubyAppPage } from './RubyAppPage';
import { createRubyStore } from './store';

const meta = {
  title: 'Pages/Ruby Data Processor',
  component: RubyAppPage,
} satisfies Meta<typeof RubyAppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A store frozen `ms` into a run. */
const runFor = frozenRun({ create: createRubyStore, start: (store) => store.getState().run() });

export const Idle: Story = { args: {} };
export const Running: Story = { args: { store: runFor(3000) } };
export const Done: Story = { args: { store: runFor(7000) } };
export const WithCode: Story = { args: { defaultShowCode: true } };
