// What the server benchmarks share (bench-load, bench-operator, bench-notes): a throwaway
// PostgreSQL 15, free ports, and the CPU time and memory of a process tree read from /proc.
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** The script's arguments without the `--` that pnpm passes on (`pnpm bench:notes -- --duration 5`). */
export function benchArgv() {
  const argv = process.argv.slice(2);
  return argv[0] === '--' ? argv.slice(1) : argv;
}

/** Whether `port` on 127.0.0.1 can be listened on now (0: any port the system picks). */
function tryPort(port) {
  return new Promise((done) => {
    const server = createServer();
    server.on('error', () => done(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: taken } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => done(taken));
    });
  });
}

// BENCH_PORTS=5700-5799 keeps every port the benches open in that range (on a machine shared with
// other services); each port is handed out once per run.
const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
let nextInRange = range ? Number(range[1]) : 0;

export async function freePort() {
  if (!range) return tryPort(0);
  while (nextInRange <= Number(range[2])) {
    const port = await tryPort(nextInRange++);
    if (port !== null) return port;
  }
  throw new Error(`no free port left in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

/** PostgreSQL's binaries refuse to run as root: as root they run as the postgres user. */
function pgCommand(binary, args) {
  const path = join(POSTGRES_BIN, binary);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
}

/**
 * Starts a PostgreSQL cluster in a temporary folder, on 127.0.0.1 and a free port, with trust
 * authentication; `settings` are extra `-c name=value` options. `stop()` removes everything.
 */
export async function startPostgres({ settings = {}, prefix = 'bench-pg-' } = {}) {
  const root = await mkdtemp(join(tmpdir(), prefix));
  if (asRoot) execFileSync('chown', ['postgres:postgres', root]);
  else await chmod(root, 0o700);
  const dataDir = join(root, 'data');
  const port = await freePort();
  const run = (binary, args) => {
    const [command, commandArgs] = pgCommand(binary, args);
    return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${root}`,
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  const control = (action) => [
    '-D',
    dataDir,
    '-l',
    join(root, 'server.log'),
    ...(action === 'restart' ? ['-m', 'fast'] : []),
    '-w',
    '-o',
    options,
    action,
  ];
  run('pg_ctl', control('start'));
  const url = (user, database = 'postgres') => `postgres://${user}@127.0.0.1:${port}/${database}`;
  return {
    url,
    port,
    /** The postmaster's process id (its backends are its children). */
    pid: () => Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    psql: (args, { database = 'postgres', user = 'postgres', variables = {} } = {}) =>
      execFileSync(
        join(POSTGRES_BIN, 'psql'),
        [
          '-X',
          '-q',
          '-v',
          'ON_ERROR_STOP=1',
          ...Object.entries(variables).flatMap(([name, value]) => ['-v', `${name}=${value}`]),
          url(user, database),
          ...args,
        ],
        { encoding: 'utf8' },
      ),
    restart: () =>
      new Promise((done, fail) => {
        const [command, commandArgs] = pgCommand('pg_ctl', control('restart'));
        execFile(command, commandArgs, (error) => (error ? fail(error) : done()));
      }),
    async stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    },
  };
}

/** A process's children (from /proc), and theirs. */
function descendants(pid) {
  let children = '';
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  } catch {
    return [];
  }
  return children
    ? children.split(' ').flatMap((child) => [Number(child), ...descendants(Number(child))])
    : [];
}

/**
 * CPU time (user + system) a process and all its descendants used so far, in ms, from /proc
 * (nginx and a cluster of server processes serve from children; PostgreSQL from its backends).
 * Children that exited count too: a parent's cutime and cstime hold those it has reaped (the
 * backends of pgbench's connections, gone when it ends).
 */
export function cpuMs(pid) {
  let total = 0;
  for (const id of [pid, ...descendants(pid)]) {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
    } catch {
      // Exited between the listing and the read.
    }
  }
  return total;
}

/** Resident memory of a process in MiB, from /proc. */
export function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

/** The resident memory of each process of a tree (a cluster's primary, then its workers). */
export function treeRssMiB(pid) {
  return [pid, ...descendants(pid)].map(rssMiB);
}
