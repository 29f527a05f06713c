// The Vite app of the release rehearsal: the plain Vite + React app of docs/using-packages.md (its
// six pages checked by consumer-check.mjs) and, in the same app, the "Use this demo" panel's
// promise: every page's install command and Vite `src/App.tsx`, exactly as the panel and the README
// show them (tooling/usage), pasted in, installed with npm, built, and each page opened in
// Chromium: it renders (a level-1 heading, its package's CSS and the kit's theme), with no uncaught
// error. Requests to a backend the app does not have (notes, AI) may fail.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../playwright/chromium.mjs';
import { demoUsages } from '../usage/demo-usage.mjs';
import { checkConsumer, expectStyled } from './consumer-check.mjs';
import { run, startServer, waitForUrl } from './processes.mjs';

/**
 * The app's entry: `?snippet` on a page's path renders that page's pasted snippet; without it, the
 * README's own `src/main.tsx` (six pages behind their manifests) runs, untouched.
 */
function entryModule(files) {
  return `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const snippets = import.meta.glob('./snippets/*.tsx');
const byPath = ${JSON.stringify(files, null, 2)};
if (new URLSearchParams(window.location.search).has('snippet')) {
  const file = byPath[window.location.pathname];
  const root = createRoot(document.getElementById('root'));
  if (file) snippets[file]().then((module) => root.render(createElement(module.default)));
  else root.render(createElement('p', null, 'No snippet for this path.'));
} else {
  import('./main.tsx');
}
`;
}

/** Every spec of npm install command lines, for a package.json (`--save-dev` ones apart). */
function parseInstalls(commands, fail) {
  const dependencies = [];
  const devDependencies = [];
  for (const args of commands) {
    if (args[0] !== 'install') fail(`odd install command "npm ${args.join(' ')}"`);
    const dev = args.includes('--save-dev') || args.includes('-D');
    for (const arg of args.slice(1))
      if (!arg.startsWith('-')) (dev ? devDependencies : dependencies).push(arg);
  }
  return { dependencies, devDependencies };
}

/**
 * Writes the Vite app of docs/using-packages.md (its index.html, vite.config.js and `src/main.tsx`)
 * with every page's "Use this demo" snippet beside it, and says what it installs: the README's
 * install commands plus each snippet's own `npm install …` line.
 * @param {{ dir: string, mainTsx: string, installCommands: string[][],
 *   fail: (message: string) => never }} options
 */
export function writeViteApp({ dir, mainTsx, installCommands, fail }) {
  const usages = demoUsages();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src/snippets'), { recursive: true });
  for (const file of ['index.html', 'package.json', 'vite.config.js'])
    copyFileSync(join(import.meta.dirname, 'consumer', file), join(dir, file));
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  writeFileSync(join(dir, 'index.html'), html.replace('/src/main.tsx', '/src/entry.tsx'));
  writeFileSync(join(dir, 'src/main.tsx'), mainTsx);
  const files = {};
  usages.forEach((usage, index) => {
    const name = `./snippets/${String(index).padStart(2, '0')}-${usage.component}.tsx`;
    writeFileSync(join(dir, 'src', name), usage.frameworks.vite[0].code);
    files[usage.path] = name;
  });
  writeFileSync(join(dir, 'src/entry.tsx'), entryModule(files));
  const snippetInstalls = usages.map((usage) => {
    const args = usage.install.split(' ');
    if (args[0] !== 'npm' || args.length < 3) fail(`odd install command "${usage.install}"`);
    return args.slice(1);
  });
  return { dir, ...parseInstalls([...installCommands, ...snippetInstalls], fail) };
}

/**
 * Builds the installed Vite app with the README's build commands, serves it with `vite preview`,
 * and checks it in Chromium: the README's six pages (consumer-check.mjs), then every snippet.
 * @param {{ dir: string, buildCommands: string[][], env: Record<string, string>, results: string,
 *   port: number, fail: (message: string) => never, step: (text: string) => void }} options
 */
export async function checkViteApp({ dir, buildCommands, env, results, port, fail, step }) {
  const usages = demoUsages();
  let log = '';
  for (const args of buildCommands) {
    const build = await run('npx', args.slice(1), { cwd: dir, env, timeoutMs: 600_000 });
    log += `$ npx ${args.slice(1).join(' ')}\n${build.output}\n`;
    writeFileSync(join(results, 'vite-app-build.log'), log);
    if (build.code !== 0) fail(`the Vite app did not build:\n${build.output}`);
  }

  step(`Vite app in Chromium: the README's six pages, then every page's snippet (vite preview on :${port})`);
  const preview = startServer(
    'vite preview',
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: dir, env, logFile: join(results, 'vite-app-preview.log') },
  );
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(preview, `${origin}/`);
    await checkConsumer(origin, join(results, 'screenshots'));
  } catch (error) {
    await preview.stop();
    throw error;
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  try {
    await waitForUrl(preview, `${origin}/`);
    const context = await browser.newContext({ locale: 'en-US' });
    // The boat page's map frame and anything else off this machine: offline, as in CI.
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort('internetdisconnected'),
    );
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const shots = join(results, 'snippets');
    mkdirSync(shots, { recursive: true });
    for (const usage of usages) {
      const uncaught = [];
      const onError = (error) => uncaught.push(error.message);
      page.on('pageerror', onError);
      await page.goto(`${origin}${usage.path}?snippet`);
      const heading = page.getByRole('heading', { level: 1 }).first();
      try {
        await heading.waitFor();
      } catch {
        await page.screenshot({ path: join(shots, `${usage.component}.png`), fullPage: true });
        fail(`${usage.path}: the pasted snippet rendered no page heading (${usage.packageName})`);
      }
      await expectStyled(page, usage.path, '#root > *');
      await page.screenshot({ path: join(shots, `${usage.component}.png`) });
      page.off('pageerror', onError);
      if (uncaught.length > 0)
        fail(`${usage.path}: uncaught error with the pasted snippet: ${uncaught.join('; ')}`);
    }
    console.log(
      `Use this demo: all ${usages.length} snippets pasted into the Vite app, built, and each page rendered in Chromium.`,
    );
  } finally {
    await browser.close();
    await preview.stop();
  }
}
