import { Check, ChevronsUpDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { LANGUAGES, NATURAL_LANGUAGE, NATURAL_LANGUAGE_LABEL, type SourceId } from './core/languages';
import * as styles from './LanguageCombobox.css';
import { say, TEXT } from './messages';

interface Option {
  id: SourceId;
  label: string;
}

export interface LanguageComboboxProps<T extends SourceId> {
  label: string;
  value: T;
  onChange: (id: T) => void;
  disabled?: boolean;
  /** Offers `Natural language` first (the source picker: a description turned into code). */
  withNaturalLanguage?: boolean;
}

const TARGETS: Option[] = [...LANGUAGES];
const SOURCES: Option[] = [{ id: NATURAL_LANGUAGE, label: NATURAL_LANGUAGE_LABEL }, ...LANGUAGES];
const byId = new Map<SourceId, Option>(SOURCES.map((option) => [option.id, option]));

/** Case- and accent-insensitive: "c#" finds C#, "objc" does not pretend to. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The options whose label contains the query; all of them for an empty query. */
export function filterOptions<O extends { label: string }>(options: readonly O[], query: string): O[] {
  const wanted = fold(query.trim());
  return wanted ? options.filter((option) => fold(option.label).includes(wanted)) : [...options];
}

/**
 * The combobox's state: open or not, the search typed, the highlighted option, and the keys that
 * move through them. Picking calls `onPick` with a language other than the current one.
 */
function useCombobox(
  options: readonly Option[],
  value: SourceId,
  onPick: (id: SourceId) => void,
  id: string,
) {
  const [open, setOpen] = useState(false);
  /** What the field shows while searching; null when it shows the chosen language. */
  const [query, setQuery] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState<SourceId | null>(null);

  const shown = query === null ? options : filterOptions(options, query);
  const active = shown.find((option) => option.id === highlighted) ?? null;
  const optionId = (option: Option) => `${id}-option-${option.id}`;

  useEffect(() => {
    if (!open || !active) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const show = (highlight: SourceId | null = value) => {
    setOpen(true);
    setHighlighted(highlight);
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
    setHighlighted(null);
  };
  const pick = (option: Option) => {
    close();
    if (option.id !== value) onPick(option.id);
  };
  const move = (step: number) => {
    if (!open) return show(active?.id ?? value);
    if (shown.length === 0) return;
    const index = active ? shown.indexOf(active) : -1;
    const next =
      index === -1 ? (step > 0 ? 0 : shown.length - 1) : (index + step + shown.length) % shown.length;
    setHighlighted(shown[next]?.id ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) show();
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        if (open && active) {
          event.preventDefault();
          pick(active);
        }
        break;
      case 'Escape':
        if (open || query !== null) {
          event.preventDefault();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const search = (text: string) => {
    setQuery(text);
    setOpen(true);
    setHighlighted(filterOptions(options, text)[0]?.id ?? null);
  };
  return {
    open,
    query,
    highlighted,
    setHighlighted,
    shown,
    active,
    optionId,
    show,
    close,
    pick,
    search,
    onKeyDown,
  };
}

/**
 * A searchable language picker, the WAI-ARIA combobox pattern with a listbox popup: typing filters
 * (the first match is highlighted), arrows move, Enter or a click picks, Escape or leaving the
 * field puts the chosen language back. Written for this page instead of Base UI's Combobox, which
 * with its positioning and list machinery cost the page ~45 KiB on the wire; the popup
 * opens below the field, in flow, so nothing needs measuring.
 */
export function LanguageCombobox<T extends SourceId>({
  label,
  value,
  onChange,
  disabled,
  withNaturalLanguage = false,
}: LanguageComboboxProps<T>) {
  const id = useId();
  const options = withNaturalLanguage ? SOURCES : TARGETS;
  const selected = byId.get(value);
  const combo = useCombobox(options, value, (picked) => onChange(picked as T), id);
  const { open, query, highlighted, setHighlighted, shown, active, optionId, show, close, pick, onKeyDown } =
    combo;
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <div className={styles.field}>
      <label id={`${id}-label`} htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputGroup}>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-labelledby={`${id}-label`}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={open && active ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          className={styles.input}
          placeholder={TEXT.searchLanguages}
          value={query ?? selected?.label ?? ''}
          disabled={disabled}
          onChange={(event) => {
            const next = event.currentTarget.value;
            combo.search(next);
          }}
          onClick={() => {
            if (!open) show();
          }}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!listRef.current?.contains(event.relatedTarget as Node | null)) close();
          }}
        />
        <button
          type="button"
          tabIndex={-1}
          className={styles.trigger}
          aria-label={say.showAll(label)}
          aria-expanded={open}
          aria-controls={`${id}-listbox`}
          disabled={disabled}
          // Keeps the focus in the field, where the keyboard works.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (open) close();
            else {
              inputRef.current?.focus();
              show();
            }
          }}
        >
          <ChevronsUpDown size={16} aria-hidden />
        </button>
        <div ref={listRef} className={styles.popup} hidden={!open}>
          {shown.length === 0 && (
            <div role="status" className={styles.empty}>
              {TEXT.noMatch}
            </div>
          )}
          <div id={`${id}-listbox`} role="listbox" aria-labelledby={`${id}-label`} className={styles.list}>
            {shown.map((option) => {
              const isSelected = option.id === value;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays in the field (aria-activedescendant), whose Enter picks the highlighted option
                <div
                  key={option.id}
                  id={optionId(option)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={isSelected}
                  data-highlighted={option === active ? '' : undefined}
                  data-selected={isSelected ? '' : undefined}
                  className={styles.item}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => {
                    if (highlighted !== option.id) setHighlighted(option.id);
                  }}
                  onClick={() => pick(option)}
                >
                  <span className={styles.itemLabel}>{option.label}</span>
                  {isSelected && <Check size={14} aria-hidden className={styles.indicator} />}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
