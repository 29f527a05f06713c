import { type SourceId, sourceFromFileName } from './languages';

/** The largest source file the page opens (and the most code the proxy converts). */
export const MAX_FILE_BYTES = 256 * 1024;
export const ERROR_FILE_TOO_LARGE = 'This file is too large: the converter opens files up to 256 KB.';
export const ERROR_FILE_NOT_TEXT = 'This file is not a text file: open a source code file.';
export const ERROR_FILE_UNREADABLE = 'This file could not be read. Please try another one.';

export type OpenedFile =
  | { ok: true; name: string; text: string; language: SourceId | undefined }
  | { ok: false; error: string };

/** Reads a dropped or chosen file as source code, refusing what the converter cannot take. */
export async function readSourceFile(file: Pick<File, 'name' | 'size' | 'arrayBuffer'>): Promise<OpenedFile> {
  if (file.size > MAX_FILE_BYTES) return { ok: false, error: ERROR_FILE_TOO_LARGE };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, error: ERROR_FILE_UNREADABLE };
  }
  // A NUL byte does not occur in source code: it is a binary file (an image, an archive…).
  if (bytes.includes(0)) return { ok: false, error: ERROR_FILE_NOT_TEXT };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, error: ERROR_FILE_NOT_TEXT };
  }
  return {
    ok: true,
    name: file.name,
    text: text.replace(/^\uFEFF/, ''),
    language: sourceFromFileName(file.name),
  };
}
