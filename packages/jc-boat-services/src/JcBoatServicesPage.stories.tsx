import type { Meta, StoryObj } from '@storybook/react-vite';
import { JcBoatServicesPage } from './JcBoatServicesPage';

const meta = {
  title: 'Pages/Boat Services',
  component: JcBoatServicesPage,
} satisfies Meta<typeof JcBoatServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The configured site (offline, the fallback appears after the timeout). */
export const Default: Story = {};

/** The fallback link, shown at once. */
export const Unreachable: Story = { args: { siteUrl: 'https://unreachable.invalid/', loadTimeoutMs: 0 } };

export const InvalidUrl: Story = { args: { siteUrl: 'javascript:alert(1)' } };
