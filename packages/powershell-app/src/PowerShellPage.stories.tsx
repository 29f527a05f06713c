import { createManualClock, seededRandom } from '@demos/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PowerShellPage } from './PowerShellPage';
import { createPowerShellStore } from './store';

const meta = {
  title: 'Pages/PowerShell',
  component: PowerShellPage,
} satisfies Meta<typeof PowerShellPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A store frozen `ms` into an audit. */
function runFor(ms: number) {
  const clock = createManualClock();
  const store = createPowerShellStore({ clock, random: seededRandom(12) });
  store.getState().runAudit();
  clock.advance(ms);
  return store;
}

export const Idle: Story = { args: {} };
export const Running: Story = { args: { store: runFor(1500) } };
export const Done: Story = { args: { store: runFor(3200) } };
