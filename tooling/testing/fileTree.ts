import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every folder and file under `dir`, sorted by name at each level: a folder as `name/`, a file as
 * `name <its bytes in hex>` (or its name alone with `contents: false`). Two listings are equal
 * exactly when the trees hold the same names and bytes, so a test compares what a script, a zip
 * and a CLI wrote without trusting any of them.
 */
export function listing(dir: string, { contents = true }: { contents?: boolean } = {}): string[] {
  const walk = (folder: string, prefix: string): string[] =>
    readdirSync(folder)
      .sort()
      .flatMap((name) => {
        const path = join(folder, name);
        const relative = `${prefix}${name}`;
        if (lstatSync(path).isDirectory()) return [`${relative}/`, ...walk(path, `${relative}/`)];
        return [contents ? `${relative} ${readFileSync(path).toString('hex')}` : relative];
      });
  return walk(dir, '');
}
