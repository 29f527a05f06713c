import { Combobox } from '@base-ui/react/combobox';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useId } from 'react';
import { LANGUAGES, type Language, type LanguageId } from './core/languages';
import * as styles from './LanguageCombobox.css';

export interface LanguageComboboxProps {
  label: string;
  value: LanguageId;
  onChange: (id: LanguageId) => void;
  disabled?: boolean;
}

const byId = new Map<LanguageId, Language>(LANGUAGES.map((language) => [language.id, language]));

/** A searchable language picker (Base UI combobox: typing filters, arrows move, Enter picks). */
export function LanguageCombobox({ label, value, onChange, disabled }: LanguageComboboxProps) {
  const id = useId();
  return (
    <Combobox.Root<Language>
      items={LANGUAGES}
      value={byId.get(value) ?? null}
      onValueChange={(next) => {
        if (next) onChange(next.id);
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
              {(language: Language) => (
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
