// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { END, readmeUsages, START, usageSection, withUsageSection } from './readme-usage.mjs';

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
