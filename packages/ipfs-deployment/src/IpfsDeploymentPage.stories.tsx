import { seededRandom } from '@demos/kit';
import { afterClicking } from '@demos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IpfsDeploymentPage } from './IpfsDeploymentPage';
import { createDeployStore } from './store';

const meta = {
  title: 'Pages/IPFS Deployment',
  component: IpfsDeploymentPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IpfsDeploymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a run. */
export const Idle: Story = {};

/** A run in progress: the button is disabled with a spinner. */
export const Running: Story = afterClicking('button', 'Run Simulation', {
  args: { store: createDeployStore({ random: seededRandom(5) }) },
});

/** After a run: deployment info and gateway links. */
export const Deployed: Story = {
  args: { store: createDeployStore({ random: seededRandom(9), clock: { ...instantClock() } }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Run Simulation' }));
    await canvas.findByText('Deployment info');
  },
};

/** A clock whose timeouts fire on the next tick, so the story reaches the end at once. */
function instantClock() {
  return {
    now: () => Date.parse('2026-03-01T10:00:00Z'),
    setTimeout: (callback: () => void) => setTimeout(callback, 0),
    clearTimeout: (id: ReturnType<typeof setTimeout> | undefined) => clearTimeout(id),
    setInterval: (callback: () => void, ms: number) => setInterval(callback, ms),
    clearInterval: (id: ReturnType<typeof setInterval> | undefined) => clearInterval(id),
  };
}
