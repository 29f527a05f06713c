#!/usr/bin/env node
// Plants defects the suite must catch, one at a time, each in a scratch copy of HEAD (git worktree +
// offline install, removed after), runs test.sh's gates in order until one fails and prints which
// gate caught each defect. The gates are read from test.sh itself (its `step "..."` blocks), so the
// list cannot drift from `npm test`.
// Usage: node tooling/scripts/planted-defects.mjs [--only <id>] [--until <gate>] [--skip <gate,…>] [--expect]
//   --until <gate>  stop after that gate (e.g. vitest): defects caught later show as NOT CAUGHT (ran up to …)
//   --skip <gates>  leave out gates (comma-separated short names, e.g. vitest,rehearsal): a defect is then
//                   caught by a later gate or not at all, and the table names what was skipped
//   --expect        exit 1 when a defect is caught by another gate than the one expected below
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const root = new URL('../..', import.meta.url).pathname;

/** Replaces `from` by `to` in one file of the copy; a file that no longer holds `from` is an error. */
function edit(dir, file, from, to) {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from))
    throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update this defect.`);
  writeFileSync(path, text.replace(from, to));
}

const page = 'packages/bash-app/src/BashAppPage.tsx';
const defects = [
  {
    id: 'unused-export',
    expect: 'knip',
    plant: (d) =>
      edit(
        d,
        'packages/bash-app/src/deployScript.ts',
        'export const STEP_COUNT',
        'export const plantedUnused = 1;\nexport const STEP_COUNT',
      ),
  },
  {
    id: 'one-time-read-twice',
    expect: 'vitest',
    // The read that should burn the note keeps it one read longer.
    plant: (d) =>
      edit(
        d,
        'packages/privnote/supabase/migrations/20261127000000_reads_and_burn.sql',
        'if found_note.read_count + 1 < found_note.max_reads then',
        'if found_note.read_count + 1 <= found_note.max_reads then',
      ),
  },
  {
    id: 'page-throws',
    // The prerender renders every page while building, before any unit test runs.
    expect: 'build',
    plant: (d) =>
      edit(
        d,
        page,
        '\n  return (',
        "\n  if (STEP_COUNT > 0) throw new Error('planted: the page throws');\n  return (",
      ),
  },
  {
    id: 'manifest-route',
    expect: 'vitest',
    plant: (d) => edit(d, 'packages/bash-app/src/manifest.ts', "path: '/bash-app'", "path: '/bash-script'"),
  },
  {
    id: 'story-throws',
    // A page's stories render in Vitest (apps/storybook/src/stories.test.tsx, composeStories); the
    // Storybook gate builds and screenshots the kit's stories only (it caught this before issue 48).
    expect: 'vitest',
    plant: (d) =>
      edit(
        d,
        'packages/bash-app/src/BashAppPage.stories.tsx',
        'export const Idle: Story = { args: {} };',
        "export const Idle: Story = {\n  args: {},\n  render: () => {\n    throw new Error('planted: the story throws');\n  },\n};",
      ),
  },
  {
    id: 'secret-in-client',
    expect: 'build',
    // The site build inlines the provider's key into a page chunk.
    plant: (d) =>
      edit(
        d,
        'apps/site/vite.config.ts',
        'defineConfig({',
        "defineConfig({\n  define: { 'globalThis.__plantedKey': JSON.stringify(process.env.ANTHROPIC_API_KEY) },",
      ),
    after: (d) =>
      edit(
        d,
        page,
        '\n  return (',
        '\n  console.debug((globalThis as { __plantedKey?: string }).__plantedKey);\n  return (',
      ),
  },
  {
    id: 'budget-overrun',
    expect: 'bundle budgets',
    plant: (d) =>
      edit(d, 'tooling/scripts/budgets.mjs', 'LANDING_JS_BUDGET = 110 * KIB', 'LANDING_JS_BUDGET = 11 * KIB'),
  },
  {
    id: 'client-entry-without-use-client',
    expect: 'published packages',
    plant: (d) => edit(d, 'packages/bash-app/src/page.ts', "'use client';\n\n", ''),
  },
  {
    id: 'nextjs-build-break',
    expect: 'release rehearsal',
    // Browser-only code at module level: Vite's prerender renders the page, not its module graph in
    // a server component; Next.js evaluates the module on the server while building.
    plant: (d) =>
      edit(
        d,
        'packages/bash-app/src/page.ts',
        "import { BashAppPage } from './BashAppPage';",
        "import { BashAppPage } from './BashAppPage';\n\nif (typeof document !== 'object' && process.env.NEXT_RUNTIME === undefined && process.env.NEXT_PHASE) throw new Error('planted: browser only');",
      ),
  },
  {
    id: 'hydration-mismatch',
    expect: 'end-to-end',
    plant: (d) =>
      edit(
        d,
        page,
        '\n  return (',
        "\n  const planted = typeof window === 'undefined' ? 'server' : 'client';\n  return (",
      ),
    after: (d) =>
      edit(d, page, '<PageHeader', '<span data-planted={planted}>{planted}</span>\n      <PageHeader'),
  },
  {
    id: 'axe-violation',
    expect: 'end-to-end',
    plant: (d) =>
      edit(
        d,
        page,
        '<PageHeader',
        "<span style={{ color: '#777', background: '#888' }}>planted low contrast</span>\n      <PageHeader",
      ),
  },
  {
    id: 'title-breaks-inside-word',
    expect: 'end-to-end',
    plant: (d) =>
      edit(
        d,
        'packages/bash-app/src/manifest.ts',
        "title: 'Bash Script'",
        "title: 'BashScriptZeroDowntimeDeploymentAutomation'",
      ),
  },
];

/** test.sh cut into its preamble and its gates (each `step "title"` to the next), summary left out. */
function gatesOf(testSh) {
  const lines = testSh.split('\n').filter((line) => !line.includes('setup.sh'));
  const starts = lines.flatMap((line, i) => (/^step "/.test(line) ? [i] : []));
  const preamble = lines.slice(0, starts[0]).join('\n');
  const gates = starts.map((start, k) => ({
    title: lines[start].slice(6, -1),
    body: lines.slice(start, starts[k + 1] ?? lines.length).join('\n'),
  }));
  return { preamble, gates: gates.filter((gate) => !gate.title.startsWith('summary')) };
}

/** A gate's short name: the title up to its parenthesis ("unit and component tests (vitest)" → vitest). */
const short = (title) => (title.match(/\(([a-z]+)\)/)?.[1] ?? title.replace(/ \(.*/, '')).trim();

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    until: { type: 'string' },
    skip: { type: 'string' },
    expect: { type: 'boolean' },
  },
});
const skipped = new Set((values.skip ?? '').split(',').filter(Boolean));
const chosen = values.only ? defects.filter((defect) => defect.id === values.only) : defects;
if (chosen.length === 0)
  throw new Error(`No defect "${values.only}". One of: ${defects.map((d) => d.id).join(', ')}.`);

const run = (cmd, args, opts) =>
  spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 1 << 28, ...opts });
const rows = [];
for (const defect of chosen) {
  const dir = mkdtempSync(join(tmpdir(), `planted-${defect.id}-`));
  const started = Date.now();
  let caught = 'NOT CAUGHT';
  try {
    if (run('git', ['worktree', 'add', '--detach', dir, 'HEAD'], { cwd: root }).status !== 0)
      throw new Error('git worktree add failed');
    const install = run('pnpm', ['install', '--offline', '--frozen-lockfile'], { cwd: dir });
    if (install.status !== 0) throw new Error(`pnpm install failed:\n${install.stderr}`);
    defect.plant(dir);
    defect.after?.(dir);
    const { preamble, gates } = gatesOf(readFileSync(join(dir, 'tooling/scripts/test.sh'), 'utf8'));
    const last = values.until
      ? gates.findIndex((gate) => short(gate.title) === values.until)
      : gates.length - 1;
    if (last < 0)
      throw new Error(
        `No gate "${values.until}" in test.sh: ${gates.map((g) => short(g.title)).join(', ')}.`,
      );
    // $0 is test.sh's path: its preamble finds the root from it.
    const unknown = [...skipped].filter((name) => !gates.some((gate) => short(gate.title) === name));
    if (unknown.length > 0)
      throw new Error(
        `No gate ${unknown.join(', ')} in test.sh: ${gates.map((g) => short(g.title)).join(', ')}.`,
      );
    const ran = gates.slice(0, last + 1).filter((gate) => !skipped.has(short(gate.title)));
    const script = [preamble, ...ran.map((gate) => gate.body)].join('\n');
    const result = run('bash', ['-c', script, join(dir, 'tooling/scripts/test.sh')], { cwd: dir });
    const output = `${result.stdout}\n${result.stderr}`;
    writeFileSync(join(tmpdir(), `planted-${defect.id}.log`), output);
    if (result.status !== 0) {
      const reached =
        [...result.stdout.matchAll(/^== (.*) \(\d+s\)$/gm)].at(-1)?.[1] ?? '(before the first gate)';
      caught = short(reached);
    } else if (values.until) caught = `NOT CAUGHT (ran up to ${values.until})`;
  } finally {
    run('git', ['worktree', 'remove', '--force', dir], { cwd: root });
    rmSync(dir, { recursive: true, force: true });
  }
  rows.push({
    id: defect.id,
    expect: defect.expect,
    caught: skipped.size > 0 ? `${caught} (skipped: ${[...skipped].join(', ')})` : caught,
    seconds: Math.round((Date.now() - started) / 1000),
  });
  console.log(
    `${defect.id}: ${caught} (${rows.at(-1).seconds}s, log ${join(tmpdir(), `planted-${defect.id}.log`)})`,
  );
}

console.log('\n| defect | expected gate | caught by | time |\n| --- | --- | --- | --- |');
for (const row of rows) console.log(`| ${row.id} | ${row.expect} | ${row.caught} | ${row.seconds}s |`);
const wrong = rows.filter((row) => !row.caught.startsWith(row.expect));
if (values.expect && wrong.length > 0) {
  console.error(`\nCaught by another gate than expected: ${wrong.map((row) => row.id).join(', ')}.`);
  process.exit(1);
}
