import type { Meta, StoryObj } from '@storybook/react-vite';
import { file, folder } from './core/model';
import { ScaffoldPage } from './ScaffoldPage';
import { createScaffoldStore } from './store';

const meta = {
  title: 'Pages/Scaffold Generator',
  component: ScaffoldPage,
} satisfies Meta<typeof ScaffoldPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReactApp: Story = { args: { store: createScaffoldStore({ template: 'react' }) } };

export const PythonProject: Story = {
  args: { store: createScaffoldStore({ template: 'python', projectName: 'data-tools' }) },
};

export const EmptyCustom: Story = { args: { store: createScaffoldStore({ template: 'custom' }) } };

/** Names that would break a naive script: quotes, command substitution, globs, a leading dash. */
export const HostileNames: Story = {
  args: {
    store: (() => {
      const store = createScaffoldStore({ template: 'custom', projectName: "it's $(whoami)" });
      for (const name of ['-rf', '*.txt', '`date`', 'notes "draft" ünïcødé.md'])
        store.getState().addEntry('file', name);
      store.getState().addEntry('folder', 'my folder');
      return store;
    })(),
  },
};

export const InvalidProjectName: Story = {
  args: { store: createScaffoldStore({ template: 'node', projectName: '..' }) },
};

/** A nested tree with file contents, as after Paste tree and some editing. */
export const NestedWithContent: Story = {
  args: {
    store: (() => {
      const store = createScaffoldStore({ template: 'custom', projectName: 'tools' });
      store
        .getState()
        .replaceTree([
          folder('bin', [file('run.sh', '#!/usr/bin/env bash\necho "$(date)"\n')]),
          folder('src', [folder('lib', [file('util.ts', 'export const x = 1;\n')]), file('main.ts')]),
          file('README.md', '# tools\n'),
        ]);
      return store;
    })(),
  },
};
