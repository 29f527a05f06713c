import { afterClicking } from '@demos/kit/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ElectrumxPage } from './ElectrumxPage';

const meta = {
  title: 'Pages/ElectrumX Install',
  component: ElectrumxPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ElectrumxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Usage steps, the installer with Copy and Download, and its parameters. */
export const Default: Story = {};

/** Right after Copy: the button reads Copied! for 2 s. */
export const Copied: Story = afterClicking('button', 'Copy');
