import { createManualClock, seededRandom } from '@demos/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { GoAppPage } from './GoAppPage';
import { createGoStore } from './store';

const meta = {
  title: 'Pages/Go Application',
  component: GoAppPage,
} satisfies Meta<typeof GoAppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A store frozen `ms` after `setup`, so the story shows one moment of the simulation. */
function frozen(setup: (store: ReturnType<typeof createGoStore>) => void, ms: number) {
  const clock = createManualClock();
  const store = createGoStore({ clock, random: seededRandom(8) });
  setup(store);
  clock.advance(ms);
  return store;
}

export const Stopped: Story = { args: {} };

export const RunningWithTraffic: Story = {
  args: { store: frozen((s) => s.getState().start(), 20_000) },
};

/** After a long run the log holds only the 15 newest requests; the server is then stopped. */
export const FullLogThenStopped: Story = {
  args: {
    store: (() => {
      const store = frozen((s) => {
        s.getState().start();
        for (let i = 0; i < 18; i++) s.getState().sendRequest();
      }, 10_000);
      store.getState().stop();
      return store;
    })(),
  },
};
