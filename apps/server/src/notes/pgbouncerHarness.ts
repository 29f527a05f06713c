import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type TestPostgres } from './postgresHarness';

/** Debian's PgBouncer (the `pgbouncer` package, 1.18 on bookworm); PGBOUNCER_BIN overrides. */
export const PGBOUNCER_BIN = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';

export interface TestPgBouncer {
  /** The same database and role as `postgres.url`, through the pooler. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

async function listening(port: number, timeoutMs: number, exited: () => boolean): Promise<void> {
  const started = Date.now();
  for (;;) {
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        done(true);
      });
      socket.once('error', () => done(false));
    });
    if (open) return;
    if (exited() || Date.now() - started > timeoutMs) throw new Error('PgBouncer did not start');
    await new Promise((next) => setTimeout(next, 50));
  }
}

/**
 * PgBouncer in transaction mode (what Supabase's port 6543 and most managed poolers run) in front
 * of a test PostgreSQL: a temporary folder holds its configuration, it listens on 127.0.0.1 on a
 * free port and trusts the users named (as the harness's PostgreSQL does). PgBouncer refuses to run
 * as root, so as root it runs as the `postgres` OS user, like the harness's cluster. It dies with
 * the test process (`setpriv --pdeathsig`), even one killed with SIGKILL.
 */
export async function startTestPgBouncer(
  postgres: TestPostgres,
  { users = ['postgres'], poolSize = 20 }: { users?: string[]; poolSize?: number } = {},
): Promise<TestPgBouncer> {
  if (!existsSync(PGBOUNCER_BIN)) {
    throw new Error(
      `PgBouncer not found at ${PGBOUNCER_BIN}: install Debian's pgbouncer package (apt-get install -y pgbouncer) or set PGBOUNCER_BIN.`,
    );
  }
  const root = await mkdtemp(join(tmpdir(), 'privnote-pgbouncer-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const logFile = join(root, 'pgbouncer.log');
  // With auth_type = trust PgBouncer still admits only the users its auth_file names.
  await writeFile(join(root, 'userlist.txt'), users.map((user) => `"${user}" ""\n`).join(''));
  await writeFile(
    join(root, 'pgbouncer.ini'),
    `[databases]
* = host=127.0.0.1 port=${postgres.port}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir = ${root}
auth_type = trust
auth_file = ${join(root, 'userlist.txt')}
pool_mode = transaction
default_pool_size = ${poolSize}
max_client_conn = 1000
; pg sends extra_float_digits on some paths; PgBouncer refuses startup parameters it does not know.
ignore_startup_parameters = extra_float_digits
server_login_retry = 1
logfile = ${logFile}
log_connections = 0
log_disconnections = 0
`,
  );
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', root]);
  else await chmod(root, 0o700);
  const command = [
    'setpriv',
    '--pdeathsig',
    'KILL',
    ...(asRoot ? ['--reuid', 'postgres', '--regid', 'postgres', '--init-groups'] : []),
    '--',
    PGBOUNCER_BIN,
    join(root, 'pgbouncer.ini'),
  ];
  const child: ChildProcess = spawn(command[0] as string, command.slice(1), {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const readLog = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  try {
    await listening(port, 15_000, () => child.exitCode !== null || child.signalCode !== null);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(root, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}:\n${output}${readLog()}`);
  }
  let stopped = false;
  return {
    // The same user and database as the harness's `url`.
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      if (stopped) return;
      stopped = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await rm(root, { recursive: true, force: true });
    },
  };
}
