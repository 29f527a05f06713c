import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, Radio } from './Checkbox';
import { FileDrop, formatFileSize, splitFileName } from './FileDrop';
import { Select } from './Select';

describe('Select', () => {
  it('is a labelled native select with its options, placeholder and error linked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const ref = createRef<HTMLSelectElement>();
    render(
      <Select
        ref={ref}
        label="Role"
        placeholder="Choose a role…"
        options={['Admin', { value: 'ed', label: 'Editor' }]}
        defaultValue=""
        onChange={(event) => onChange(event.target.value)}
        error="Pick a role"
      />,
    );
    const select = screen.getByLabelText('Role') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(ref.current).toBe(select);
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Choose a role…'],
      ['Admin', 'Admin'],
      ['ed', 'Editor'],
    ]);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Pick a role');
    await user.selectOptions(select, 'ed');
    expect(onChange).toHaveBeenCalledWith('ed');
  });

  it('renders bare (children as options, caller labels it) with a chevron that takes no clicks', () => {
    const { container } = render(
      <Select aria-label="Language" value="fr" onChange={() => {}}>
        <option value="en">English</option>
        <option value="fr">Français</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(select.value).toBe('fr');
    expect(container.querySelector('label')).toBe(null);
    const chevron = container.querySelector('svg');
    expect(chevron?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('Checkbox', () => {
  it('is a native checkbox with its label, toggled by clicking the label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="Buy milk" onChange={(event) => onChange(event.target.checked)} />);
    const box = screen.getByRole('checkbox', { name: 'Buy milk' }) as HTMLInputElement;
    expect(box.type).toBe('checkbox');
    await user.click(screen.getByText('Buy milk'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(box.checked).toBe(true);
  });

  it('sets the indeterminate property and says mixed', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox ref={ref} aria-label="All" indeterminate checked={false} onChange={() => {}} />);
    expect(ref.current?.indeterminate).toBe(true);
    expect(ref.current?.getAttribute('aria-checked')).toBe('mixed');
  });
});

describe('FileDrop', () => {
  const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

  it('wraps a real labelled file input and shows the chosen file with its size and a clear button', async () => {
    const user = userEvent.setup();
    const onFileChange = vi.fn();
    render(
      <FileDrop
        label="Image porteuse"
        accept="image/*"
        chooseLabel="Choisir un fichier"
        dropLabel="ou déposez-le ici"
        clearLabel="Retirer"
        onFileChange={onFileChange}
      />,
    );
    const input = screen.getByLabelText('Image porteuse') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(screen.getByText('Choisir un fichier')).toBeTruthy();
    expect(screen.getByText('ou déposez-le ici')).toBeTruthy();

    const chosen = file('vacation-photo_encoded.png', 2048);
    fireEvent.change(input, { target: { files: [chosen] } });
    expect(onFileChange).toHaveBeenLastCalledWith(chosen);
    const name = document.querySelector('[data-file-name]');
    expect(name?.getAttribute('title')).toBe('vacation-photo_encoded.png');
    expect(name?.textContent).toBe('vacation-photo_encoded.png');
    expect(screen.getByText('2.0 KB')).toBeTruthy();
    // The chosen file is part of the input's description for screen readers.
    const status = document.getElementById(
      (input.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '',
    );
    expect(status?.textContent).toContain('vacation-photo_encoded.png');

    const clear = screen.getByRole('button', { name: 'Retirer vacation-photo_encoded.png' });
    expect(clear.getAttribute('type')).toBe('button');
    await user.click(clear);
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button')).toBe(null);
  });

  it('takes a dropped file', () => {
    const onFileChange = vi.fn();
    render(<FileDrop label="File" onFileChange={onFileChange} />);
    const zone = (screen.getByLabelText('File') as HTMLInputElement).parentElement as HTMLElement;
    const dropped = file('a.bin', 10);
    fireEvent.dragEnter(zone, { dataTransfer: { files: [dropped] } });
    expect(zone.hasAttribute('data-dragging')).toBe(true);
    fireEvent.drop(zone, { dataTransfer: { files: [dropped] } });
    expect(onFileChange).toHaveBeenLastCalledWith(dropped);
    expect(zone.hasAttribute('data-dragging')).toBe(false);
    expect(zone.hasAttribute('data-file')).toBe(true);
  });

  it('marks an error on the input and shows it', () => {
    render(<FileDrop label="File" error="Erreur : pas une image" />);
    const input = screen.getByLabelText('File');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('Erreur : pas une image');
  });

  it('keeps the end of a long name (the extension) and sizes in kit units', () => {
    expect(splitFileName('vacation-photo_encoded.png')).toEqual(['vacation-photo_e', 'ncoded.png']);
    expect(splitFileName('README')).toEqual(['', 'README']);
    expect(formatFileSize(999)).toBe('999 B');
    expect(formatFileSize(1_500_000)).toBe('1.4 MB');
    expect(formatFileSize(50 * 1024)).toBe('50 KB');
  });
});

describe('Radio', () => {
  it('is a native radio chosen by its label, one checked per name', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <fieldset>
        <legend>Content</legend>
        <Radio name="content" value="file" label="Fichier" defaultChecked onChange={onChange} />
        <Radio name="content" value="message" label="Message" onChange={onChange} />
      </fieldset>,
    );
    const file = screen.getByLabelText('Fichier') as HTMLInputElement;
    const message = screen.getByLabelText('Message') as HTMLInputElement;
    expect([file.type, file.checked, message.checked]).toEqual(['radio', true, false]);
    await user.click(screen.getByText('Message'));
    expect([file.checked, message.checked]).toEqual([false, true]);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
