import { oneOf, textParam, useUrlStoreSync } from '@demos/kit';
import { DEFAULT_PROJECT_NAME, validateName } from './core/model';
import type { ScaffoldState, ScaffoldStore } from './store';

/** The templates a link can name: an edited ('custom') tree does not fit in a URL. */
const SHARED_TEMPLATES = ['react', 'node', 'fullstack', 'python'] as const;

const SCHEMA = {
  template: oneOf(SHARED_TEMPLATES, 'react'),
  name: textParam(DEFAULT_PROJECT_NAME, (raw) => validateName(raw) === null, 100),
};

const select = (s: ScaffoldState) => ({
  template: s.template === 'custom' ? SCHEMA.template.default : s.template,
  name: validateName(s.projectName) === null ? s.projectName : DEFAULT_PROJECT_NAME,
});

/** The page's template and project name in the address. */
export function useShareableState(store: ScaffoldStore, enabled: boolean) {
  useUrlStoreSync(
    SCHEMA,
    store,
    select,
    ({ template, name }) => {
      if (template) store.getState().loadTemplate(template);
      if (name) store.getState().setProjectName(name);
    },
    enabled,
  );
}
