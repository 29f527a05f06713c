import { DEFAULT_PROJECT_NAME, file, folder, type ScaffoldEntry } from './model';

export type TemplateId = 'react' | 'node' | 'fullstack' | 'python' | 'custom';

export interface ScaffoldTemplate {
  id: TemplateId;
  label: string;
  description: string;
  /** The template's tree; starter files mention the project by this name. */
  tree: (projectName?: string) => ScaffoldEntry[];
}

/**
 * A name npm and PyPI accept, from the project name: lower case, letters, digits, '-', '.', '_'
 * (npm's rules for new packages), at most 214 characters.
 */
export function packageName(projectName: string): string {
  const slug = projectName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-._]+|[-._]+$/g, '')
    .slice(0, 214);
  return slug || DEFAULT_PROJECT_NAME;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const nodeGitignore = `node_modules/
dist/
coverage/
*.log
.env
.env.*
!.env.example
.DS_Store
`;

const reactApp = (name: string): ScaffoldEntry[] => [
  folder('public', [
    file(
      'favicon.svg',
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2563eb"/><path d="M9 22l7-12 7 12z" fill="#fff"/></svg>\n`,
    ),
    file('robots.txt', 'User-agent: *\nAllow: /\n'),
  ]),
  folder('src', [
    folder('components', [
      file(
        'Counter.tsx',
        `import { useState } from 'react';

export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Clicked {count} {count === 1 ? 'time' : 'times'}
    </button>
  );
}
`,
      ),
    ]),
    folder('styles', [
      file(
        'global.css',
        `:root {
  color-scheme: light dark;
  font-family: system-ui, sans-serif;
}

body {
  margin: 0;
  min-height: 100vh;
  display: grid;
  place-items: center;
}
`,
      ),
    ]),
    file(
      'App.tsx',
      `import { Counter } from './components/Counter';

export function App() {
  return (
    <main>
      <h1>{${JSON.stringify(name)}}</h1>
      <p>Edit src/App.tsx and save: Vite reloads the page.</p>
      <Counter />
    </main>
  );
}
`,
    ),
    file(
      'main.tsx',
      `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`,
    ),
    file('vite-env.d.ts', '/// <reference types="vite/client" />\n'),
  ]),
  file('.gitignore', nodeGitignore),
  file(
    'index.html',
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${escapeHtml(name)}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
  ),
  file(
    'package.json',
    json({
      name: packageName(name),
      private: true,
      version: '0.1.0',
      type: 'module',
      scripts: { dev: 'vite', build: 'tsc --noEmit && vite build', preview: 'vite preview' },
      dependencies: { react: '^19.0.0', 'react-dom': '^19.0.0' },
      devDependencies: {
        '@types/react': '^19.0.0',
        '@types/react-dom': '^19.0.0',
        '@vitejs/plugin-react': '^5.0.0',
        typescript: '^5.9.0',
        vite: '^7.0.0',
      },
    }),
  ),
  file(
    'README.md',
    `# ${name}

A React app with Vite and TypeScript.

\`\`\`sh
npm install
npm run dev      # http://localhost:5173
npm run build    # type-check, then build into dist/
\`\`\`
`,
  ),
  file(
    'tsconfig.json',
    json({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        isolatedModules: true,
        skipLibCheck: true,
      },
      include: ['src'],
    }),
  ),
  file(
    'vite.config.ts',
    `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
});
`,
  ),
];

/** A plain Node.js HTTP API: runs with `node src/server.js`, no dependencies to install. */
const nodeServerFiles = (name: string) => ({
  app: file(
    'app.js',
    `import { health } from './routes/health.js';
import { users } from './routes/users.js';

const routes = { '/health': health, '/users': users };

/** Answers one request; kept apart from the server so tests can call it directly. */
export async function handle(request, response) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const route = routes[url.pathname];
  const { status, body } = route
    ? await route(request, url)
    : { status: 404, body: { error: \`No route for \${url.pathname}\` } };
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
`,
  ),
  server: file(
    'server.js',
    `import { createServer } from 'node:http';
import { handle } from './app.js';
import { config } from './config/env.js';

const NAME = ${JSON.stringify(name)};

const server = createServer((request, response) => {
  handle(request, response).catch((error) => {
    console.error(error);
    response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ error: 'Internal error' }));
  });
});

server.listen(config.port, config.host, () => {
  const address = server.address();
  console.log(\`\${NAME} listening on http://\${config.host}:\${address.port}\`);
});

process.on('SIGTERM', () => server.close());
`,
  ),
  env: file(
    'env.js',
    `export const config = {
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 3000),
};
`,
  ),
  health: file(
    'health.js',
    `export async function health() {
  return { status: 200, body: { status: 'ok', name: ${JSON.stringify(packageName(name))} } };
}
`,
  ),
  users: file(
    'users.js',
    `const people = [
  { id: 1, name: 'Ada Lovelace' },
  { id: 2, name: 'Alan Turing' },
];

export async function users(request) {
  if (request.method !== 'GET') return { status: 405, body: { error: 'Only GET is allowed.' } };
  return { status: 200, body: people };
}
`,
  ),
  test: file(
    'app.test.js',
    `import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { handle } from '../src/app.js';

test('GET /health answers ok', async () => {
  const server = createServer(handle).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(\`http://127.0.0.1:\${server.address().port}/health\`);
    assert.equal(response.status, 200);
    assert.equal((await response.json()).status, 'ok');
  } finally {
    server.close();
  }
});
`,
  ),
});

const nodePackageJson = (name: string, extra: Record<string, unknown> = {}) =>
  json({
    name: packageName(name),
    version: '0.1.0',
    private: true,
    type: 'module',
    engines: { node: '>=20' },
    scripts: { start: 'node src/server.js', dev: 'node --watch src/server.js', test: 'node --test' },
    ...extra,
  });

const nodeApi = (name: string): ScaffoldEntry[] => {
  const f = nodeServerFiles(name);
  return [
    folder('src', [folder('config', [f.env]), folder('routes', [f.health, f.users]), f.app, f.server]),
    folder('tests', [f.test]),
    file('.env.example', 'HOST=127.0.0.1\nPORT=3000\n'),
    file('.gitignore', nodeGitignore),
    file(
      'Dockerfile',
      `FROM node:20-alpine
WORKDIR /app
COPY package.json ./
COPY src ./src
ENV HOST=0.0.0.0 PORT=3000
EXPOSE 3000
USER node
CMD ["node", "src/server.js"]
`,
    ),
    file('package.json', nodePackageJson(name)),
    file(
      'README.md',
      `# ${name}

A JSON API on Node.js's own \`http\` module: nothing to install.

\`\`\`sh
npm start        # http://127.0.0.1:3000/health
npm test         # node --test
\`\`\`

Routes: \`GET /health\`, \`GET /users\`. Settings: \`HOST\`, \`PORT\` (see .env.example).
`,
    ),
  ];
};

const fullStack = (name: string): ScaffoldEntry[] => {
  const f = nodeServerFiles(name);
  const react = reactApp(name);
  const pick = (entries: ScaffoldEntry[], wanted: string) => entries.find((e) => e.name === wanted);
  const reactSrc = pick(react, 'src');
  return [
    folder('client', [
      ...(reactSrc ? [reactSrc] : []),
      ...react.filter((e) => ['index.html', 'tsconfig.json', 'vite.config.ts'].includes(e.name)),
      file('package.json', json({ ...JSON.parse(reactPackage(name)), name: `${packageName(name)}-client` })),
    ]),
    folder('server', [
      folder('src', [folder('config', [f.env]), folder('routes', [f.health, f.users]), f.app, f.server]),
      folder('tests', [f.test]),
      file('package.json', nodePackageJson(`${packageName(name)}-server`)),
    ]),
    file('.gitignore', nodeGitignore),
    file(
      'package.json',
      json({
        name: packageName(name),
        private: true,
        workspaces: ['client', 'server'],
        scripts: {
          dev: 'npm run dev --workspace server & npm run dev --workspace client',
          test: 'npm test --workspace server',
        },
      }),
    ),
    file(
      'README.md',
      `# ${name}

A React client (Vite) and a Node.js JSON API, in one npm workspace.

\`\`\`sh
npm install
npm run dev                       # API on :3000, client on :5173
node server/src/server.js         # the API alone, no install needed
npm test                          # the API's tests
\`\`\`
`,
    ),
  ];
};

const reactPackage = (name: string) => {
  const entry = reactApp(name).find((e) => e.name === 'package.json');
  return entry?.type === 'file' ? (entry.content ?? '{}') : '{}';
};

const python = (name: string): ScaffoldEntry[] => [
  folder('src', [
    folder('my_package', [
      file(
        '__init__.py',
        '"""The package: its version, and the modules cli and core."""\n\n__version__ = "0.1.0"\n',
      ),
      file(
        '__main__.py',
        `"""Runs the command line: python -m my_package."""

from my_package.cli import main

raise SystemExit(main())
`,
      ),
      file(
        'cli.py',
        `"""The command line interface."""

import argparse

from my_package.core import greet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=${JSON.stringify(packageName(name))})
    parser.add_argument("name", nargs="?", default="world", help="who to greet")
    args = parser.parse_args(argv)
    print(greet(args.name))
    return 0
`,
      ),
      file(
        'core.py',
        `"""The package's logic, free of input and output so it is easy to test."""


def greet(name: str) -> str:
    return f"Hello, {name}!"
`,
      ),
    ]),
  ]),
  folder('tests', [
    file('__init__.py'),
    file(
      'conftest.py',
      `import sys
from pathlib import Path

# Lets the tests import the package from src/ without installing it.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
`,
    ),
    file(
      'test_core.py',
      `from my_package.core import greet


def test_greet():
    assert greet("Ada") == "Hello, Ada!"
`,
    ),
  ]),
  folder('docs', [file('index.md', `# ${name}\n\nStart here: what the project does and how to use it.\n`)]),
  file(
    '.gitignore',
    `__pycache__/
*.py[cod]
.venv/
.pytest_cache/
dist/
build/
*.egg-info/
`,
  ),
  file(
    'pyproject.toml',
    `[build-system]
requires = ["setuptools>=68"]
build-backend = "setuptools.build_meta"

[project]
name = ${JSON.stringify(packageName(name))}
version = "0.1.0"
requires-python = ">=3.10"

[project.scripts]
${JSON.stringify(packageName(name))} = "my_package.cli:main"

[tool.pytest.ini_options]
testpaths = ["tests"]
`,
  ),
  file(
    'README.md',
    `# ${name}

A Python package in the src layout, tested with pytest.

\`\`\`sh
PYTHONPATH=src python3 -m my_package Ada    # Hello, Ada!
python3 -m venv .venv && . .venv/bin/activate
pip install -e . -r requirements-dev.txt
pytest
\`\`\`
`,
  ),
  file('requirements-dev.txt', 'pytest>=8\n'),
];

/** The template buttons in their order on the page (spec §2); custom starts empty (spec §3). */
export const TEMPLATES: readonly ScaffoldTemplate[] = [
  {
    id: 'react',
    label: 'React App',
    description: 'Vite + React + TypeScript',
    tree: (name = DEFAULT_PROJECT_NAME) => reactApp(name),
  },
  {
    id: 'node',
    label: 'Node.js API',
    description: 'JSON API on node:http, with tests',
    tree: (name = DEFAULT_PROJECT_NAME) => nodeApi(name),
  },
  {
    id: 'fullstack',
    label: 'Full Stack',
    description: 'React client and Node.js API',
    tree: (name = DEFAULT_PROJECT_NAME) => fullStack(name),
  },
  {
    id: 'python',
    label: 'Python Project',
    description: 'src layout with pytest',
    tree: (name = DEFAULT_PROJECT_NAME) => python(name),
  },
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
