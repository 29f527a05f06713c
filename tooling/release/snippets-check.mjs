// The "Use this demo" panel's promise, checked against the registry: every page's install command
// and Vite `src/App.tsx`, exactly as the panel and the README show them (tooling/usage), pasted
// into a plain Vite + React app outside the workspace, installed with npm, built, and each page
// opened in Chromium: it renders (a level-1 heading, its package's CSS and the kit's theme), with
// no uncaught error. Requests to a backend the app does not have (notes, AI) may fail.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../playwright/chromium.mjs';
import { demoUsages } from '../usage/demo-usage.mjs';
import { expectStyled } from './consumer-check.mjs';
import { run, startServer, waitForUrl } from './processes.mjs';

/** One app, one module per snippet; the URL's path picks which snippet's App renders. */
function mainModule(files) {
  return `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const snippets = import.meta.glob('./snippets/*.tsx');
const byPath = ${JSON.stringify(files, null, 2)};
const file = byPath[window.location.pathname];
const root = createRoot(document.getElementById('root'));
if (file) snippets[file]().then((module) => root.render(createElement(module.default)));
else root.render(createElement('p', null, 'No snippet for this path.'));
`;
}

/**
 * @param {{ work: string, registryUrl: string, env: Record<string, string>, results: string,
 *   port: number, devDependencies: string[][], fail: (message: string) => never }} options
 */
export async function checkSnippets({ work, registryUrl, env, results, port, devDependencies, fail }) {
  const usages = demoUsages();
  const dir = join(work, 'snippets');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'src/snippets'), { recursive: true });
  for (const file of ['index.html', 'package.json', 'vite.config.js'])
    copyFileSync(join(import.meta.dirname, 'consumer', file), join(dir, file));
  writeFileSync(
    join(dir, '.npmrc'),
    `registry=${registryUrl}\nprefer-online=true\naudit=false\nfund=false\nupdate-notifier=false\n`,
  );
  const files = {};
  usages.forEach((usage, index) => {
    const name = `./snippets/${String(index).padStart(2, '0')}-${usage.component}.tsx`;
    writeFileSync(join(dir, 'src', name), usage.frameworks.vite[0].code);
    files[usage.path] = name;
  });
  writeFileSync(join(dir, 'src/main.tsx'), mainModule(files));

  // Every snippet's own `npm install …` line, as one install (25 separate ones would only repeat
  // the same resolution); then the README's dev dependencies (Vite and its React plugin).
  const packages = new Set();
  for (const usage of usages) {
    const [npm, install, ...names] = usage.install.split(' ');
    if (npm !== 'npm' || install !== 'install' || names.length === 0)
      fail(`odd install command "${usage.install}"`);
    for (const name of names) packages.add(name);
  }
  let log = '';
  for (const args of [['install', ...packages], ...devDependencies]) {
    const result = await run('npm', args, { cwd: dir, env, timeoutMs: 600_000 });
    log += `$ npm ${args.join(' ')}\n${result.output}\n`;
    if (result.code !== 0) fail(`\`npm ${args.join(' ')}\` failed (exit ${result.code}):\n${result.output}`);
  }
  const build = await run('npx', ['vite', 'build'], { cwd: dir, env, timeoutMs: 600_000 });
  log += `$ npx vite build\n${build.output}\n`;
  writeFileSync(join(results, 'snippets-install-and-build.log'), log);
  if (build.code !== 0) fail(`the snippets app did not build:\n${build.output}`);

  const preview = startServer(
    'vite preview (snippets)',
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: dir, env, logFile: join(results, 'snippets-preview.log') },
  );
  const origin = `http://127.0.0.1:${port}`;
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
      await page.goto(`${origin}${usage.path}`);
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
      `Use this demo: all ${usages.length} snippets pasted into one npm consumer app, built, and each page rendered in Chromium.`,
    );
  } finally {
    await browser.close();
    await preview.stop();
  }
}
