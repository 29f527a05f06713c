import { createManualClock, seededRandom } from '@demos/kit';
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
function runFor(ms: number) {
  const clock = createManualClock();
  const store = createBashStore({ clock, random: seededRandom(21) });
  store.getState().run();
  clock.advance(ms);
  return store;
}

export const Idle: Story = { args: {} };
export const Running: Story = { args: { store: runFor(4500) } };
export const Done: Story = { args: { store: runFor(10_000) } };
