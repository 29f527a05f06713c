import { seededRandom, systemClock } from '@demos/kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkyPage } from './SkyPage';
import { createSkyStore } from './store';

const meta = {
  title: 'Pages/Interactive Sky',
  component: SkyPage,
} satisfies Meta<typeof SkyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const storeWith = (setup: (store: ReturnType<typeof createSkyStore>) => void) => {
  const store = createSkyStore({ clock: systemClock, random: seededRandom(42), reducedMotion: true });
  setup(store);
  return store;
};

export const Empty: Story = {};

export const StarsPlaced: Story = {
  args: {
    store: storeWith((store) => {
      for (const [x, y] of [
        [0.2, 0.3],
        [0.35, 0.55],
        [0.5, 0.4],
        [0.68, 0.62],
      ] as const)
        store.getState().placeStar(x, y);
    }),
  },
};

export const Revealed: Story = {
  args: {
    store: storeWith((store) => {
      for (const [x, y] of [
        [0.2, 0.3],
        [0.35, 0.55],
        [0.5, 0.4],
        [0.68, 0.62],
        [0.8, 0.35],
      ] as const)
        store.getState().placeStar(x, y);
      store.getState().reveal();
      store.getState().confirmName('The Kite');
    }),
  },
};

export const CompanyPreset: Story = { args: { store: storeWith((store) => store.getState().showCompany()) } };

export const ParrotPreset: Story = { args: { store: storeWith((store) => store.getState().toggleParrot()) } };
