import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button';
import { Checkbox, Radio } from './Checkbox';
import { TextArea, TextField } from './Field';
import { FileDrop } from './FileDrop';
import { Select } from './Select';

const meta: Meta = { title: 'Kit/Form controls' };
export default meta;
type Story = StoryObj;

const column = { display: 'grid', gap: 16, maxWidth: 420 } as const;
const ROLES = ['Admin', 'Editor', 'Viewer'];

/** Text field, select and button side by side share one height (2.5rem). */
export const Fields: Story = {
  render: () => (
    <div style={column}>
      <TextField label="Name" placeholder="Ada Lovelace" />
      <Select label="Role" placeholder="Choose a role…" options={ROLES} defaultValue="" />
      <Select
        label="Role (invalid)"
        placeholder="Choose a role…"
        options={ROLES}
        defaultValue=""
        error="Choose a role."
      />
      <Select label="Disabled" options={ROLES} defaultValue="Editor" disabled />
      <TextArea label="Message" placeholder="Write something…" />
      <div style={{ display: 'flex', gap: 8, alignItems: 'end' }}>
        <TextField label="Search" placeholder="Name, e-mail or role" />
        <Select aria-label="Role filter" options={['All roles', ...ROLES]} />
        <Button>Add</Button>
      </div>
    </div>
  ),
};

export const Checkboxes: Story = {
  render: function Render() {
    const [done, setDone] = useState([true, false]);
    const all = done.every(Boolean);
    const some = done.some(Boolean);
    return (
      <div style={column}>
        <Checkbox
          label="All tasks"
          checked={all}
          indeterminate={some && !all}
          onChange={() => setDone(done.map(() => !all))}
        />
        {done.map((value, index) => (
          <Checkbox
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed demo list.
            key={index}
            label={`Task ${index + 1}`}
            checked={value}
            onChange={(event) => setDone(done.map((v, i) => (i === index ? event.target.checked : v)))}
          />
        ))}
        <Checkbox label="Disabled" disabled />
        <Checkbox label="Disabled, checked" disabled defaultChecked />
      </div>
    );
  },
};

export const Radios: Story = {
  render: function Render() {
    const [size, setSize] = useState('medium');
    return (
      <fieldset style={{ ...column, border: 'none', margin: 0, padding: 0 }}>
        <legend>Size</legend>
        {['small', 'medium', 'large'].map((value) => (
          <Radio
            key={value}
            name="size"
            value={value}
            label={value.charAt(0).toUpperCase() + value.slice(1)}
            checked={size === value}
            onChange={() => setSize(value)}
          />
        ))}
        <Radio name="other" label="Disabled" disabled />
      </fieldset>
    );
  },
};

export const FileDrops: Story = {
  render: () => (
    <div style={column}>
      <FileDrop label="Attachment" description="Any file up to 1 MB." />
      <FileDrop
        label="Image porteuse"
        accept="image/*"
        chooseLabel="Choisir un fichier"
        dropLabel="ou déposez-le ici"
        clearLabel="Retirer"
        file={{ name: 'vacation-photo-from-the-summer-of-2024_encoded.png', size: 1_234_567 }}
      />
      <FileDrop label="Invalid" error="This is not an image." />
      <FileDrop label="Disabled" disabled />
    </div>
  ),
};
