import type { Meta, StoryObj } from '@storybook/react-vite';
import { CliAppPage } from './CliAppPage';
import { createCliStore } from './store';

const meta = {
  title: 'Pages/CLI Tool',
  component: CliAppPage,
} satisfies Meta<typeof CliAppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A store that has already run these commands, as if typed one after the other. */
const afterCommands = (...commands: string[]) => {
  const store = createCliStore();
  for (const command of commands) store.getState().execute(command);
  return store;
};

export const Welcome: Story = { args: { store: createCliStore() } };

export const Help: Story = { args: { store: afterCommands('help') } };

export const BuildAndTest: Story = { args: { store: afterCommands('build', 'test') } };

export const UnknownCommand: Story = { args: { store: afterCommands('deploy --force', 'frobnicate') } };

export const Cleared: Story = { args: { store: afterCommands('--version', 'clear') } };
