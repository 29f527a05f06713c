import Papa from 'papaparse';
import { checkPayload } from '../core/checkPayload';
import { encodeQr } from '../core/encode';
import { DEFAULT_OPTIONS } from '../core/options';
import { isQrTab, type PayloadProblem, type QrInputs, type QrTab } from '../core/payload';
import { EMPTY_INPUTS } from '../core/query';
import {
  CHOICES,
  DATA_COLUMN,
  FILENAME_COLUMN,
  FLAG_COLUMNS,
  FLAG_NO,
  FLAG_YES,
  TYPE_COLUMN,
  TYPE_COLUMNS,
} from './columns';
import { uniqueNames } from './names';

/** A batch holds at most this many rows. */
export const MAX_ROWS = 5000;

/** Why a row makes no code. */
export type RowProblem =
  | { code: 'field'; column: string; problem: PayloadProblem['problem'] }
  | { code: 'unknownType'; value: string }
  | { code: 'choice'; column: string; value: string; allowed: readonly string[] }
  | { code: 'missingColumn'; column: string }
  | { code: 'empty' }
  | { code: 'tooLong'; bytes: number; max: number }
  /** The drawn code did not decode back to its data (found while making the ZIP). */
  | { code: 'unreadable' };

export interface BatchRow {
  /** 1 for the first row under the header. */
  row: number;
  /** A generator type, or `data` for a row of the `data` column. */
  type: QrTab | 'data' | string;
  /** The unique, sanitized file name without extension (also given to rows with a problem). */
  name: string;
  /** The exact text the code encodes (empty when the row has a problem). */
  data: string;
  problem: RowProblem | null;
}

/** Why the whole file is refused. */
export type FileProblem =
  | { code: 'notCsv' }
  | { code: 'empty' }
  | { code: 'tooMany'; rows: number; max: number }
  | { code: 'noColumns' }
  | { code: 'malformed'; row: number };

export type ParsedBatch = { ok: true; rows: BatchRow[] } | { ok: false; problem: FileProblem };

const lower = (value: string) => value.trim().toLowerCase();

/** Binary files (images, spreadsheets, archives) hold NUL bytes or U+FFFD where bytes were not UTF-8. */
const looksBinary = (text: string) => {
  const start = text.slice(0, 4096);
  return start.includes('\u0000') || start.includes('\ufffd');
};

type Cells = Record<string, string>;

/** The tab's inputs from a row's cells (columns matched ignoring case), or the first cell that is not a choice. */
function inputsOf(type: QrTab, cells: Cells): { inputs: QrInputs } | { problem: RowProblem } {
  const values: Record<string, string | boolean> = {};
  for (const column of TYPE_COLUMNS[type]) {
    const cell = cells[lower(column)] ?? '';
    const allowed = CHOICES[column];
    if (FLAG_COLUMNS.includes(column)) {
      const flag = lower(cell);
      if (!FLAG_YES.includes(flag) && !FLAG_NO.includes(flag)) {
        return { problem: { code: 'choice', column, value: cell, allowed: ['true', 'false'] } };
      }
      values[column] = FLAG_YES.includes(flag);
    } else if (allowed) {
      const choice = allowed.find((value) => lower(value) === lower(cell));
      if (cell.trim() && !choice) return { problem: { code: 'choice', column, value: cell, allowed } };
      if (choice) values[column] = choice;
    } else {
      values[column] = cell;
    }
  }
  const current = EMPTY_INPUTS[type];
  const value = typeof current === 'string' ? String(values[type] ?? '') : { ...current, ...values };
  return { inputs: { ...EMPTY_INPUTS, [type]: value } };
}

/** The text a row encodes, or why it has none. */
export function checkRow(
  cells: Cells,
  header: ReadonlySet<string>,
): { data: string } | { problem: RowProblem } {
  const typeCell = lower(cells[TYPE_COLUMN] ?? '');
  if (typeCell === '' && header.has(DATA_COLUMN)) {
    const data = cells[DATA_COLUMN] ?? '';
    if (data.trim() === '') return { problem: { code: 'empty' } };
    return fits(data);
  }
  if (!isQrTab(typeCell)) return { problem: { code: 'unknownType', value: cells[TYPE_COLUMN] ?? '' } };
  const columns = TYPE_COLUMNS[typeCell];
  const read = inputsOf(typeCell, cells);
  if ('problem' in read) return read;
  const { payload, problems } = checkPayload(typeCell, read.inputs);
  const first = problems[0];
  if (first) {
    // A required field's column absent from the file says so, instead of 'Required'.
    if (!header.has(lower(first.field))) return { problem: { code: 'missingColumn', column: first.field } };
    return { problem: { code: 'field', column: first.field, problem: first.problem } };
  }
  if (payload === null) {
    const [first = typeCell] = columns;
    const none = columns.every((column) => !header.has(lower(column)));
    return { problem: none ? { code: 'missingColumn', column: first } : { code: 'empty' } };
  }
  return fits(payload);
}

/** The data, or 'tooLong' when it does not fit in a version-40 code at the default level. */
function fits(data: string): { data: string } | { problem: RowProblem } {
  const layout = encodeQr(data, DEFAULT_OPTIONS.level);
  return layout.ok ? { data } : { problem: { code: 'tooLong', bytes: layout.bytes, max: layout.max } };
}

/**
 * Reads a batch CSV (papaparse: quoted fields, line breaks inside quotes, a BOM, `,` `;` or tab
 * separators) and checks every row with the generator's own builders.
 */
export function parseBatch(text: string, fileName = 'batch.csv'): ParsedBatch {
  const extension = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase();
  if ((extension && !['csv', 'txt', 'tsv'].includes(extension)) || looksBinary(text)) {
    return { ok: false, problem: { code: 'notCsv' } };
  }
  const body = text.replace(/^\ufeff/, '');
  // The separator is the one the header uses (a one-column file has none: a comma), never one
  // guessed from the data, where a `;` inside a `data` cell would split it.
  const headerLine = body.slice(0, body.search(/\r|\n|$/));
  const delimiter = [',', ';', '\t'].find((candidate) => headerLine.includes(candidate)) ?? ',';
  const result = Papa.parse<Cells>(body, {
    header: true,
    delimiter,
    skipEmptyLines: 'greedy',
    transformHeader: lower,
  });
  const fields = result.meta.fields ?? [];
  const quoteError = result.errors.find((error) => error.type === 'Quotes');
  if (quoteError) return { ok: false, problem: { code: 'malformed', row: Math.max(1, quoteError.row ?? 1) } };
  if (result.data.length === 0) return { ok: false, problem: { code: 'empty' } };
  if (result.data.length > MAX_ROWS) {
    return { ok: false, problem: { code: 'tooMany', rows: result.data.length, max: MAX_ROWS } };
  }
  const header = new Set(fields);
  if (!header.has(TYPE_COLUMN) && !header.has(DATA_COLUMN))
    return { ok: false, problem: { code: 'noColumns' } };
  const checked = result.data.map((cells, i) => ({ row: i + 1, cells, result: checkRow(cells, header) }));
  const names = uniqueNames(
    checked.map(({ row, cells }) => ({ row, filename: cells[FILENAME_COLUMN] ?? '' })),
  );
  return {
    ok: true,
    rows: checked.map(({ row, cells, result }, i) => ({
      row,
      type: lower(cells[TYPE_COLUMN] ?? '') || (header.has(DATA_COLUMN) ? DATA_COLUMN : ''),
      name: names[i] ?? `row-${row}`,
      data: 'data' in result ? result.data : '',
      problem: 'problem' in result ? result.problem : null,
    })),
  };
}
