import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SourceId } from './core/languages';
import { filterOptions, LanguageCombobox } from './LanguageCombobox';

function Picker({ onChange = () => {} }: { onChange?: (id: SourceId) => void }) {
  const [value, setValue] = useState<SourceId>('python');
  return (
    <>
      <LanguageCombobox
        label="Source language"
        value={value}
        withNaturalLanguage
        onChange={(id) => {
          setValue(id);
          onChange(id);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const options = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('filterOptions', () => {
  it('matches anywhere in the label, ignoring case, accents and surrounding spaces', () => {
    const list = [{ label: 'JavaScript' }, { label: 'Java' }, { label: 'C#' }, { label: 'Élixir' }];
    expect(filterOptions(list, ' JAVA ').map((o) => o.label)).toEqual(['JavaScript', 'Java']);
    expect(filterOptions(list, 'c#').map((o) => o.label)).toEqual(['C#']);
    expect(filterOptions(list, 'elix').map((o) => o.label)).toEqual(['Élixir']);
    expect(filterOptions(list, '')).toHaveLength(4);
    expect(filterOptions(list, 'cobol')).toEqual([]);
  });
});

describe('LanguageCombobox', () => {
  it('filters as you type, highlights the first match, moves with the arrows and picks with Enter', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Picker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Source language' });
    expect((input as HTMLInputElement).value).toBe('Python');
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await user.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(options()).toHaveLength(26);
    expect(screen.getByRole('option', { name: 'Python' }).getAttribute('aria-selected')).toBe('true');

    await user.clear(input);
    await user.type(input, 'java');
    expect(options()).toEqual(['JavaScript', 'Java']);
    expect(screen.getByRole('option', { name: 'JavaScript' }).getAttribute('data-highlighted')).toBe('');
    await user.keyboard('{ArrowDown}');
    const java = screen.getByRole('option', { name: 'Java' });
    expect(java.getAttribute('data-highlighted')).toBe('');
    expect(input.getAttribute('aria-activedescendant')).toBe(java.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'JavaScript' }).getAttribute('data-highlighted')).toBe('');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenCalledWith('java');
    expect((input as HTMLInputElement).value).toBe('Java');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when nothing matches, and Escape or leaving the field puts the chosen language back', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Picker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Source language' });
    await user.click(input);
    await user.clear(input);
    await user.type(input, 'cobol');
    expect(screen.getByRole('status').textContent).toBe('No language matches.');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect((input as HTMLInputElement).value).toBe('Python');
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await user.type(input, 'ru');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect((input as HTMLInputElement).value).toBe('Python');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens every option from the button and picks one with a click, keeping the focus in the field', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Picker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Source language' });
    await user.click(screen.getByRole('button', { name: 'Show all source languages' }));
    expect(document.activeElement).toBe(input);
    expect(options()[0]).toBe('Natural language');
    await user.click(screen.getByRole('option', { name: 'Natural language' }));
    expect(onChange).toHaveBeenCalledWith('natural-language');
    expect((input as HTMLInputElement).value).toBe('Natural language');
    expect(document.activeElement).toBe(input);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });
});
