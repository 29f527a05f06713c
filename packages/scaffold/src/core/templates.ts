import { file, folder, type ScaffoldEntry } from './model';

export type TemplateId = 'react' | 'node' | 'fullstack' | 'python' | 'custom';

export interface ScaffoldTemplate {
  id: TemplateId;
  label: string;
  description: string;
  tree: () => ScaffoldEntry[];
}

const reactApp = (): ScaffoldEntry[] => [
  folder('public', [file('favicon.svg'), file('robots.txt')]),
  folder('src', [
    folder('assets', [file('logo.svg')]),
    folder('components', [file('Button.tsx'), file('Header.tsx'), file('Layout.tsx')]),
    folder('hooks', [file('useLocalStorage.ts')]),
    folder('pages', [file('Home.tsx'), file('NotFound.tsx')]),
    folder('styles', [file('global.css')]),
    file('App.tsx'),
    file('App.test.tsx'),
    file('main.tsx'),
    file('vite-env.d.ts'),
  ]),
  file('.gitignore'),
  file('index.html'),
  file('package.json'),
  file('README.md'),
  file('tsconfig.json'),
  file('vite.config.ts'),
];

const nodeApi = (): ScaffoldEntry[] => [
  folder('src', [
    folder('config', [file('env.ts')]),
    folder('controllers', [file('health.controller.ts'), file('users.controller.ts')]),
    folder('middleware', [file('errorHandler.ts'), file('requestLogger.ts')]),
    folder('models', [file('user.model.ts')]),
    folder('routes', [file('index.ts'), file('users.routes.ts')]),
    folder('services', [file('users.service.ts')]),
    file('app.ts'),
    file('server.ts'),
  ]),
  folder('tests', [file('users.test.ts')]),
  file('.env.example'),
  file('.gitignore'),
  file('Dockerfile'),
  file('package.json'),
  file('README.md'),
  file('tsconfig.json'),
];

const fullStack = (): ScaffoldEntry[] => [
  folder('client', [
    folder('public', [file('favicon.svg')]),
    folder('src', [
      folder('api', [file('client.ts')]),
      folder('components', [file('App.tsx'), file('TodoList.tsx')]),
      file('main.tsx'),
    ]),
    file('index.html'),
    file('package.json'),
    file('vite.config.ts'),
  ]),
  folder('server', [
    folder('src', [
      folder('db', [file('schema.sql'), file('pool.ts')]),
      folder('routes', [file('todos.ts')]),
      file('index.ts'),
    ]),
    folder('tests', [file('todos.test.ts')]),
    file('package.json'),
  ]),
  folder('shared', [file('types.ts')]),
  file('.gitignore'),
  file('docker-compose.yml'),
  file('package.json'),
  file('README.md'),
];

const python = (): ScaffoldEntry[] => [
  folder('src', [
    folder('my_package', [file('__init__.py'), file('__main__.py'), file('cli.py'), file('core.py')]),
  ]),
  folder('tests', [file('__init__.py'), file('conftest.py'), file('test_core.py')]),
  folder('docs', [file('index.md')]),
  file('.gitignore'),
  file('pyproject.toml'),
  file('README.md'),
  file('requirements-dev.txt'),
];

/** The template buttons in their order on the page (spec §2); custom starts empty (spec §3). */
export const TEMPLATES: readonly ScaffoldTemplate[] = [
  { id: 'react', label: 'React App', description: 'Vite + React + TypeScript', tree: reactApp },
  { id: 'node', label: 'Node.js API', description: 'REST API with layered folders', tree: nodeApi },
  { id: 'fullstack', label: 'Full Stack', description: 'Client, server and shared types', tree: fullStack },
  { id: 'python', label: 'Python Project', description: 'src layout with pytest', tree: python },
  { id: 'custom', label: 'Custom', description: 'Start from an empty tree', tree: () => [] },
];

export const TEMPLATE_IDS = TEMPLATES.map((t) => t.id);

export const isTemplateId = (value: string): value is TemplateId =>
  (TEMPLATE_IDS as string[]).includes(value);

export function getTemplate(id: TemplateId): ScaffoldTemplate {
  const template = TEMPLATES.find((t) => t.id === id);
  if (!template) throw new Error(`Unknown template '${id}'.`);
  return template;
}
