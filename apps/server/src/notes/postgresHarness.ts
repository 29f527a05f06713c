import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's PostgreSQL 15 server binaries (the `postgresql` package); POSTGRES_BIN overrides. */
export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface TestPostgres {
  url: string;
  dataDir: string;
  /** Stops the server, keeping its data (as when PostgreSQL goes down under a running app). */
  pause(): void;
  /** Starts it again on the same port and data. */
  resume(): void;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

/** initdb refuses to run as root: as root, run the binaries as the `postgres` OS user. */
function run(binary: string, args: string[]): string {
  const path = join(POSTGRES_BIN, binary);
  const asRoot = process.getuid?.() === 0;
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
  return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Starts a throwaway PostgreSQL cluster in a temporary folder, listening on 127.0.0.1 only on a
 * free port, with trust authentication. `stop()` shuts it down and deletes the folder.
 */
export async function startTestPostgres({ port: wantedPort }: { port?: number } = {}): Promise<TestPostgres> {
  if (!existsSync(join(POSTGRES_BIN, 'initdb')) || !existsSync(join(POSTGRES_BIN, 'pg_ctl'))) {
    throw new Error(
      `PostgreSQL server binaries not found in ${POSTGRES_BIN}: install Debian's postgresql package ` +
        '(apt-get install -y postgresql) or set POSTGRES_BIN to the folder holding initdb and pg_ctl.',
    );
  }
  const root = await mkdtemp(join(tmpdir(), 'privnote-pg-'));
  const dataDir = join(root, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', root]);
  else await chmod(root, 0o700);
  const port = wantedPort ?? (await freePort());
  run('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(root, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${root} -c fsync=off -c full_page_writes=off`,
      'start',
    ]);
  start();
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    pause: () => {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    resume: () => {
      start();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch {
        // Already stopped (paused).
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    },
  };
}
