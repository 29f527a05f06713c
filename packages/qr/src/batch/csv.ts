import type { QrTab } from '../core/payload';
import { EXAMPLES, FILENAME_COLUMN, TYPE_COLUMN, TYPE_COLUMNS } from './columns';

/**
 * A CSV cell, always quoted (`"` doubled). A cell that starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return gets a leading `'`, so a spreadsheet shows it as text instead of running it as a
 * formula (OWASP's CSV injection advice).
 */
export function csvCell(value: string | number, defuse = true): string {
  const text = String(value);
  const safe = defuse && typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Lines joined with CRLF (RFC 4180), ending with one; `defuse: false` only for the page's own text. */
export const csvLines = (rows: readonly (readonly (string | number)[])[], defuse = true) =>
  `${rows.map((row) => row.map((cell) => csvCell(cell, defuse)).join(',')).join('\r\n')}\r\n`;

/**
 * A downloadable template for one type: the header and one valid example row. Its cells are the
 * page's own examples (a `+34` phone number, a `-3.7` longitude), written as they are.
 */
export function templateCsv(type: QrTab): string {
  const columns = TYPE_COLUMNS[type];
  const example = EXAMPLES[type];
  return csvLines(
    [
      [TYPE_COLUMN, ...columns, FILENAME_COLUMN],
      [type, ...columns.map((column) => example[column] ?? ''), `${type}-example`],
    ],
    false,
  );
}

export interface ManifestLine {
  row: number;
  /** Empty when the row made no file. */
  filename: string;
  type: string;
  data: string;
  /** `ok`, or why the row has no file. */
  status: string;
}

/** `manifest.csv`: every row of the batch, with its file or why it has none. */
export const manifestCsv = (lines: readonly ManifestLine[]) =>
  csvLines([
    ['row', 'filename', 'type', 'data', 'status'],
    ...lines.map((line) => [line.row, line.filename, line.type, line.data, line.status]),
  ]);
