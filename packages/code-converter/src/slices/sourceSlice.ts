import { readSourceFile } from '../core/files';
import { NATURAL_LANGUAGE } from '../core/languages';
import { type GetConverter, NO_RESULT, type SetConverter } from './context';
import type { ConverterOptions, ConverterState } from './state';

export type SourceSlice = Pick<
  ConverterState,
  | 'source'
  | 'from'
  | 'to'
  | 'fileName'
  | 'fileSize'
  | 'unavailable'
  | 'noticeRequests'
  | 'setUnavailable'
  | 'setSource'
  | 'setFrom'
  | 'setTo'
  | 'swap'
  | 'openFile'
  | 'forgetFile'
>;

/** What is converted: the code (typed or opened from a file), its language and the target's. */
export function createSourceSlice(
  set: SetConverter,
  get: GetConverter,
  initial: NonNullable<ConverterOptions['initial']>,
): SourceSlice {
  return {
    source: initial.source ?? '',
    from: initial.from ?? 'javascript',
    to: initial.to ?? 'python',
    fileName: null,
    fileSize: null,
    unavailable: false,
    noticeRequests: 0,
    setUnavailable: (unavailable) => set({ unavailable }),
    setSource: (source) =>
      set({ source, ...(get().status === 'error' ? { status: 'idle', error: null } : {}) }),
    setFrom: (from) => set({ from }),
    setTo: (to) => set({ to }),
    swap: () => {
      const { from, to, output, source, status } = get();
      if (status === 'converting' || from === NATURAL_LANGUAGE) return;
      set({ from: to, to: from, source: output || source, output: output ? source : '', ...NO_RESULT });
    },
    openFile: async (file) => {
      if (get().status === 'converting') return;
      const opened = await readSourceFile(file);
      if (!opened.ok) {
        set({ status: 'error', error: opened.error });
        return;
      }
      set({
        source: opened.text,
        fileName: opened.name,
        fileSize: file.size,
        ...(opened.language ? { from: opened.language } : {}),
        output: '',
        status: 'idle',
        error: null,
        ...NO_RESULT,
      });
    },
    forgetFile: () => set({ fileName: null, fileSize: null }),
  };
}
