import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrScanner } from './QrScanner';

const meta = {
  title: 'Pages/QR Generator/Scanner',
  component: QrScanner,
} satisfies Meta<typeof QrScanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On its own, as another app would use it: results are reported through onResult. */
export const Alone: Story = { args: { onResult: () => undefined } };

export const InSpanish: Story = { args: { locale: 'es-ES', onEdit: () => undefined } };
