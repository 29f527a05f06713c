import { Combobox } from '@base-ui/react/combobox';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useId } from 'react';
import { LANGUAGES, NATURAL_LANGUAGE, NATURAL_LANGUAGE_LABEL, type SourceId } from './core/languages';
import * as styles from './LanguageCombobox.css';

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

/** A searchable language picker (Base UI combobox: typing filters, arrows move, Enter picks). */
export function LanguageCombobox<T extends SourceId>({
  label,
  value,
  onChange,
  disabled,
  withNaturalLanguage = false,
}: LanguageComboboxProps<T>) {
  const id = useId();
  return (
    <Combobox.Root<Option>
      items={withNaturalLanguage ? SOURCES : TARGETS}
      value={byId.get(value) ?? null}
      onValueChange={(next) => {
        if (next) onChange(next.id as T);
      }}
      itemToStringLabel={(language) => language.label}
      itemToStringValue={(language) => language.id}
      isItemEqualToValue={(a, b) => a.id === b.id}
      autoHighlight
      disabled={disabled}
    >
      <div className={styles.field}>
        <label id={`${id}-label`} htmlFor={`${id}-input`} className={styles.label}>
          {label}
        </label>
        <div className={styles.inputGroup}>
          <Combobox.Input
            id={`${id}-input`}
            aria-labelledby={`${id}-label`}
            className={styles.input}
            placeholder="Search languages…"
          />
          <Combobox.Trigger className={styles.trigger} aria-label={`Show all ${label.toLowerCase()}s`}>
            <ChevronsUpDown size={16} aria-hidden />
          </Combobox.Trigger>
        </div>
      </div>
      <Combobox.Portal>
        <Combobox.Positioner className={styles.positioner} sideOffset={6}>
          <Combobox.Popup className={styles.popup}>
            <Combobox.Empty className={styles.empty}>No language matches.</Combobox.Empty>
            <Combobox.List className={styles.list}>
              {(language: Option) => (
                <Combobox.Item key={language.id} value={language} className={styles.item}>
                  <span className={styles.itemLabel}>{language.label}</span>
                  <Combobox.ItemIndicator className={styles.indicator}>
                    <Check size={14} aria-hidden />
                  </Combobox.ItemIndicator>
                </Combobox.Item>
              )}
            </Combobox.List>
          </Combobox.Popup>
        </Combobox.Positioner>
      </Combobox.Portal>
    </Combobox.Root>
  );
}
