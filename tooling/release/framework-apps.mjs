// The published pages in the apps people build with React: a Next.js App Router app and a React
// Router framework-mode app (both rendering on the server), new folders outside the workspace,
// installed with npm from the rehearsal's registry. Each app holds every page, through exactly the
// files the package READMEs and the "Use this demo" panel give for its framework
// (tooling/usage/demo-usage.mjs), plus a home page that lists every package's manifest (in Next.js,
// from a server component). Both are installed in the rehearsal's one npm install, built once, then served beside this repository's apps/server
// (the backend of the notes and AI pages, its AI provider a local fake), and
// tooling/release/frameworks.spec.ts checks every page in Chromium.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { demoUsages, reactRouterRouteEntry } from '../usage/demo-usage.mjs';
import { withProps } from '../usage/snippet-props.mjs';
import { run, startServer, waitForUrl } from './processes.mjs';

const root = resolve(import.meta.dirname, '../..');
const REACT = ['react@19.3.1', 'react-dom@19.3.1'];
const TYPES = ['typescript@5.9.3', '@types/react@19.3.0', '@types/react-dom@19.3.0', '@types/node@20.19.43'];

export const FRAMEWORK_APPS = [
  {
    id: 'next',
    label: 'Next.js 16 (App Router)',
    template: 'next',
    dependencies: ['next@16.4.6', ...REACT],
    devDependencies: TYPES,
    // `next build` type-checks the app (the READMEs' files included) before building it.
    build: [['next', 'build']],
    start: (port) => ['next', 'start', '--hostname', '127.0.0.1', '--port', String(port)],
  },
  {
    id: 'reactRouter',
    label: 'React Router 7 (framework mode)',
    template: 'react-router',
    dependencies: [
      'react-router@7.18.4',
      '@react-router/node@7.18.4',
      '@react-router/serve@7.18.4',
      'isbot@5.1.32',
      ...REACT,
    ],
    devDependencies: ['@react-router/dev@7.18.4', 'vite@8.3.8', ...TYPES],
    build: [
      ['react-router', 'typegen'],
      ['tsc', '--noEmit'],
      ['react-router', 'build'],
    ],
    start: () => ['react-router-serve', './build/server/index.js'],
  },
];

const write = (file, text) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

/** Files every page shares must be the same text for every package (they are written once). */
function sharedFiles(usages, framework) {
  const shared = new Map();
  for (const usage of usages) {
    for (const snippet of usage.frameworks[framework].slice(0, -1)) {
      if (snippet.file === 'app/routes.ts') continue;
      const seen = shared.get(snippet.file);
      if (seen !== undefined && seen !== snippet.code)
        throw new Error(`${usage.packageName}: its ${snippet.file} differs from another package's`);
      shared.set(snippet.file, snippet.code);
    }
  }
  return shared;
}

/** A home page that reads every manifest (id, path, title, group, icon) and links its page. */
function homePage(usages, linkImport, linkProp) {
  const names = usages.map((_, index) => `demo${index}`);
  return [
    ...usages.map((usage, index) => `import ${names[index]} from '${usage.packageName}';`),
    linkImport,
    '',
    `const demos = [${names.join(', ')}];`,
    '',
    'export default function Home() {',
    '  return (',
    '    <main>',
    '      <h1>Demos</h1>',
    '      <nav aria-label="Demos">',
    '        <ul>',
    '          {demos.map((demo) => (',
    '            <li key={demo.id}>',
    `              <Link ${linkProp}={demo.path} data-group={demo.group}>`,
    '                <demo.icon aria-hidden /> {demo.title}',
    '              </Link>',
    '            </li>',
    '          ))}',
    '        </ul>',
    '      </nav>',
    '    </main>',
    '  );',
    '}',
    '',
  ].join('\n');
}

const RR_TSCONFIG = {
  include: ['app', '.react-router/types/**/*'],
  compilerOptions: {
    lib: ['DOM', 'DOM.Iterable', 'ES2022'],
    types: ['node', 'vite/client'],
    target: 'ES2022',
    module: 'ES2022',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    rootDirs: ['.', './.react-router/types'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    verbatimModuleSyntax: true,
  },
};

/** A value other than the page's default for a control, as a visitor would set it in the panel. */
function changedValue(control) {
  switch (control.kind) {
    case 'boolean':
      return !control.default;
    case 'select':
      return control.options.find((option) => option !== control.default) ?? control.options[0];
    case 'number':
      return control.default === 1234 ? 4321 : 1234;
    case 'text':
      return 'say "hi" {there}';
  }
}

/**
 * The page file the "Use this demo" panel shows once every controllable prop is changed (its own
 * `withProps`), at `/props/<route>`; null for a page without controls. Next.js type-checks it
 * against the published types when it builds the app.
 */
export function changedPropsPage(usage, framework) {
  const props = Object.fromEntries(
    usage.props.flatMap((prop) => (prop.control ? [[prop.name, changedValue(prop.control)]] : [])),
  );
  if (Object.keys(props).length === 0) return null;
  const page = withProps(usage.frameworks[framework].at(-1), usage.component, props);
  return { file: page.file.replace(/^app\//, 'app/props/'), code: page.code };
}

/** Writes one framework's app: its template, the READMEs' files for every page, a home page. */
export function writeFrameworkApp(framework, dir, usages = demoUsages()) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(import.meta.dirname, 'frameworks', framework.template), dir, { recursive: true });
  for (const [file, code] of sharedFiles(usages, framework.id)) write(join(dir, file), code);
  for (const usage of usages) {
    const page = usage.frameworks[framework.id].at(-1);
    write(join(dir, page.file), page.code);
  }
  if (framework.id === 'next') {
    write(join(dir, 'app/page.tsx'), homePage(usages, "import Link from 'next/link';", 'href'));
    // The snippets with props changed in the panel: type-checked and built with the app.
    for (const usage of usages) {
      const changed = changedPropsPage(usage, framework.id);
      if (changed) write(join(dir, changed.file), changed.code);
    }
  } else {
    write(join(dir, 'app/routes/home.tsx'), homePage(usages, "import { Link } from 'react-router';", 'to'));
    write(
      join(dir, 'app/routes.ts'),
      [
        "import { index, type RouteConfig, route } from '@react-router/dev/routes';",
        '',
        'export default [',
        "  index('routes/home.tsx'),",
        "  route('rest/*', 'routes/backend.ts', { id: 'backend-rest' }),",
        "  route('api/*', 'routes/backend.ts', { id: 'backend-api' }),",
        ...usages.map((usage) => `  ${reactRouterRouteEntry(usage.path)},`),
        '] satisfies RouteConfig;',
        '',
      ].join('\n'),
    );
    write(join(dir, 'tsconfig.json'), `${JSON.stringify(RR_TSCONFIG, null, 2)}\n`);
  }
}

/**
 * Writes both apps under `parent` (their packages are installed once for every consumer app, by
 * the rehearsal) and says what each one installs.
 * @returns {{ framework: typeof FRAMEWORK_APPS[number], dir: string, dependencies: string[],
 *   devDependencies: string[] }[]}
 */
export function writeFrameworkApps(parent, usages = demoUsages()) {
  const packages = ['@demos/kit', ...usages.map((usage) => usage.packageName)];
  return FRAMEWORK_APPS.map((framework) => {
    const dir = join(parent, framework.template);
    writeFrameworkApp(framework, dir, usages);
    return {
      framework,
      dir,
      dependencies: [...packages, ...framework.dependencies],
      devDependencies: framework.devDependencies,
    };
  });
}

/** Builds the installed apps one after the other (each build uses both cores). */
export async function buildFrameworkApps({ apps, env, results, backendUrl, fail }) {
  for (const { framework, dir } of apps) {
    let log = '';
    for (const command of framework.build) {
      const result = await run('npx', command, {
        cwd: dir,
        // Next.js resolves its rewrites when it builds: the backend's address is needed then.
        env: { ...env, NEXT_TELEMETRY_DISABLED: '1', DEMOS_BACKEND_URL: backendUrl },
        timeoutMs: 900_000,
      });
      log += `$ npx ${command.join(' ')}\n${result.output}\n`;
      if (result.code !== 0) {
        writeFileSync(join(results, `${framework.template}-build.log`), log);
        fail(`${framework.label}: \`npx ${command.join(' ')}\` failed:\n${result.output.slice(-6000)}`);
      }
    }
    writeFileSync(join(results, `${framework.template}-build.log`), log);
    console.log(`${framework.label}: built.`);
  }
}

/**
 * Serves the built apps beside apps/server (and its fake AI provider), runs the Chromium checks
 * (tooling/release/frameworks.spec.ts), and stops everything.
 */
export async function checkFrameworkApps({ apps, env, results, ports, fail }) {
  const servers = [];
  const backendUrl = `http://127.0.0.1:${ports.backend}`;
  const notesDir = join(root, '.tmp', `frameworks-notes-${ports.backend}`);
  rmSync(notesDir, { recursive: true, force: true });
  try {
    const fake = startServer(
      'fake AI provider',
      join(root, 'apps/server/node_modules/.bin/tsx'),
      [join(root, 'apps/server/src/ai/fakeMessagesApiMain.ts'), String(ports.aiFake)],
      { cwd: root, env, logFile: join(results, 'frameworks-ai-fake.log') },
    );
    servers.push(fake);
    const backend = startServer('apps/server', process.execPath, [join(root, 'apps/server/dist/main.js')], {
      cwd: root,
      env: {
        ...env,
        HOST: '127.0.0.1',
        PORT: String(ports.backend),
        NOTES_DATA_DIR: notesDir,
        ANTHROPIC_API_KEY: 'sk-ant-release-rehearsal-dummy',
        ANTHROPIC_BASE_URL: `http://127.0.0.1:${ports.aiFake}`,
        AI_RATE_LIMIT: '1000',
      },
      logFile: join(results, 'frameworks-backend.log'),
    });
    servers.push(backend);
    const origins = {};
    const appServers = [];
    for (const { framework, dir } of apps) {
      const port = ports[framework.id];
      const server = startServer(framework.label, 'npx', framework.start(port), {
        cwd: dir,
        env: {
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DEMOS_BACKEND_URL: backendUrl,
          NODE_ENV: 'production',
        },
        logFile: join(results, `${framework.template}-server.log`),
      });
      servers.push(server);
      appServers.push(server);
      origins[framework.id] = `http://127.0.0.1:${port}`;
    }
    await waitForUrl(fake, `http://127.0.0.1:${ports.aiFake}/healthz`);
    await waitForUrl(backend, `${backendUrl}/readyz`);
    for (const [index, { framework }] of apps.entries())
      await waitForUrl(appServers[index], `${origins[framework.id]}/`);
    const check = await run(
      'pnpm',
      ['exec', 'playwright', 'test', '-c', 'tooling/release/playwright.config.ts'],
      {
        cwd: root,
        env: {
          ...env,
          FRAMEWORK_ORIGINS: JSON.stringify(origins),
          FRAMEWORK_LABELS: JSON.stringify(
            Object.fromEntries(apps.map((a) => [a.framework.id, a.framework.label])),
          ),
        },
        timeoutMs: 1_800_000,
        echo: true,
      },
    );
    if (check.code !== 0)
      fail(`the framework apps failed their checks in Chromium (test-results/release/frameworks)`);
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}
