import type { Meta, StoryObj } from '@storybook/react-vite';
import { PythonAppPage } from './PythonAppPage';

const meta = {
  title: 'Python app/Page',
  component: PythonAppPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PythonAppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole write-up: rules, features, sample log and disclaimer. */
export const Default: Story = {};
