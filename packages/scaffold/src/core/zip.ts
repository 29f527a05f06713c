import { type Zippable, zipSync } from 'fflate';
import { assertValidTree, contentBytes, type ScaffoldEntry } from './model';

/** A folder in fflate's nested form; no prototype, so a file named `__proto__` is just a name. */
const emptyFolder = (): Zippable => Object.create(null) as Zippable;

// Made on Unix (APPNOTE 4.4.2.2), with Unix modes in the high half of the external attributes:
// unzip then takes names as UTF-8 (it reads names from "MS-DOS" archives in an OEM code page)
// and gives files rw-r--r-- and folders rwxr-xr-x.
const UNIX = 3;
const FILE_ATTRS = (0o100644 << 16) >>> 0;
const FOLDER_ATTRS = ((0o40755 << 16) >>> 0) | 0x10;

/**
 * Builds a zip of the project folder and its tree: one entry per folder (empty ones included) and
 * per file, with the same bytes the bash script writes. Throws InvalidTreeError like the script.
 */
export function buildZip(
  projectName: string,
  tree: readonly ScaffoldEntry[],
  modified = new Date(),
): Uint8Array {
  assertValidTree(projectName, tree);
  const toZippable = (entries: readonly ScaffoldEntry[]): Zippable => {
    const folder = emptyFolder();
    for (const entry of entries)
      folder[entry.name] =
        entry.type === 'folder'
          ? [toZippable(entry.children), { attrs: FOLDER_ATTRS }]
          : [contentBytes(entry.content), { attrs: FILE_ATTRS }];
    return folder;
  };
  const root = emptyFolder();
  root[projectName] = [toZippable(tree), { attrs: FOLDER_ATTRS }];
  return zipSync(root, { level: 6, mtime: modified, os: UNIX });
}

/** The download name of the zip, made only of portable characters. */
export function zipFileName(projectName: string): string {
  const slug = projectName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'project'}.zip`;
}
