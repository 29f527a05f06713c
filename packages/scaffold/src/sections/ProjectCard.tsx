import { Card, TextField } from '@demos/kit';
import { useStore } from 'zustand';
import { TEMPLATES } from '../core/templates';
import { TEXT } from '../messages';
import * as styles from '../ScaffoldPage.css';
import type { ScaffoldStore } from '../store';
import type { TreeEditor } from '../useTreeEditor';

/** The project's name and the template buttons (each preloads a tree). */
export function ProjectCard({
  store,
  projectError,
  dispatch,
}: {
  store: ScaffoldStore;
  projectError: string | undefined;
  dispatch: TreeEditor['dispatch'];
}) {
  const projectName = useStore(store, (s) => s.projectName);
  const template = useStore(store, (s) => s.template);
  return (
    <Card title={TEXT.projectTitle} description={TEXT.projectDescription}>
      <div className={styles.projectGrid}>
        <TextField
          label={TEXT.projectName}
          value={projectName}
          onChange={(event) => store.getState().setProjectName(event.target.value)}
          error={projectError}
          spellCheck={false}
          autoComplete="off"
        />
        <fieldset className={styles.templates}>
          <legend className={styles.legend}>{TEXT.template}</legend>
          <div className={styles.templateButtons}>
            {TEMPLATES.map((t) => (
              <button
                key={t.id}
                type="button"
                className={styles.templateButton}
                aria-pressed={template === t.id}
                onClick={() => {
                  store.getState().loadTemplate(t.id);
                  dispatch({ type: 'newTree' });
                }}
              >
                <span className={styles.templateLabel}>{t.label}</span>
                <span className={styles.templateDescription}>{t.description}</span>
              </button>
            ))}
          </div>
        </fieldset>
      </div>
    </Card>
  );
}
