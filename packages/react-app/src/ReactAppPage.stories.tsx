import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReactAppPage } from './ReactAppPage';
import { createTeamStore } from './store';

const meta = {
  title: 'Pages/Web App',
  component: ReactAppPage,
  args: { storage: null },
} satisfies Meta<typeof ReactAppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SampleTeam: Story = { args: { store: createTeamStore() } };
export const EmptyTeam: Story = { args: { store: createTeamStore([]) } };

/** The form after a submit with nothing filled in: every field shows its message. */
export const ValidationErrors: Story = {
  args: { store: createTeamStore() },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  },
};
