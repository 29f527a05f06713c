import { Button, Select, TextField } from '@demos/kit';
import { FilePlus, FolderPlus } from 'lucide-react';
import type { Ref } from 'react';
import type { EntryType } from '../core/model';
import { TEXT } from '../messages';
import * as styles from '../ScaffoldPage.css';
import type { TreeEditor } from '../useTreeEditor';

const TYPES: { type: EntryType; icon: typeof FolderPlus }[] = [
  { type: 'folder', icon: FolderPlus },
  { type: 'file', icon: FilePlus },
];

/** Adds a folder or a file by name (Enter adds) at the top level or inside a chosen folder. */
export function AddForm({
  editor,
  targetKey,
  choices,
  nameInput,
}: {
  editor: TreeEditor;
  /** The folder chosen, or '' when the chosen one is gone. */
  targetKey: string;
  choices: [string, string][];
  nameInput: Ref<HTMLInputElement>;
}) {
  const { ui, dispatch, add } = editor;
  return (
    <form className={styles.addForm} onSubmit={add}>
      <div className={styles.addOptions}>
        <fieldset className={styles.typeToggle}>
          <legend className={styles.legend}>{TEXT.type}</legend>
          <div className={styles.segmented}>
            {TYPES.map(({ type, icon: Icon }) => (
              <button
                key={type}
                type="button"
                className={styles.segment}
                aria-pressed={ui.newType === type}
                onClick={() => dispatch({ type: 'patch', patch: { newType: type } })}
              >
                <Icon size={16} aria-hidden /> {TEXT.types[type]}
              </button>
            ))}
          </div>
        </fieldset>
        <Select
          label={TEXT.addTo}
          className={styles.targetField}
          value={targetKey}
          onChange={(event) =>
            dispatch({ type: 'patch', patch: { addTarget: event.target.value, addError: null } })
          }
          options={choices.map(([value, label]) => ({ value, label }))}
        />
      </div>
      <div className={styles.addRow}>
        <TextField
          ref={nameInput}
          className={styles.addField}
          label={TEXT.nameLabel[ui.newType]}
          value={ui.newName}
          onChange={(event) =>
            dispatch({ type: 'patch', patch: { newName: event.target.value, addError: null } })
          }
          placeholder={TEXT.namePlaceholder[ui.newType]}
          error={ui.addError ?? undefined}
          description={TEXT.nameHint}
          spellCheck={false}
          autoComplete="off"
        />
        <Button type="submit" variant="primary" className={styles.addButton}>
          {TEXT.add}
        </Button>
      </div>
    </form>
  );
}
