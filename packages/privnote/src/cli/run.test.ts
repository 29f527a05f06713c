// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryNotesApi } from '../core/memoryApi';
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
