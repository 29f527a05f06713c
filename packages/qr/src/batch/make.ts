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

/** Codes drawn at the same time. */
const IN_FLIGHT = 8;

export type Progress = (done: number, total: number) => void;

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
 * and streams them into a ZIP with `manifest.csv`. `cancelled()` is checked between rows.
 */
export async function makeBatch(
  job: BatchJob,
  progress: Progress,
  cancelled = () => false,
): Promise<BatchResult | null> {
  const started = performance.now();
  const todo = job.rows.filter((row) => row.problem === null);
  const unreadable: number[] = [];
  const lines: ManifestLine[] = [];
  let done = 0;
  const { sink, bytes: zipped } = streamingZip();
  // Several codes are drawn at once: each waits on the browser's PNG encoder and decoder (other
  // threads), so overlapping them keeps this thread busy; files still go into the ZIP in row order.
  for (let start = 0; start < job.rows.length; start += IN_FLIGHT) {
    if (cancelled()) {
      sink.terminate();
      return null;
    }
    const group = job.rows.slice(start, start + IN_FLIGHT);
    const drawn = await Promise.all(
      group.map((row) => (row.problem === null ? drawChecked(row.data, job.format) : null)),
    );
    for (const [i, row] of group.entries()) {
      const line = { row: row.row, type: row.type, data: row.data };
      if (row.problem !== null) {
        lines.push({ ...line, filename: '', status: row.problem });
        continue;
      }
      const bytes = drawn[i];
      const filename = `${row.name}.${job.format}`;
      if (bytes) addFile(sink, filename, bytes, job.format === 'svg');
      else unreadable.push(row.row);
      lines.push(
        bytes ? { ...line, filename, status: 'ok' } : { ...line, filename: '', status: job.unreadable },
      );
      done += 1;
    }
    progress(done, todo.length);
  }
  addFile(sink, 'manifest.csv', new TextEncoder().encode(manifestCsv(lines)), true);
  sink.end();
  const zip = await zipped;
  return { zip, made: done - unreadable.length, unreadable, ms: Math.round(performance.now() - started) };
}
