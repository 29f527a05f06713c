import type { Meta, StoryObj } from '@storybook/react-vite';
import { PortfolioAppPage } from './PortfolioAppPage';

const meta = {
  title: 'Pages/Portfolio Site',
  component: PortfolioAppPage,
} satisfies Meta<typeof PortfolioAppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = { args: {} };
export const Projects: Story = { args: { defaultTab: 'projects' } };
export const Skills: Story = { args: { defaultTab: 'skills' } };
export const Contact: Story = { args: { defaultTab: 'contact' } };
