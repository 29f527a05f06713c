import type { Meta, StoryObj } from '@storybook/react-vite';
import { LockKeyhole, Send } from 'lucide-react';
import { Button } from './Button';
import { Spinner } from './Spinner';

const meta: Meta = { title: 'Kit/Busy' };
export default meta;
type Story = StoryObj;

const row = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } as const;

/** A button with its icon, the same button busy (spinner in the icon's place, disabled), and spinners. */
export const ButtonsAndSpinners: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={row}>
        <Button icon={LockKeyhole}>Encrypt</Button>
        <Button icon={LockKeyhole} busy>
          Encrypting…
        </Button>
        <Button variant="secondary" icon={Send}>
          Send
        </Button>
        <Button variant="secondary" icon={Send} busy>
          Sending…
        </Button>
        <Button variant="outline" size="lg" icon={Send} iconSize={18}>
          Large
        </Button>
      </div>
      <div style={row}>
        <Spinner size={14} />
        <Spinner />
        <Spinner size={22} />
        <Spinner size={28} />
      </div>
    </div>
  ),
};
