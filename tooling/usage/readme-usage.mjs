#!/usr/bin/env node
// The root README's table of pages, and the "Install" and "Use it in your app" sections of every
// page package's README, written from
// tooling/usage (the same files the site's "Use this demo" panel shows and the release rehearsal
// builds in a Vite, a Next.js and a React Router app), between markers. `pnpm usage:readmes`
// writes them; readme-usage.test.mjs fails when a README differs from what this would write.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { demoUsages, FRAMEWORKS } from './demo-usage.mjs';

const defaultRoot = resolve(import.meta.dirname, '../..');

import { USAGE_END as END, PAGES_END, PAGES_START, USAGE_START as START } from './markers.mjs';

export { END, START };

const HEADINGS = {
  vite: 'Vite (a React app rendered in the browser)',
  next: 'Next.js (App Router)',
  reactRouter: 'React Router (framework mode)',
};
/** Files every page of an app shares: said once, so a reader adding a second page knows. */
const SHARED = new Set(['app/providers.tsx', 'app/layout.tsx', 'app/root.tsx']);
const fence = (language, code) => `\`\`\`${language}\n${code.trimEnd()}\n\`\`\``;

/** The README block for one usage. */
export function usageSection(usage) {
  const parts = [
    START,
    '## Install',
    '',
    fence('sh', usage.install),
    '',
    '## Use it in your app',
    '',
    `The same way in every framework: the kit's stylesheet and \`KitProvider\` once per app, then this page's stylesheet and its component, the default export of \`${usage.packageName}/page\`, which needs no props. The page renders on the server as well as in the browser, and the theme a visitor chose applies before the first paint (\`ThemeScript\` in the document head). Each file below is built and opened in Chromium, in an app of its framework installed with npm, by this repository's release rehearsal.`,
  ];
  for (const framework of FRAMEWORKS) {
    parts.push('', `### ${HEADINGS[framework.id]}`, '');
    for (const snippet of usage.frameworks[framework.id]) {
      const once = SHARED.has(snippet.file) ? ' (once per app)' : '';
      const language = snippet.file.endsWith('.tsx') ? 'tsx' : 'ts';
      parts.push(`\`${snippet.file}\`${once}:`, '', fence(language, snippet.code), '');
    }
    parts.pop();
  }
  parts.push(END);
  return parts.join('\n');
}

/** The README text with its usage block replaced (or `null` when it has no markers). */
export function withUsageSection(readme, usage) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end === -1) return null;
  return `${readme.slice(0, start)}${usageSection(usage)}${readme.slice(end + END.length)}`;
}

/** The root README's table of pages: route, title, package and folder, from the packages. */
export function pagesTable(usages) {
  const rows = usages.map(
    (usage) =>
      `| \`${usage.path}\` | ${usage.title} | \`${usage.packageName}\` | [\`packages/${usage.dir}\`](packages/${usage.dir}) |`,
  );
  return [PAGES_START, '| route | page | package | folder |', '|---|---|---|---|', ...rows, PAGES_END].join(
    '\n',
  );
}

/** The root README with its pages table replaced (or `null` without markers). */
export function withPagesTable(readme, usages) {
  const start = readme.indexOf(PAGES_START);
  const end = readme.indexOf(PAGES_END);
  if (start === -1 || end === -1) return null;
  return `${readme.slice(0, start)}${pagesTable(usages)}${readme.slice(end + PAGES_END.length)}`;
}

export function readmeUsages(root = defaultRoot) {
  return demoUsages(root).map((usage) => ({ usage, file: join(root, 'packages', usage.dir, 'README.md') }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let written = 0;
  for (const { usage, file } of readmeUsages()) {
    const readme = readFileSync(file, 'utf8');
    const next = withUsageSection(readme, usage);
    if (next === null) throw new Error(`${file} has no ${START} … ${END} block`);
    if (next !== readme) {
      writeFileSync(file, next);
      written += 1;
    }
  }
  const rootReadme = join(defaultRoot, 'README.md');
  const readme = readFileSync(rootReadme, 'utf8');
  const next = withPagesTable(readme, demoUsages());
  if (next === null) throw new Error(`README.md has no ${PAGES_START} … ${PAGES_END} block`);
  if (next !== readme) {
    writeFileSync(rootReadme, next);
    written += 1;
  }
  console.log(`${written} README(s) updated.`);
}
