import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConstellationsPage } from './ConstellationsPage';
import { CONSTELLATIONS } from './core/constellations';

const meta = {
  title: 'Pages/Constellations',
  component: ConstellationsPage,
} satisfies Meta<typeof ConstellationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const OrionDetails: Story = { args: { initialSelectedId: 'orion' } };

export const ScorpiusDetails: Story = { args: { initialSelectedId: 'scorpius' } };

export const FewConstellations: Story = { args: { constellations: CONSTELLATIONS.slice(0, 4) } };
