import { afterClicking } from '@demos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { KaliDockerPage } from './KaliDockerPage';

const meta = {
  title: 'Pages/Kali Docker Deploy',
  component: KaliDockerPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof KaliDockerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The script tab, with Copy Script and Download. */
export const Script: Story = {};

/** The documentation tab opened. */
export const Documentation: Story = afterClicking('tab', 'Documentation');
