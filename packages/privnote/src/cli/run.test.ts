// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NotesApiError } from '../core/api';
import { createMemoryFilesApi, createMemoryNotesApi } from '../core/memoryApi';
import { type CliIo, runPrivnoteCli } from './run';

const SERVER = 'https://notes.example';

/** Runs the command line on the in-memory API; its exit status and what it wrote. */
async function run(argv: string[], { stdin = '', api = createMemoryNotesApi(), env = {} } = {}) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdin: [new TextEncoder().encode(stdin)],
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env,
    api: () => api,
  };
  const status = await runPrivnoteCli(argv, io);
  return { status, stdout, stderr };
}

const linkOf = (stdout: string, label: string) =>
  new RegExp(`^${label}: (\\S+)$`, 'm').exec(stdout)?.[1] as string;

describe('privnote command line', () => {
  it('sends stdin and prints the link, the status link and the burn link; get prints it once', async () => {
    const api = createMemoryNotesApi();
    const sent = await run(['send', '--server', SERVER, '--reads', '2', '--expire', '1h'], {
      stdin: 'ligne 1\nligne 2 — é\n',
      api,
    });
    expect(sent).toMatchObject({ status: 0, stderr: '' });
    const link = linkOf(sent.stdout, 'link');
    expect(link).toMatch(/^https:\/\/notes\.example\/privnote\?id=[0-9a-f-]{36}#[A-Za-z0-9_-]{43}$/);
    expect(linkOf(sent.stdout, 'status link')).toMatch(/\/privnote\?status=/);
    expect(linkOf(sent.stdout, 'burn link')).toMatch(/\/privnote\?burn=/);
    for (const _read of [1, 2]) {
      expect(await run(['get', link], { api })).toEqual({
        status: 0,
        stdout: 'ligne 1\nligne 2 — é\n',
        stderr: '',
      });
    }
    const gone = await run(['get', link], { api });
    expect(gone).toEqual({
      status: 1,
      stdout: '',
      stderr: 'privnote: This note does not exist, has expired or was already read.\n',
    });
  });

  it('prints the server sentence of a refusal with its wait', async () => {
    const api = createMemoryNotesApi();
    api.createCounted = async () => {
      throw new NotesApiError('create_note_v3 failed: busy', 507, 'PGRST507', {
        serverMessage: 'The notes service is out of storage space',
        retryAfterSeconds: 30,
      });
    };
    expect(await run(['send', '--server', SERVER], { stdin: 'x', api })).toEqual({
      status: 1,
      stdout: '',
      stderr: 'privnote: The notes service is out of storage space. Try again in 30 s.\n',
    });
  });

  it('takes the server from PRIVNOTE_SERVER, a passphrase, recipients, and writes to --out', async () => {
    const api = createMemoryNotesApi();
    const sent = await run(['send', '--passphrase', 'sésame', '--recipients', '2'], {
      stdin: 'protégé',
      api,
      env: { PRIVNOTE_SERVER: `${SERVER}/ignored/path` },
    });
    expect(sent.status).toBe(0);
    const second = linkOf(sent.stdout, 'link 2');
    expect(second).toMatch(/^https:\/\/notes\.example\/privnote\?id=/);
    const wrong = await run(['get', second, '--passphrase', 'faux'], { api });
    expect(wrong).toMatchObject({ status: 1, stderr: 'privnote: Wrong passphrase: 4 tries left.\n' });
    const dir = await mkdtemp(join(tmpdir(), 'privnote-cli-'));
    try {
      const out = await run(['get', second, '--passphrase', 'sésame', '--out', dir], { api });
      expect(out.status).toBe(0);
      expect(await readFile(join(dir, 'note.txt'), 'utf8')).toBe('protégé');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('sends --file a --file b and writes them back with get --out, under safe names', async () => {
    const api = Object.assign(createMemoryNotesApi(), { files: createMemoryFilesApi() });
    const dir = await mkdtemp(join(tmpdir(), 'privnote-cli-files-'));
    try {
      const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) & 0xff);
      await writeFile(join(dir, 'a.bin'), bytes);
      await writeFile(join(dir, 'b.txt'), 'deux');
      const sent = await run(
        ['send', '--server', SERVER, '--file', join(dir, 'a.bin'), '--file', join(dir, 'b.txt')],
        { stdin: 'avec fichiers', api },
      );
      expect(sent).toMatchObject({ status: 0, stderr: '' });
      const out = join(dir, 'out');
      const got = await run(['get', linkOf(sent.stdout, 'link'), '--out', out], { api });
      expect(got.status).toBe(0);
      expect(await readFile(join(out, 'note.txt'), 'utf8')).toBe('avec fichiers');
      expect(new Uint8Array(await readFile(join(out, 'a.bin')))).toEqual(bytes);
      expect(await readFile(join(out, 'b.txt'), 'utf8')).toBe('deux');
      const missing = await run(['send', '--server', SERVER, '--file', join(dir, 'nope')], {
        stdin: 'x',
        api,
      });
      expect(missing.status).toBe(2);
      expect(missing.stderr).toContain(`Cannot read the file ${join(dir, 'nope')}`);
      const six = Array.from({ length: 6 }, () => ['--file', join(dir, 'b.txt')]).flat();
      expect(await run(['send', '--server', SERVER, ...six], { stdin: 'x', api })).toMatchObject({
        status: 1,
        stderr: 'privnote: Too many files: a note attaches at most 5.\n',
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [['send', '--server', SERVER, '--expire', '2h'], '--expire must be 1h, 1d or 7d.'],
    [['send', '--server', SERVER, '--reads', '11'], '--reads must be a whole number from 1 to 10.'],
    [['send'], 'No server: pass --server URL or set PRIVNOTE_SERVER.'],
    [['send', '--server', 'ftp://x'], 'The server address must start with http:// or https://: ftp://x'],
    [['send', '--server', SERVER, '--colour'], "Unknown option '--colour'"],
    [['get'], 'get takes exactly one link.'],
    [
      ['get', `${SERVER}/privnote?status=3f2b8c1e-9d4a-4c7b-8e21-5a6f0b9c2d10#${'A'.repeat(43)}`],
      'Not a note link',
    ],
    [['burn'], 'Unknown command "burn".'],
  ])('refuses %j with exit status 2 and says why', async (argv, words) => {
    const result = await run(argv, { stdin: 'x' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(words);
    expect(result.stderr).toContain('Usage:');
  });

  it('refuses an empty message with exit status 1', async () => {
    expect(await run(['send', '--server', SERVER], { stdin: '  \n' })).toMatchObject({
      status: 1,
      stderr: 'privnote: The message is empty: write it on standard input.\n',
    });
  });
});
