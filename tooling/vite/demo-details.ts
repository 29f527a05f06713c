import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const packagesDir = resolve(import.meta.dirname, '../../packages');
const ALL = 'virtual:demo-details';
const ONE = 'virtual:demo-description/';

// A manifest's fields, as its source writes them (a string or an array of strings, on one line or
// the next): the literals are copied as they are into the generated modules.
const FIELD = {
  id: /\n {2}id:\s*('[^'\n]*'|"[^"\n]*"),\n/,
  description: /\n {2}description:\s*('[^'\n]*'|"[^"\n]*"),\n/,
  keywords: /\n {2}keywords:\s*(\[[^\]]*\]),\n/,
} as const;

interface Details {
  id: string;
  /** the literals' source text */
  description: string;
  keywords: string;
}

const isManifest = (id: string) => /[\\/]packages[\\/](?!kit[\\/])[^\\/]+[\\/]src[\\/]manifest\.ts$/.test(id);

function read(file: string): Details {
  const code = readFileSync(file, 'utf8');
  const [id, description, keywords] = (['id', 'description', 'keywords'] as const).map(
    (field) => FIELD[field].exec(code)?.[1],
  );
  if (!id || !description || !keywords)
    throw new Error(`${file}: id, description and keywords must be literals the site's build can read.`);
  return { id: JSON.parse(id.replace(/^'|'$/g, '"')), description, keywords };
}

/**
 * Every page's manifest carries a description and keywords (the package contract), which the shell
 * does not need: the palette searches them and the landing shows a few descriptions. In the browser
 * build they are taken out of the manifests (every route loads all manifests) and served by
 * `virtual:demo-details` (every page's, loaded with the palette) and `virtual:demo-description/<id>`
 * (one page's description). The prerender (SSR) keeps the manifests whole.
 */
export function demoDetails(): Plugin {
  const manifests = readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'kit')
    .map((entry) => join(packagesDir, entry.name, 'src/manifest.ts'))
    .filter((file) => {
      try {
        return readFileSync(file, 'utf8').includes('defineDemo(');
      } catch {
        return false;
      }
    });
  const details = () => manifests.map(read);
  let strip = false;
  return {
    name: 'demo-details',
    enforce: 'pre',
    configResolved(config) {
      strip = config.command === 'build' && !config.build.ssr;
    },
    resolveId(source) {
      return source === ALL || source.startsWith(ONE) ? `\0${source}` : null;
    },
    load(id) {
      if (id === `\0${ALL}`) {
        const entries = details().map(
          (d) => `  ${JSON.stringify(d.id)}: { description: ${d.description}, keywords: ${d.keywords} },`,
        );
        return `export const details = {\n${entries.join('\n')}\n};\n`;
      }
      if (id.startsWith(`\0${ONE}`)) {
        const wanted = id.slice(ONE.length + 1);
        const found = details().find((d) => d.id === wanted);
        if (!found) throw new Error(`${ONE}${wanted}: no manifest has the id "${wanted}".`);
        return `export default ${found.description};\n`;
      }
      return null;
    },
    transform(code, id, options) {
      if (!strip || options?.ssr || !isManifest(id)) return null;
      const stripped = code.replace(FIELD.description, '\n').replace(FIELD.keywords, '\n');
      if (stripped === code) return null;
      return { code: stripped, map: null };
    },
  };
}
