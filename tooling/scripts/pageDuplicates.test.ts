// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const packagesDir = join(root, 'packages');

/** Runs this long of identical lines in two page packages mean shared UI or logic that belongs in the kit. */
const MIN_LINES = 10;

interface Source {
  pkg: string;
  file: string;
  text: string;
}

/** The page packages (those with a manifest) and their sources, tests and stories left out. */
function pageSources(): Source[] {
  const sources: Source[] = [];
  for (const entry of readdirSync(packagesDir, { withFileTypes: true })) {
    const src = join(packagesDir, entry.name, 'src');
    if (!entry.isDirectory()) continue;
    let files: string[];
    try {
      files = readdirSync(src, { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    if (!files.includes('manifest.ts')) continue;
    for (const file of files) {
      if (!/\.tsx?$/.test(file) || /\.(test|stories|bench)\.tsx?$/.test(file)) continue;
      const path = join(src, file);
      sources.push({ pkg: entry.name, file: relative(root, path), text: readFileSync(path, 'utf8') });
    }
  }
  return sources;
}

/**
 * The lines that carry code, numbered: blank lines, import declarations (two pages importing the
 * same kit names share nothing) and lines without a letter (`});`, `[0, 1],`) are left out.
 */
function codeLines(text: string): Array<{ content: string; line: number }> {
  const kept: Array<{ content: string; line: number }> = [];
  let inImport = false;
  text.split('\n').forEach((raw, index) => {
    const content = raw.trim();
    if (!inImport && /^import\s/.test(content)) inImport = true;
    if (inImport) {
      if (content.endsWith(';')) inImport = false;
      return;
    }
    if (/[A-Za-z]/.test(content)) kept.push({ content, line: index + 1 });
  });
  return kept;
}

/**
 * Pairs of places in two different packages that share `minLines` identical code lines in a row
 * (compared trimmed), one row per pair of files: 'a.css.ts:12 ~ b.css.ts:30'.
 */
export function crossPackageRuns(sources: readonly Source[], minLines = MIN_LINES): string[] {
  const seen = new Map<string, Array<{ pkg: string; file: string; line: number }>>();
  const pairs = new Map<string, string>();
  for (const { pkg, file, text } of sources) {
    const lines = codeLines(text);
    for (let start = 0; start + minLines <= lines.length; start++) {
      const window = lines.slice(start, start + minLines);
      const key = window.map(({ content }) => content).join('\n');
      const line = window[0]?.line ?? 0;
      const places = seen.get(key) ?? [];
      for (const earlier of places) {
        const pair = `${earlier.file} ~ ${file}`;
        if (earlier.pkg !== pkg && !pairs.has(pair))
          pairs.set(pair, `${earlier.file}:${earlier.line} ~ ${file}:${line}`);
      }
      places.push({ pkg, file, line });
      seen.set(key, places);
    }
  }
  return [...pairs.values()];
}

describe('page packages share no copied code', () => {
  it(`no ${MIN_LINES} identical lines in a row appear in two page packages (tests and stories aside)`, () => {
    expect(
      crossPackageRuns(pageSources()),
      'Move what the pages share into @demos/kit (a component, a style, a helper) and use it from both.',
    ).toEqual([]);
  });

  it('finds a run copied between two packages, not one repeated inside a package', () => {
    const block = Array.from({ length: MIN_LINES }, (_, index) => `  rule${index}: value${index},`).join(
      '\n',
    );
    const rows = crossPackageRuns([
      { pkg: 'a', file: 'packages/a/src/A.css.ts', text: `export const x = {\n${block}\n};\n${block}\n` },
      {
        pkg: 'b',
        file: 'packages/b/src/B.css.ts',
        text: `// other\n\nexport const y = {\n    ${block.trim()}\n};\n`,
      },
      { pkg: 'c', file: 'packages/c/src/C.css.ts', text: block.split('\n').slice(1).join('\n') },
    ]);
    expect(rows).toEqual(['packages/a/src/A.css.ts:2 ~ packages/b/src/B.css.ts:4']);
  });

  it('does not count shared imports or lines without code', () => {
    const imports = `import {\n${Array.from({ length: 12 }, (_, index) => `  name${index},`).join('\n')}\n} from '@demos/kit';\n`;
    const data = `${Array.from({ length: 12 }, (_, index) => `  [${index}, ${index + 1}],\n});`).join('\n')}\n`;
    const text = `${imports}${data}`;
    expect(
      crossPackageRuns([
        { pkg: 'a', file: 'packages/a/src/a.ts', text },
        { pkg: 'b', file: 'packages/b/src/b.ts', text },
      ]),
    ).toEqual([]);
  });
});
