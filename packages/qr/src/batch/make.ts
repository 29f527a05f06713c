import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { type ManifestLine, manifestCsv } from './csv';
import { type BatchFormat, drawChecked } from './draw';

/** One row as the maker takes it: the rows with a problem only go into the manifest. */
export interface JobRow {
  row: number;
  name: string;
  type: string;
  data: string;
  /** The row's problem in the page's language, or null when it is to be drawn. */
  problem: string | null;
}

export interface BatchJob {
  rows: JobRow[];
  format: BatchFormat;
  /** The manifest's status for a code that did not decode back (in the page's language). */
  unreadable: string;
}

export interface BatchResult {
  zip: Uint8Array;
  /** Rows drawn and decoded (in the ZIP). */
  made: number;
  /** Rows whose drawing did not decode back (left out). */
  unreadable: number[];
  ms: number;
}

/** Codes asked for ahead of the one the ZIP is waiting on, across every drawing thread. */
const AHEAD = 16;

/** Progress is reported at most this often (and after the last code): each report repaints the page. */
const PROGRESS_MS = 100;

export type Progress = (done: number, total: number) => void;

/** Draws one code and returns its file's bytes when they decode back to `data`, else null. */
export type Draw = (data: string, format: BatchFormat) => Promise<Uint8Array | null>;

/** A streaming ZIP and the archive's bytes once it has ended (fflate's chunks, concatenated). */
function streamingZip(): { sink: Zip; bytes: Promise<Uint8Array> } {
  let sink: Zip | undefined;
  const bytes = new Promise<Uint8Array>((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    sink = new Zip((error, chunk, final) => {
      if (error) return reject(error);
      chunks.push(chunk);
      if (!final) return;
      const out = new Uint8Array(chunks.reduce((sum, part) => sum + part.length, 0));
      let offset = 0;
      for (const part of chunks) {
        out.set(part, offset);
        offset += part.length;
      }
      resolve(out);
    });
  });
  if (!sink) throw new Error('fflate did not start the ZIP.');
  return { sink, bytes };
}

/** Adds a file to the streaming ZIP: PNGs are stored (already compressed), text is deflated. */
function addFile(sink: Zip, name: string, bytes: Uint8Array, compress: boolean) {
  const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
  sink.add(entry);
  entry.push(bytes, true);
}

/**
 * Draws every row without a problem, keeps only the files that decode back to their exact data,
 * and streams them into a ZIP with `manifest.csv`. `draw` may run on other threads (a pool of
 * workers): up to AHEAD codes are asked for at once, and files still go into the ZIP in row order.
 * `cancelled()` is checked between rows.
 */
export async function makeBatch(
  job: BatchJob,
  progress: Progress,
  cancelled = () => false,
  draw: Draw = drawChecked,
): Promise<BatchResult | null> {
  const started = performance.now();
  const total = job.rows.filter((row) => row.problem === null).length;
  const unreadable: number[] = [];
  const lines: ManifestLine[] = [];
  const asked: (Promise<Uint8Array | null> | null)[] = [];
  let done = 0;
  let reported = started;
  const { sink, bytes: zipped } = streamingZip();
  const askUpTo = (end: number) => {
    for (let i = asked.length; i < Math.min(end, job.rows.length); i++) {
      const row = job.rows[i] as JobRow;
      const drawing = row.problem === null ? draw(row.data, job.format) : null;
      // A failure surfaces when the ZIP reaches its row; until then it must not count as unhandled.
      drawing?.catch(() => {});
      asked.push(drawing);
    }
  };
  for (const [i, row] of job.rows.entries()) {
    if (cancelled()) {
      sink.terminate();
      return null;
    }
    askUpTo(i + 1 + AHEAD);
    const line = { row: row.row, type: row.type, data: row.data };
    if (row.problem !== null) {
      lines.push({ ...line, filename: '', status: row.problem });
      continue;
    }
    const bytes = await asked[i];
    asked[i] = null;
    if (cancelled()) {
      sink.terminate();
      return null;
    }
    const filename = `${row.name}.${job.format}`;
    if (bytes) addFile(sink, filename, bytes, job.format === 'svg');
    else unreadable.push(row.row);
    lines.push(
      bytes ? { ...line, filename, status: 'ok' } : { ...line, filename: '', status: job.unreadable },
    );
    done += 1;
    if (done === total || performance.now() - reported >= PROGRESS_MS) {
      reported = performance.now();
      progress(done, total);
    }
  }
  if (cancelled()) {
    sink.terminate();
    return null;
  }
  addFile(sink, 'manifest.csv', new TextEncoder().encode(manifestCsv(lines)), true);
  sink.end();
  const zip = await zipped;
  return { zip, made: done - unreadable.length, unreadable, ms: Math.round(performance.now() - started) };
}
