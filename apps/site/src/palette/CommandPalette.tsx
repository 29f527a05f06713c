import { Autocomplete } from '@base-ui/react/autocomplete';
import { Dialog } from '@base-ui/react/dialog';
import type { DemoManifest } from '@demos/kit';
import { Search, X } from 'lucide-react';
import { type RefObject, useId, useRef, useState } from 'react';
import * as styles from './CommandPalette.css';
import { type PaletteGroup, type PaletteItem, usePaletteGroups } from './usePaletteGroups';

export interface CommandPaletteProps {
  demos: readonly DemoManifest[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back to when the palette closes (what had it when it opened). */
  returnFocus: RefObject<HTMLElement | null>;
  /** What was typed before the field had the focus (the launcher kept it). */
  takeTypedEarly: () => string;
}

/**
 * The command palette (loaded on first use): a modal dialog holding a combobox whose listbox is
 * always shown inline. Base UI traps the focus, moves the highlight with the arrow keys and runs
 * the highlighted row on Enter; the search itself is ours (search.ts), so `filteredItems` is given.
 */
export default function CommandPalette({
  demos,
  open,
  onOpenChange,
  returnFocus,
  takeTypedEarly,
}: CommandPaletteProps) {
  const [query, setQuery] = useState('');
  const groups = usePaletteGroups(demos, query);
  const hintId = useId();
  const warming = useRef<number | undefined>(undefined);
  const choose = (item: PaletteItem) => {
    onOpenChange(false);
    item.run();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => onOpenChange(next)}
      onOpenChangeComplete={(isOpen) => {
        if (!isOpen) setQuery('');
      }}
    >
      <Dialog.Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Popup className={styles.popup} finalFocus={returnFocus} aria-label="Search demos">
          <Autocomplete.Root
            open
            inline
            items={groups}
            filteredItems={groups}
            filter={null}
            value={query}
            onValueChange={(value, details) => {
              // Choosing a row would write its label into the field: the dialog closes instead.
              if (details.reason !== 'item-press') setQuery(value);
            }}
            itemToStringValue={(item: PaletteItem) => item.label}
            autoHighlight="always"
            keepHighlight
            onItemHighlighted={(item: PaletteItem | undefined) => {
              // A row that stays highlighted a moment is likely the one: warm its page.
              window.clearTimeout(warming.current);
              if (item?.prefetch) warming.current = window.setTimeout(item.prefetch, 100);
            }}
          >
            <div className={styles.field}>
              <Search className={styles.fieldIcon} aria-hidden />
              <Autocomplete.Input
                className={styles.input}
                aria-label="Search demos"
                aria-describedby={hintId}
                placeholder="Search demos and actions…"
                autoComplete="off"
                spellCheck={false}
                onFocus={() => {
                  const typed = takeTypedEarly();
                  if (typed) setQuery((current) => current + typed);
                }}
              />
              <Dialog.Close className={styles.close} aria-label="Close search">
                <X className={styles.closeIcon} aria-hidden />
              </Dialog.Close>
            </div>
            <div className={styles.results}>
              <Autocomplete.Empty className={styles.empty}>No demo or action matches.</Autocomplete.Empty>
              <Autocomplete.List className={styles.list}>
                {(group: PaletteGroup) => (
                  <Autocomplete.Group key={group.value} items={group.items} className={styles.group}>
                    <Autocomplete.GroupLabel className={styles.groupLabel}>
                      {group.value}
                    </Autocomplete.GroupLabel>
                    <Autocomplete.Collection>
                      {(item: PaletteItem) => (
                        <Autocomplete.Item
                          key={item.key}
                          value={item}
                          className={styles.item}
                          onClick={() => choose(item)}
                        >
                          <item.icon className={styles.itemIcon} aria-hidden />
                          <span className={styles.itemLabel}>{item.label}</span>
                          <span className={styles.itemHint}>{item.hint}</span>
                        </Autocomplete.Item>
                      )}
                    </Autocomplete.Collection>
                  </Autocomplete.Group>
                )}
              </Autocomplete.List>
            </div>
            <p id={hintId} className={styles.footer}>
              <span>
                <kbd className={styles.kbd}>↑</kbd> <kbd className={styles.kbd}>↓</kbd> to move
              </span>
              <span>
                <kbd className={styles.kbd}>Enter</kbd> to open
              </span>
              <span>
                <kbd className={styles.kbd}>Esc</kbd> to close
              </span>
            </p>
          </Autocomplete.Root>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
