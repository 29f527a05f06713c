// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoUsages } from './demo-usage.mjs';
import { END, readmeUsages, START, usageSection, withPagesTable, withUsageSection } from './readme-usage.mjs';

describe('the root README', () => {
  it('lists every page with its route, package and folder (run `pnpm usage:readmes` after a change)', () => {
    const readme = readFileSync(join(resolve(import.meta.dirname, '../..'), 'README.md'), 'utf8');
    expect(withPagesTable(readme, demoUsages())).toBe(readme);
  });
});

describe('package READMEs', () => {
  it('show the usage the tool writes, for every page package (run `pnpm usage:readmes` after a change)', () => {
    const stale = [];
    for (const { usage, file } of readmeUsages()) {
      const readme = readFileSync(file, 'utf8');
      expect(readme, file).toContain(START);
      if (withUsageSection(readme, usage) !== readme) stale.push(file);
    }
    expect(stale).toEqual([]);
  });

  it('document Vite, Next.js and React Router, each with the page rendered the same way', () => {
    const [{ usage }] = readmeUsages();
    const section = usageSection(usage);
    expect(section.startsWith(START) && section.endsWith(END)).toBe(true);
    for (const heading of ['### Vite', '### Next.js (App Router)', '### React Router (framework mode)'])
      expect(section).toContain(heading);
    expect(
      section.match(new RegExp(`import ${usage.component} from '${usage.packageName}/page';`, 'g')),
    ).toHaveLength(3);
  });
});
