import type { MoveDirection } from './core/edit';
import type { EntryType } from './core/model';

/** The label in the spec's toast '{label} copié dans le presse-papier' (masculine noun). */
export const TREE_LABEL = 'Arbre';
export const TREE_COPIED_TOAST = `${TREE_LABEL} copié dans le presse-papier`;
export const SCRIPT_COPIED_TOAST = 'Script copié dans le presse-papier!';
export const SCRIPT_DOWNLOADED_TOAST = 'Script téléchargé!';
export const ZIP_DOWNLOADED_TOAST = 'Zip téléchargé!';

/** The page's copy (English; the toasts above are the spec's French). */
export const TEXT = {
  title: 'Scaffold Generator',
  description:
    'Pick a template, shape the folder tree and its files, and take it away as a safe, re-runnable bash script or a zip.',
  projectTitle: 'Project',
  projectDescription: 'The project folder is created in the directory where you run the script.',
  projectName: 'Project name',
  template: 'Template',
  structureTitle: 'Structure',
  structureDescription:
    'Add folders and files at the top level or inside any folder; rename, move and delete any item.',
  type: 'Type',
  types: { folder: 'Folder', file: 'File' } satisfies Record<EntryType, string>,
  addTo: 'Add to',
  nameLabel: { folder: 'Folder name', file: 'File name' } satisfies Record<EntryType, string>,
  namePlaceholder: { folder: 'e.g. scripts', file: 'e.g. LICENSE' } satisfies Record<EntryType, string>,
  nameHint:
    "Press Enter to add. Names cannot contain '/', be '.' or '..', repeat a name in the same folder, or exceed 255 bytes.",
  add: 'Add',
  emptyTree: 'The tree is empty. Add a folder or a file, or pick a template.',
  treeLabel: 'Project tree',
  keyboardHint:
    'In the tree: arrows to move around, Enter to rename, Delete to delete, Alt+↑/↓ to reorder, Alt+←/→ to move out of or into a folder.',
  moves: {
    up: 'Move up',
    down: 'Move down',
    out: 'Move out of its folder',
    in: 'Move into the folder above',
  } satisfies Record<MoveDirection, string>,
  copied: 'Copied!',
  copyTree: 'Copy tree',
  bashScript: 'Bash Script',
  zip: 'Zip',
  zipping: 'Zipping…',
  fileContentTitle: 'File content',
  fileContentDescription: 'Written byte for byte by the script and the zip: nothing in it is expanded.',
  scriptTitle: 'Generated script',
  scriptDescription:
    "Bash, strict mode, every path and every file's text quoted. Safe to run twice: nothing is overwritten.",
  scriptLabel: 'Generated bash script',
  scriptBeginningLabel: 'Generated bash script (beginning)',
  runTitle: 'Make it executable, then run it',
  commands: { chmod: 'Make it executable', dryRun: 'Try it without writing', run: 'Run it' },
  dryRunHint: '--dry-run lists what would be created without touching the disk.',
  pasteTree: 'Paste tree',
  pasteDescription:
    'Paste the output of the tree command (├── └── │), a tree copied with Copy tree, or names indented with spaces or tabs. A name ending in / is a folder. It replaces the current tree.',
  treeText: 'Tree text',
  structureFound: 'Structure found',
  pasteFormats: { tree: 'tree output', indented: 'indented text' },
  cancel: 'Cancel',
  useTree: 'Use this tree',
  addInsideTitle: 'Add a folder or file inside',
  renameTitle: 'Rename (Enter)',
  deleteTitle: 'Delete (Delete key)',
  noScript: {
    empty: 'Add at least one folder or file to generate the script.',
    projectName: 'Fix the project name to generate the script.',
    tree: 'Fix the problem shown under the tree to generate the script.',
  },
} as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
/** The same, with the count grouped by thousands ('1,200 files'). */
const pluralGrouped = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
const slash = (type: EntryType) => (type === 'folder' ? '/' : '');

/** The sentences of the page's status line and badges. */
export const say = {
  counts: (folders: number, files: number) =>
    `${plural(folders, 'folder', 'folders')}, ${plural(files, 'file', 'files')}`,
  rootLabel: (name: string) => `${name || '…'}/ (top level)`,
  added: (name: string, type: EntryType) => `Added ${name}${slash(type)}.`,
  deleted: (name: string, type: EntryType) => `Deleted ${name}${slash(type)}.`,
  reordered: (name: string, position: number, folder: string | null) =>
    `Moved ${name} to position ${position} ${folder ? `in ${folder}/` : 'at the top level'}.`,
  moved: (name: string, folder: string | null) =>
    `Moved ${name} ${folder ? `into ${folder}/` : 'to the top level'}.`,
  renamed: (name: string) => `Renamed to ${name}.`,
  moveToolbar: (name: string) => `Move ${name}`,
  moveButton: (label: string, name: string) => `${label}: ${name}`,
  pasted: (folders: number, files: number) => `Tree pasted: ${folders} folders, ${files} files.`,
  zipFailed: (reason: string) => `The zip could not be made: ${reason}`,
  limitsNow: (items: string, maxItems: string, bytes: string, maxBytes: string) =>
    ` Now: ${items} of ${maxItems} items, ${bytes} of ${maxBytes}.`,
  contentLabel: (path: string) => `Content of ${path}`,
  contentSize: (size: string) => `${size} (UTF-8). Leave it empty for an empty file.`,
  pasteTooLarge: (size: string) => `A file can hold at most 1 MB of text: the pasted text alone has ${size}.`,
  pasteTooLong: (chars: number, max: number) =>
    `The pasted text is too long (${chars.toLocaleString('en-US')} characters): at most ${max.toLocaleString('en-US')} are read.`,
  pasteStats: (folders: number, files: number, format: string) =>
    `${pluralGrouped(folders, 'folder', 'folders')}, ${pluralGrouped(files, 'file', 'files')} (${format})`,
  newName: (name: string) => `New name for ${name}`,
  addInside: (name: string) => `Add inside ${name}`,
  rename: (name: string) => `Rename ${name}`,
  remove: (name: string) => `Delete ${name}`,
  longScript: (size: string) =>
    `The script is ${size}: the preview shows its beginning; the copy and the download have all of it.`,
} as const;
