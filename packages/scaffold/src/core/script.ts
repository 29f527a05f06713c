import { assertValidTree, planTree, type ScaffoldEntry } from './model';

/** Quotes a string for bash: inside single quotes nothing is special except `'` itself. */
export const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

const PRELUDE = `#!/usr/bin/env bash
# Creates a project folder tree. Existing files and folders are left untouched,
# so running it twice is safe.
# Usage: bash scaffold.sh [--dry-run]
set -euo pipefail
# noclobber: a '>' redirection never truncates a file that appeared meanwhile.
set -o noclobber

dry_run=0
case "\${1-}" in
  --dry-run) dry_run=1 ;;
  '') ;;
  *)
    printf 'Unknown option: %s\\nUsage: %s [--dry-run]\\n' "$1" "$0" >&2
    exit 2
    ;;
esac

make_dir() {
  if [ -d "$1" ] && [ ! -L "$1" ]; then
    printf 'exists        %q/\\n' "$1"
  elif [ -e "$1" ] || [ -L "$1" ]; then
    printf 'error: %q exists and is not a folder\\n' "$1" >&2
    exit 1
  elif [ "$dry_run" -eq 1 ]; then
    printf 'would create  %q/\\n' "$1"
  else
    mkdir -- "$1"
    printf 'created       %q/\\n' "$1"
  fi
}

make_file() {
  if [ -e "$1" ] || [ -L "$1" ]; then
    printf 'exists        %q\\n' "$1"
  elif [ "$dry_run" -eq 1 ]; then
    printf 'would create  %q\\n' "$1"
  else
    : >"$1"
    printf 'created       %q\\n' "$1"
  fi
}
`;

/**
 * Generates a bash script that creates the project folder and the tree under the current
 * directory. Every path is single-quoted, so no name is ever expanded by the shell.
 * Throws InvalidTreeError when a name cannot be a file name.
 */
export function generateScript(projectName: string, tree: readonly ScaffoldEntry[]): string {
  assertValidTree(projectName, tree);
  const lines = planTree(projectName, tree).map(
    (step) => `${step.type === 'folder' ? 'make_dir' : 'make_file'} ${shellQuote(step.segments.join('/'))}`,
  );
  const done = `\nif [ "$dry_run" -eq 1 ]; then\n  echo 'Dry run: nothing was changed.'\nelse\n  echo 'Done.'\nfi\n`;
  return `${PRELUDE}\n${lines.join('\n')}\n${done}`;
}

/** A file name for the downloaded script, made only of portable characters. */
export function scriptFileName(projectName: string): string {
  const slug = projectName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '')
    .slice(0, 60);
  return `create-${slug || 'project'}.sh`;
}
