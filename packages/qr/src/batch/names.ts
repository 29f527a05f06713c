/** The longest file name kept (before `-2` and the extension); most file systems allow 255 bytes. */
export const NAME_MAX = 100;

/**
 * A file name from a CSV cell that is safe in a ZIP: no folders (`/`, `\`), no `..`, no characters
 * Windows forbids or control characters, no leading or trailing dots or spaces, and no extension
 * of its own (the batch adds `.png` or `.svg`). Empty when nothing usable is left.
 */
export function sanitizeName(raw: string): string {
  const cleaned = raw
    .trim()
    .normalize('NFC')
    .replace(/\.(png|svg)$/i, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[/\\<>:"|?*\u0000-\u001f\u007f]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.]+$/g, '');
  const short = [...cleaned]
    .slice(0, NAME_MAX)
    .join('')
    .replace(/[\s.]+$/, '');
  // Windows' reserved device names cannot be files, whatever the extension.
  return /^(con|prn|aux|nul|com\d|lpt\d)$/i.test(short) ? `${short}-file` : short;
}

/**
 * Gives every row a unique name (compared ignoring case, as on Windows and macOS): the CSV's
 * `filename`, sanitized, or `row-<n>`; a name already taken gets `-2`, `-3`, …
 */
export function uniqueNames(rows: readonly { row: number; filename: string }[]): string[] {
  const taken = new Set<string>();
  return rows.map(({ row, filename }) => {
    const base = sanitizeName(filename) || `row-${row}`;
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base}-${n}`;
    taken.add(name.toLowerCase());
    return name;
  });
}
