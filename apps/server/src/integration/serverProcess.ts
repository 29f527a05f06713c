import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startTestPostgres } from '../notes/postgresHarness';

const serverDir = resolve(import.meta.dirname, '../..');
const tsx = createRequire(join(serverDir, 'package.json')).resolve('tsx');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** What it printed on stderr only. */
  errors(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then wait for the exit. */
  stop(): Promise<void>;
}

/** A built site small enough for tests: a landing document and one known route. */
export async function writeTestSite(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'server-site-'));
  // Readable by a server running as another user (the read-only data folder test, as root).
  await chmod(dir, 0o755);
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>test site</title>');
  await writeFile(join(dir, 'routes.json'), JSON.stringify([{ path: '/privnote' }]));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface RunOptions {
  args?: string[];
  /**
   * As root, runs the server without the capabilities that let root ignore file modes (setpriv
   * drops CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH), so a folder's 0555 applies to it. Unlike
   * running as another user, the server can still read a checkout that only root may open.
   */
  withoutRootFileOverride?: boolean;
}

/** Runs `src/main.ts` (through tsx) as its own process, without any variable of ours inherited. */
export function runServer(
  env: Record<string, string>,
  { args = [], withoutRootFileOverride = false }: RunOptions = {},
): { child: ChildProcess; output: () => string; errors: () => string; exited: Promise<number | null> } {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => ['PATH', 'HOME', 'LANG', 'TMPDIR', 'POSTGRES_BIN'].includes(name) || name.startsWith('LC_'),
    ),
  );
  const node = [process.execPath, '--import', tsx, join(serverDir, 'src/main.ts'), ...args];
  const [command, ...commandArgs] = withoutRootFileOverride
    ? ['setpriv', '--bounding-set', '-dac_override,-dac_read_search', '--', ...node]
    : node;
  const child = spawn(command as string, commandArgs, {
    cwd: serverDir,
    // No drain period on SIGTERM unless a test is about it: stopping takes no extra 5 s.
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', DRAIN_SECONDS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
    errors += chunk;
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => output, errors: () => errors, exited };
}

/** Starts a server and resolves once it listens (its URL read from its first line). */
export async function startServer(
  env: Record<string, string>,
  options: Omit<RunOptions, 'args'> = {},
): Promise<ServerProcess> {
  const run = runServer(env, options);
  const url = await new Promise<string>((found, fail) => {
    const started = Date.now();
    const poll = setInterval(() => {
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(run.output());
      if (match?.[1]) {
        clearInterval(poll);
        found(match[1]);
      } else if (run.child.exitCode !== null || Date.now() - started > 60_000) {
        clearInterval(poll);
        fail(new Error(`The server did not start:\n${run.output()}`));
      }
    }, 50);
  });
  return {
    child: run.child,
    url,
    output: run.output,
    errors: run.errors,
    exited: run.exited,
    async stop() {
      if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGTERM');
      await run.exited;
    },
  };
}

/** Polls `check` until it returns true (or throws after `timeoutMs`, saying what was awaited). */
export async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((next) => setTimeout(next, 200));
  }
}

/**
 * Two server processes (WEB_CONCURRENCY=2) on a PostgreSQL of their own, with `env` added, once
 * both listen and /readyz answers 200; `stop` ends all three.
 */
export async function startTwoProcesses(env: Record<string, string>) {
  const postgres = await startTestPostgres();
  const site = await writeTestSite();
  const server = await startServer({
    DATABASE_URL: postgres.url,
    SITE_DIR: site.dir,
    WEB_CONCURRENCY: '2',
    ...env,
  });
  await eventually(
    'two processes listening',
    async () => (server.output().match(/one of 2 server processes/g) ?? []).length === 2,
  );
  await eventually('/readyz', async () => (await fetch(`${server.url}/readyz`)).status === 200);
  return {
    server,
    async stop() {
      await server.stop();
      await postgres.stop();
      await site.remove();
    },
  };
}

export const rpc = (url: string, fn: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** A note's create_note arguments (content is opaque to the server). */
export const noteArgs = (content: string) => ({ note_content: content, note_claim_hash: 'c'.repeat(64) });

/** A note's create_note arguments and the claim that reads it back (the server sees only hashes). */
export function newNote(content: string) {
  const claim = randomBytes(32);
  return {
    args: { note_content: content, note_claim_hash: createHash('sha256').update(claim).digest('hex') },
    claim: claim.toString('hex'),
  };
}
