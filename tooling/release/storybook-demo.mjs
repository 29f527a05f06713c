#!/usr/bin/env node
// `DEMO=<id> pnpm storybook` (docs/testing.md, "Working on one demo"), smoke-tested: an unknown id fails at
// once with a message naming the valid ones; a real id starts Storybook's dev server whose index
// lists that package's stories and nothing else; then it stops.
// Usage: storybook-demo.mjs [id…]   (default: cli-app html-js-app; port STORYBOOK_PORT, default 4433)
import { resolve } from 'node:path';
import { run, startServer, waitForUrl } from './processes.mjs';

const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.STORYBOOK_PORT ?? 4433);
const demos = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['cli-app', 'html-js-app'];

const fail = (message) => {
  console.error(`storybook DEMO check: ${message}`);
  process.exit(1);
};

// A typo gets a clear error, not an empty Storybook.
const bad = await run('pnpm', ['storybook'], {
  cwd: root,
  env: { DEMO: 'no-such-demo', STORYBOOK_PORT: String(port), NO_COLOR: '1' },
  timeoutMs: 90_000,
});
if (bad.code === 0) fail('DEMO=no-such-demo started Storybook instead of failing');
// Storybook wraps the message in a box: compare with its line breaks and borders removed.
const flat = bad.output.replace(/[\s│]+/g, ' ');
if (!flat.includes('DEMO must be the folder name of a package with stories, got "no-such-demo". One of: '))
  fail(`DEMO=no-such-demo failed without the expected message:\n${bad.output}`);
console.log('DEMO=no-such-demo: refused with a message listing the valid ids.');

for (const demo of demos) {
  const started = Date.now();
  const server = startServer(`storybook (DEMO=${demo})`, 'pnpm', ['storybook'], {
    cwd: root,
    env: { DEMO: demo, STORYBOOK_PORT: String(port), NO_COLOR: '1' },
  });
  try {
    const index = await (await waitForUrl(server, `http://127.0.0.1:${port}/index.json`)).json();
    const entries = Object.values(index.entries);
    const stories = entries.filter((entry) => entry.type === 'story');
    if (stories.length === 0) fail(`DEMO=${demo}: the index lists no stories`);
    const foreign = entries.filter((entry) => !entry.importPath.includes(`/packages/${demo}/src/`));
    if (foreign.length > 0)
      fail(
        `DEMO=${demo}: the index lists other packages' entries: ${foreign.map((e) => e.importPath).join(', ')}`,
      );
    console.log(
      `DEMO=${demo}: ${stories.length} stories, all from packages/${demo} (${stories
        .map((s) => s.name)
        .join(', ')}); ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await server.stop();
  }
}
