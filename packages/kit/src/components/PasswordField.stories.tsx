import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PasswordField } from './PasswordField';

const meta: Meta = { title: 'Kit/Password field' };
export default meta;
type Story = StoryObj;

const column = { display: 'grid', gap: 16, maxWidth: 420 } as const;

function Field(props: {
  label: string;
  initial: string;
  shown?: boolean;
  description?: string;
  error?: string;
}) {
  const [value, setValue] = useState(props.initial);
  const [shown, setShown] = useState(props.shown ?? false);
  return (
    <PasswordField
      label={props.label}
      value={value}
      onChange={setValue}
      shown={shown}
      onShownChange={setShown}
      description={props.description}
      error={props.error}
      showLabel="Show the password"
      hideLabel="Hide the password"
      autoComplete="off"
    />
  );
}

/** Hidden (the default), shown as text, and with an error under it. */
export const States: Story = {
  render: () => (
    <div style={column}>
      <Field label="Password" initial="correct horse" description="At least 12 characters." />
      <Field label="Password (shown)" initial="correct horse" shown />
      <Field label="Passphrase" initial="x" error="Too short: at least 12 characters." />
    </div>
  ),
};
