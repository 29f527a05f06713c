import type { Meta, StoryObj } from '@storybook/react-vite';
import { PortfolioPage } from './PortfolioPage';

const meta = {
  title: 'Pages/Portfolio Site',
  component: PortfolioPage,
} satisfies Meta<typeof PortfolioPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const About: Story = { args: {} };
export const Projects: Story = { args: { defaultTab: 'projects' } };
export const Skills: Story = { args: { defaultTab: 'skills' } };
export const Contact: Story = { args: { defaultTab: 'contact' } };
