import type { ScaffoldEntry } from './model';

const CONTROL = /\p{Cc}/gu;

/** Shows control characters (newlines, tabs, escapes) visibly so one name stays on one line. */
export function displayName(name: string): string {
  return name.replace(CONTROL, (char) => {
    if (char === '\n') return '\\n';
    if (char === '\t') return '\\t';
    if (char === '\r') return '\\r';
    return `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
}

/** Renders the tree like `tree(1)`: folders end with '/', children drawn with box characters. */
export function asciiTree(projectName: string, tree: readonly ScaffoldEntry[]): string {
  const lines = [`${displayName(projectName)}/`];
  const walk = (entries: readonly ScaffoldEntry[], prefix: string) => {
    entries.forEach((entry, index) => {
      const last = index === entries.length - 1;
      const suffix = entry.type === 'folder' ? '/' : '';
      lines.push(`${prefix}${last ? '└── ' : '├── '}${displayName(entry.name)}${suffix}`);
      if (entry.type === 'folder') walk(entry.children, `${prefix}${last ? '    ' : '│   '}`);
    });
  };
  walk(tree, '');
  return lines.join('\n');
}
