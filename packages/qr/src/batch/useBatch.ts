import { downloadBlob } from '@demos/kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '../core/i18n';
import type { BatchFormat } from './draw';
import type { BatchResult } from './make';
import { BATCH_MESSAGES, fileProblemText, rowProblemText } from './messages';
import { type ParsedBatch, parseBatch } from './rows';
import { type RunningBatch, runBatch } from './run';

export const ZIP_NAME = 'qr-codes.zip';

export type BatchState =
  | { phase: 'idle' }
  | { phase: 'making'; done: number; total: number }
  | { phase: 'done'; result: BatchResult }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string };

const saveZip = (result: BatchResult) =>
  downloadBlob(new Blob([result.zip as BlobPart], { type: 'application/zip' }), ZIP_NAME);

/** The Batch tab's state: the file read, its rows checked, and the ZIP being made in a worker. */
export function useBatch(locale: Locale, types: readonly string[]) {
  const [file, setFile] = useState<File | null>(null);
  const [parsed, setParsed] = useState<ParsedBatch | null>(null);
  const [format, setFormat] = useState<BatchFormat>('png');
  const [state, setState] = useState<BatchState>({ phase: 'idle' });
  const running = useRef<RunningBatch | null>(null);

  const cancel = useCallback(() => {
    running.current?.cancel();
    running.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const choose = useCallback(
    async (chosen: File | null) => {
      cancel();
      setFile(chosen);
      setState({ phase: 'idle' });
      setParsed(chosen ? parseBatch(await chosen.text(), chosen.name) : null);
    },
    [cancel],
  );

  const make = useCallback(async () => {
    if (!parsed?.ok) return;
    cancel();
    const job = {
      format,
      unreadable: BATCH_MESSAGES[locale].problems.unreadable,
      rows: parsed.rows.map(({ row, name, type, data, problem }) => ({
        row,
        name,
        type,
        data,
        problem: problem ? rowProblemText(locale, problem, types) : null,
      })),
    };
    const total = job.rows.filter((row) => row.problem === null).length;
    setState({ phase: 'making', done: 0, total });
    const run = runBatch(job, (done, all) => setState({ phase: 'making', done, total: all }));
    running.current = run;
    try {
      const result = await run.result;
      if (running.current !== run) return;
      running.current = null;
      if (!result) return setState({ phase: 'cancelled' });
      setState({ phase: 'done', result });
      saveZip(result);
    } catch (error) {
      if (running.current === run) running.current = null;
      setState({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }, [parsed, format, locale, types, cancel]);

  const stop = useCallback(() => {
    cancel();
    setState({ phase: 'cancelled' });
  }, [cancel]);

  const fileProblem = parsed && !parsed.ok ? fileProblemText(locale, parsed.problem) : null;
  return { file, parsed, format, setFormat, state, choose, make, stop, saveZip, fileProblem };
}
