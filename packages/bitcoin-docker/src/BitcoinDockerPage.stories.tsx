import { afterClicking } from '@demos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BitcoinDockerPage } from './BitcoinDockerPage';

const meta = {
  title: 'Pages/Bitcoin Node & Indexer',
  component: BitcoinDockerPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BitcoinDockerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Docker Compose tab (the default). */
export const ComposeFile: Story = {};

/** The management script tab. */
export const ManagementScript: Story = afterClicking('tab', 'Script Gestion');

/** Requirements and deployment steps. */
export const Instructions: Story = afterClicking('tab', 'Instructions');
