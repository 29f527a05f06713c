import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import {
  createSupabaseNotesApi,
  isNoteExpiry,
  isNoteReads,
  isNoteRecipients,
  type NotesApi,
  NotesApiError,
} from '../core/api';
import { refusalMessage } from '../core/apiError';
import { downloadFile, FilesTooLargeError, type NoteFileInput, TooManyFilesError } from '../core/attachments';
import { createNotesClient } from '../core/client';
import { EMBEDDED_ANON_KEY } from '../core/config';
import { type FilesManifest, NoteDecryptError, PassphraseTooLongError } from '../core/crypto';
import { parseNoteLink } from '../core/link';
import {
  createSecretNote,
  EmptyNoteError,
  FilesUnsupportedError,
  NoteNotFoundError,
  openSecretNote,
  WrongPassphraseError,
} from '../core/notes';

/** What the command line reads and writes: the process's, or a test's. */
export interface CliIo {
  stdin: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: Record<string, string | undefined>;
  /** Standard input is a terminal: with --file, the message is not waited for. */
  stdinIsTTY?: boolean;
  /** The notes API for a server (supabase-js over HTTP by default; tests give the in-memory one). */
  api?: (server: string) => NotesApi;
}

const USAGE = `Usage:
  privnote send [--file PATH]... [--expire 1h|1d|7d] [--passphrase TEXT] [--reads N] [--recipients N] [--server URL] < message.txt
  privnote get <link> [--passphrase TEXT] [--out DIR] [--server URL]

The message is read from standard input and encrypted here; the server only stores ciphertext.
--file attaches a file (up to 5, 10 MB in all by default), encrypted here too. get prints the
message; with --out DIR it writes DIR/note.txt and the attached files.
--server defaults to $PRIVNOTE_SERVER (the site that serves /privnote and /rest/v1).
`;

/** A mistake on the command line: the usage follows the message, exit status 2. */
class UsageError extends Error {}

/** supabase-js builds a realtime client even when nothing subscribes; the CLI never connects it. */
class NoRealtime {
  constructor() {
    throw new Error('The command line does not use realtime.');
  }
}

/** The notes API of `server` (the embedded server's anon key unless PRIVNOTE_ANON_KEY is set). */
function notesApi(server: string, io: CliIo): NotesApi {
  if (io.api) return io.api(server);
  return createSupabaseNotesApi(
    createNotesClient(
      { url: server, anonKey: io.env.PRIVNOTE_ANON_KEY ?? EMBEDDED_ANON_KEY },
      { realtime: { transport: NoRealtime as never } },
    ),
    server,
  );
}

/** The server's origin from --server or PRIVNOTE_SERVER; a clear error for anything else. */
function serverOrigin(given: string | undefined, env: CliIo['env']): string {
  const value = given ?? env.PRIVNOTE_SERVER;
  if (!value) throw new UsageError('No server: pass --server URL or set PRIVNOTE_SERVER.');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`Not a server address: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`The server address must start with http:// or https://: ${value}`);
  }
  return url.origin;
}

function positiveCount(name: string, value: string | undefined, check: (n: number) => boolean): number {
  if (value === undefined) return 1;
  const count = Number(value);
  if (!/^\d+$/.test(value) || !check(count))
    throw new UsageError(`--${name} must be a whole number from 1 to 10.`);
  return count;
}

async function readAll(stdin: CliIo['stdin']): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stdin)
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

async function send(args: string[], io: CliIo): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      expire: { type: 'string' },
      passphrase: { type: 'string' },
      reads: { type: 'string' },
      recipients: { type: 'string' },
      server: { type: 'string' },
      file: { type: 'string', multiple: true },
    },
  });
  if (positionals.length > 0)
    throw new UsageError(`send takes its message on standard input, not "${positionals[0]}".`);
  const expiry = values.expire ?? '7d';
  if (!isNoteExpiry(expiry)) throw new UsageError('--expire must be 1h, 1d or 7d.');
  const reads = positiveCount('reads', values.reads, isNoteReads);
  const recipients = positiveCount('recipients', values.recipients, isNoteRecipients);
  const server = serverOrigin(values.server, io.env);
  const files = await openFiles(values.file ?? []);
  const typed = files.length > 0 && io.stdinIsTTY ? '' : await readAll(io.stdin);
  // Files alone: the note's text names them (a note is never blank).
  const text =
    typed.trim() === '' && files.length > 0
      ? `Fichiers joints : ${files.map((file) => file.name).join(', ')}`
      : typed;
  const note = await createSecretNote(notesApi(server, io), text, server, {
    expiry,
    passphrase: values.passphrase ?? '',
    reads,
    recipients,
    files,
  });
  const lines =
    note.links.length > 1
      ? note.links.map((link, index) => `link ${index + 1}: ${link.link}`)
      : [`link: ${note.link}`];
  io.stdout.write(
    `${[...lines, `status link: ${note.statusLink}`, `burn link: ${note.burnLink}`].join('\n')}\n`,
  );
}

/** The --file paths as Blobs backed by their files (read chunk by chunk, never whole). */
async function openFiles(paths: string[]): Promise<NoteFileInput[]> {
  const files: NoteFileInput[] = [];
  for (const path of paths) {
    try {
      files.push({ name: basename(path), data: await openAsBlob(path) });
    } catch (error) {
      throw new UsageError(`Cannot read the file ${path}: ${(error as Error).message}`);
    }
  }
  return files;
}

/** A name safe to write in --out: no folders, no dot names, no clash with the others. */
function outName(name: string, taken: Set<string>): string {
  const visible = Array.from(name, (char) => (char < ' ' || char === '/' || char === '\\' ? '_' : char)).join(
    '',
  );
  const cleaned = basename(visible).replace(/^\.+/, '_') || 'fichier';
  let candidate = cleaned;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${n}-${cleaned}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** Writes the text and each attached file into `dir`, never over an existing file. */
async function writeOut(
  dir: string,
  text: string,
  files: FilesManifest | undefined,
  api: NotesApi,
  io: CliIo,
) {
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'note.txt');
  await writeFile(file, text, { flag: 'wx' });
  io.stderr.write(`Wrote ${file}\n`);
  if (!files || !api.files) return;
  const taken = new Set(['note.txt']);
  for (const [index, attached] of files.files.entries()) {
    const path = join(dir, outName(attached.name, taken));
    const blob = await downloadFile(api.files, files, index);
    await pipeline(Readable.fromWeb(blob.stream() as never), createWriteStream(path, { flags: 'wx' }));
    io.stderr.write(`Wrote ${path}\n`);
  }
}

async function get(args: string[], io: CliIo): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { passphrase: { type: 'string' }, out: { type: 'string' }, server: { type: 'string' } },
  });
  if (positionals.length !== 1) throw new UsageError('get takes exactly one link.');
  let url: URL;
  try {
    url = new URL(positionals[0] as string);
  } catch {
    throw new UsageError(`Not a link: ${positionals[0]}`);
  }
  const parsed = parseNoteLink(url.search, url.hash);
  if (parsed.kind !== 'note') {
    throw new UsageError('Not a note link: it needs ?id=… and the key after #, as the page gives it.');
  }
  const server = values.server === undefined ? url.origin : serverOrigin(values.server, io.env);
  const api = notesApi(server, io);
  const { text, files } = await openSecretNote(api, parsed.id, parsed.key, values.passphrase ?? '');
  if (values.out === undefined) {
    io.stdout.write(text);
    if (files) {
      io.stderr.write(
        `privnote: ${files.files.length} attached file(s) not saved: the note is read; pass --out DIR next time.\n`,
      );
    }
    return;
  }
  await writeOut(values.out, text, files, api, io);
}

/** Plain words for what went wrong (exit status 1), or null for a bug to rethrow. */
function explain(error: unknown): string | null {
  if (error instanceof NoteNotFoundError) return 'This note does not exist, has expired or was already read.';
  if (error instanceof WrongPassphraseError) {
    return error.remaining > 0
      ? `Wrong passphrase: ${error.remaining} ${error.remaining === 1 ? 'try' : 'tries'} left.`
      : 'Wrong passphrase: the note was destroyed after 5 wrong tries.';
  }
  if (error instanceof EmptyNoteError) return 'The message is empty: write it on standard input.';
  if (error instanceof TooManyFilesError) return `Too many files: a note attaches at most ${error.max}.`;
  if (error instanceof FilesTooLargeError) {
    return `The files are too large: a note attaches at most ${error.maxBytes} bytes in all.`;
  }
  if (error instanceof FilesUnsupportedError) return 'This server does not take files.';
  if (error instanceof PassphraseTooLongError)
    return 'The passphrase is too long (1,024 characters at most).';
  if (error instanceof NoteDecryptError) return 'The note does not open with this key: the link is damaged.';
  const refusal = refusalMessage(error);
  if (refusal) return refusal;
  if (error instanceof NotesApiError) {
    return error.status === 0
      ? `Cannot reach the server: ${error.message}`
      : `The server refused (HTTP ${error.status}): ${error.message}`;
  }
  if (error instanceof Error && error.name === 'NoteTooLargeError') return error.message;
  if (error instanceof TypeError && /fetch/i.test(error.message))
    return `Cannot reach the server: ${error.message}`;
  return null;
}

/** Runs `privnote <command> …`; resolves to the exit status. */
export async function runPrivnoteCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'send') await send(rest, io);
    else if (command === 'get') await get(rest, io);
    else if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
      io.stdout.write(USAGE);
      return command === undefined ? 2 : 0;
    } else throw new UsageError(`Unknown command "${command}".`);
    return 0;
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      io.stderr.write(`privnote: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    const words = explain(error);
    if (words === null) throw error;
    io.stderr.write(`privnote: ${words}\n`);
    return 1;
  }
}
