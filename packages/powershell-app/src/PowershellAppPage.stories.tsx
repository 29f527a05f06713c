import { frozenRun } from '@demos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PowershellAppPage } from './PowershellAppPage';
import { createPowerShellStore } from './store';

const meta = {
  title: 'Pages/PowerShell',
  component: PowershellAppPage,
} satisfies Meta<typeof PowershellAppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A store frozen `ms` into an audit. */
const runFor = frozenRun({
  create: createPowerShellStore,
  start: (store) => store.getState().runAudit(),
  seed: 12,
});

export const Idle: Story = { args: {} };
export const Running: Story = { args: { store: runFor(1500) } };
export const Done: Story = { args: { store: runFor(3200) } };
