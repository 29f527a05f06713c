// The notes API at the database's pace: `pnpm bench:notes` (after `pnpm build`).
//
// Starts a throwaway PostgreSQL 15 set up as docs/operations.md says (a plain role `notes` owning
// the database, apps/server/sql/roles.sql) and the production server on it, then, 50 connections
// for 10 s each after a 2 s warm-up:
//   - note_exists and read_note on a real note, read_note with a wrong claim (nothing burns),
//     create_note; every request names its own client (X-Forwarded-For, TRUST_PROXY=127.0.0.1),
//     as many visitors behind a load balancer would, so no rate limit refuses them;
//   - the same with one server process per core (WEB_CONCURRENCY);
//   - pgbench on the same database with the statements the server sent before one round trip per call (the fixed
//     reference: BEGIN, SET LOCAL ROLE anon, the call, COMMIT, and the rate-limit statement before a
//     creation), the statement it sends now, and the bare call.
//   - the production topology (docs/operations.md, "Running several instances"): autocannon → nginx
//     (deploy/nginx.conf, only its ports and paths changed, as apps/server/src/integration/nginx.test.ts
//     does) → two server instances → PgBouncer in transaction mode → PostgreSQL, the same three calls,
//     plus one hashed asset of apps/site/dist served by nginx and by one instance directly; its table
//     goes between the bench-notes-topology markers.
// pg_stat_statements counts the statements each HTTP request cost. CPU per request (from /proc) is
// the figure a busy machine changes least; req/s there measure the share of CPU each process got.
// Prints the table and writes it into docs/benchmarks.md between the bench-notes markers.
//
// Usage: pnpm bench:notes [-- --duration 10 --connections 50 --server apps/server/dist/main.js
//        --cores 2 --only direct|topology --asset /assets/<name>.js --dry-run]
// --only runs one part (and rewrites only its table); nginx and PgBouncer come from Debian
// (nginx-light, pgbouncer: tooling/scripts/setup.sh).
// PostgreSQL runs with fsync off, as in the tests: the figures compare the server with pgbench on
// one database, not the disk.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchArgv, cpuMs, freePort, rssMiB, sleep, startPostgres, treeRssMiB } from './bench-common.mjs';

const root = resolve(import.meta.dirname, '../..');

/** Statements PostgreSQL has run since pg_stat_statements was last reset (top level only). */
const statementsSoFar = (pg) =>
  Number(
    pg
      .psql(['-At', '-c', 'select coalesce(sum(calls), 0) from pg_stat_statements where toplevel'], {
        database: 'notes',
      })
      .trim(),
  );
const { values: args } = parseArgs({
  args: benchArgv(),
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    server: { type: 'string', default: join(root, 'apps/server/dist/main.js') },
    cores: { type: 'string', default: String(availableParallelism()) },
    only: { type: 'string' },
    asset: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});
if (args.only !== undefined && !['direct', 'topology'].includes(args.only)) {
  console.error(`bench:notes: --only takes direct or topology, not "${args.only}".`);
  process.exit(1);
}
const runDirect = args.only !== 'topology';
const runTopology = args.only !== 'direct';
const duration = Number(args.duration);
const connections = Number(args.connections);
const cores = Number(args.cores);
const serverEntry = resolve(args.server);
const siteDir = join(root, 'apps/site/dist');
if (!existsSync(serverEntry)) {
  console.error(`bench:notes: no server build at ${serverEntry}: run pnpm build first.`);
  process.exit(1);
}
const log = (line) => console.error(`bench:notes: ${line}`);
const load1 = () => loadavg()[0].toFixed(1);

// What every request sends. The content is a short note's ciphertext (base64url), as the page sends.
const NOTE_ID = randomUUID();
const WRONG_CLAIM = randomBytes(32).toString('hex');
const CONTENT = randomBytes(180).toString('base64url');
const CLAIM_HASH = createHash('sha256').update(randomBytes(32)).digest('hex');

/**
 * The statements the server sent per call before one round trip per call: the fixed reference. `$n` are the
 * parameters (pgbench gets them as variables); `setup` sets the client of a creation.
 */
const RATE_LIMIT_HIT_BEFORE = `insert into server_meta.rate_limits as r (bucket, client, hits, allowed, expires_at)
values ($1, $2, array[pg_catalog.now()], true, pg_catalog.now() + $4::double precision * interval '1 millisecond')
on conflict (bucket, client) do update set
  allowed = pg_catalog.cardinality(array(
    select h from pg_catalog.unnest(r.hits) h
    where h > pg_catalog.now() - $4::double precision * interval '1 millisecond')) < $3,
  hits = case
    when pg_catalog.cardinality(array(
      select h from pg_catalog.unnest(r.hits) h
      where h > pg_catalog.now() - $4::double precision * interval '1 millisecond')) < $3
    then array(
      select h from pg_catalog.unnest(r.hits) h
      where h > pg_catalog.now() - $4::double precision * interval '1 millisecond' order by h)
      || pg_catalog.now()
    else array(
      select h from pg_catalog.unnest(r.hits) h
      where h > pg_catalog.now() - $4::double precision * interval '1 millisecond' order by h)
  end,
  expires_at = pg_catalog.now() + $4::double precision * interval '1 millisecond'
returning allowed,
  extract(epoch from (hits[1] + $4::double precision * interval '1 millisecond' - pg_catalog.now()))
    as retry_after_seconds`;

const inRole = (call) => ['begin', 'set local role anon', call, 'commit'];

/**
 * Per operation: its HTTP body, and the statements of each pgbench variant (a `:client` is per
 * transaction): before one round trip per call (the fixed reference), now (what apps/server/src/notes/functions.ts
 * sends: keep in step; the statements-per-request column shows what the server really sent), and
 * the bare call as the owner, without a role or a limit.
 */
const OPERATIONS = {
  note_exists: {
    body: { note_id: NOTE_ID },
    before: inRole(`select public.note_exists(note_id => :id::uuid) as result`),
    now: [`select server_meta.api_note_exists(:id::uuid) as result`],
    bare: [`select public.note_exists(:id::uuid)`],
  },
  read_note: {
    body: { note_id: NOTE_ID, note_claim: WRONG_CLAIM },
    before: inRole(`select public.read_note(note_id => :id::uuid, note_claim => :claim::text) as result`),
    now: [`select server_meta.api_read_note(:id::uuid, :claim::text) as result`],
    bare: [`select public.read_note(:id::uuid, :claim::text)`],
  },
  create_note: {
    body: { note_content: CONTENT, note_claim_hash: CLAIM_HASH },
    before: [
      RATE_LIMIT_HIT_BEFORE.replace('$1', `'notes'`)
        .replace('$2', `('pgbench-' || :client)`)
        .replaceAll('$3', '20')
        .replaceAll('$4::double', '60000::double'),
      ...inRole(
        `select public.create_note(note_content => :content::text, note_claim_hash => :hash::text) as result`,
      ),
    ],
    now: [
      `select * from server_meta.api_create_note_limited('notes', 'pgbench-' || :client, 20, 60000, :content::text, :hash::text)`,
    ],
    bare: [`select public.create_note(:content::text, :hash::text)`],
  },
};
const VARIABLES = { id: NOTE_ID, claim: WRONG_CLAIM, content: CONTENT, hash: CLAIM_HASH };

const children = [];
/** What Ctrl-C must not leave behind besides the processes: the cluster and the temporary folders. */
const leftovers = { pg: null, folders: [] };
process.on('SIGINT', async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  killGroups();
  await leftovers.pg?.stop().catch(() => {});
  await Promise.all(leftovers.folders.map((folder) => rm(folder, { recursive: true, force: true })));
  process.exit(130);
});

async function waitReady(base, child) {
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it was ready`);
    const ready = await fetch(`${base}/readyz`).catch(() => null);
    if (ready?.ok) return;
    await sleep(100);
  }
  throw new Error('the server was not ready within 90 s');
}

/** Waits until the start-up work (JIT, the database's first queries) has stopped using CPU. */
async function settle(pid) {
  for (let i = 0, last = cpuMs(pid); i < 30; i++) {
    await sleep(1000);
    const now = cpuMs(pid);
    if (now - last < 20 * Math.max(1, treeRssMiB(pid).length)) return;
    last = now;
  }
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      TRUST_PROXY: '127.0.0.1',
      DRAIN_SECONDS: '0',
      ...(existsSync(join(siteDir, 'index.html')) ? { SITE_DIR: siteDir } : { SERVE_SITE: '0' }),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitReady(base, child);
  await settle(child.pid);
  return {
    base,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

let clients = 0;
/** A new client address per request (10.0.0.0/8; the server trusts X-Forwarded-For from loopback). */
const nextClient = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

function autocannonRun(base, name, seconds) {
  const body = JSON.stringify(OPERATIONS[name].body);
  return autocannon({
    url: `${base}/rest/v1/rpc/${name}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextClient() },
        }),
      },
    ],
  });
}

/** Runs one operation against a server: req/s, latency, errors, CPU and statements per request. */
async function measure(server, name, pg) {
  await autocannonRun(server.base, name, 2);
  // The warm-up's last answers are on their way back: let them arrive before counting.
  await sleep(500);
  pg.psql(['-c', 'select pg_stat_statements_reset()'], { database: 'notes' });
  const load = [load1()];
  const serverBefore = cpuMs(server.pid);
  const pgBefore = cpuMs(pg.pid());
  const result = await autocannonRun(server.base, name, duration);
  load.push(load1());
  // Requests sent, answered or not by the end: the database did their work either way.
  const requests = Math.max(1, result.requests.sent);
  const statements = statementsSoFar(pg);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    serverUs: ((cpuMs(server.pid) - serverBefore) * 1000) / requests,
    pgUs: ((cpuMs(pg.pid()) - pgBefore) * 1000) / requests,
    // pg_stat_statements' reset and sum are two statements of their own.
    perRequest: Math.max(0, statements - 1) / requests,
    load,
  };
}

/** pgbench with `statements` as one transaction script, prepared (named statements). */
async function pgbench(work, pg, label, statements) {
  const usesClient = statements.some((statement) => statement.includes(':client'));
  const script = [
    ...(usesClient ? ['\\set client random(1, 2000000000)'] : []),
    ...statements.map((statement) => `${statement};`),
  ].join('\n');
  const file = join(work, `${label}.sql`);
  await writeFile(file, `${script}\n`);
  const load = [load1()];
  const before = cpuMs(pg.pid());
  const output = execFileSync(
    'pgbench',
    [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(connections),
      '-j',
      '2',
      '-T',
      String(duration),
      ...Object.entries(VARIABLES).flatMap(([name, value]) => ['-D', `${name}=${value}`]),
      '-f',
      file,
      pg.url('notes', 'notes'),
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  load.push(load1());
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(output)?.[1] ?? 1);
  return { tps, pgUs: ((cpuMs(pg.pid()) - before) * 1000) / transactions, load };
}

const fmt = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–');
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? (a / b).toFixed(2) : '–');
const range = (loads) => `${Math.min(...loads.map(Number))}–${Math.max(...loads.map(Number))}`;

function table(rows, perCore, memory, meta) {
  const lines = [
    `Run on ${meta.date} (${meta.cpu}, ${cores} cores), server \`${meta.server}\`, PostgreSQL 15 on loopback (fsync off); ${connections} connections for ${duration} s after a 2 s warm-up, one client address per request; pgbench -M prepared with ${connections} clients. Load average (1 min) from ${meta.loadRange} during the run.`,
    '',
    '| operation | server req/s (p50 / p99) | per core (WEB_CONCURRENCY=' +
      cores +
      ') | pgbench, the statements before one round trip per call | pgbench, the statements now | pgbench, the bare call | server / before-statements | statements per request | CPU per request: server / PostgreSQL |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [name, row] of Object.entries(rows)) {
    const core = perCore[name];
    lines.push(
      `| \`${name}\` | ${fmt(row.server.rps)} (${row.server.p50} / ${row.server.p99} ms)${row.server.errors ? `, ${row.server.errors} errors` : ''} | ${core ? `${fmt(core.rps)} (${core.p50} / ${core.p99} ms), ${ratio(core.rps, row.server.rps)}×` : '–'} | ${fmt(row.before.tps)} | ${fmt(row.now.tps)} | ${fmt(row.bare.tps)} | **${ratio(row.server.rps, row.before.tps)}** | ${row.server.perRequest.toFixed(2)} | ${fmt(row.server.serverUs)} µs / ${fmt(row.server.pgUs)} µs |`,
    );
  }
  lines.push(
    '',
    `Resident memory (PostgreSQL, one process): ${memory.idle.toFixed(0)} MiB idle, ${memory.after.toFixed(0)} MiB 5 s after the runs${memory.cluster ? `; per core: ${memory.cluster}` : ''}. PostgreSQL's CPU per transaction under pgbench: ${Object.entries(
      rows,
    )
      .map(
        ([name, row]) =>
          `${name} ${fmt(row.before.pgUs)} µs (before) / ${fmt(row.now.pgUs)} µs (now) / ${fmt(row.bare.pgUs)} µs (bare)`,
      )
      .join('; ')}.`,
  );
  return lines.join('\n');
}

/**
 * Writes `text` between the `<!-- ${marker}:start -->` and `:end` markers of docs/benchmarks.md; a
 * section not there yet goes right after `after`'s end marker (its own table's place), else last.
 */
function writeDocs(text, marker = 'bench-notes', after = null) {
  const path = join(root, 'docs/benchmarks.md');
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const section = `${start}\n${text}\n${end}`;
  const current = existsSync(path)
    ? readFileSync(path, 'utf8')
    : '# Benchmarks\n\nFigures written by the bench scripts; each keeps its latest run between its markers.\n\n## The notes API (`pnpm bench:notes`)\n\n';
  const anchor = after ? `<!-- ${after}:end -->` : null;
  let next;
  if (current.includes(start) && current.includes(end)) {
    next =
      current.slice(0, current.indexOf(start)) + section + current.slice(current.indexOf(end) + end.length);
  } else if (anchor && current.includes(anchor)) {
    const at = current.indexOf(anchor) + anchor.length;
    next = `${current.slice(0, at)}\n\n${section}${current.slice(at)}`;
  } else {
    next = `${current.trimEnd()}\n\n${section}\n`;
  }
  writeFileSync(path, next);
  log(`wrote ${path} (${marker})`);
}

/** The note read_note is tried on (with a wrong claim, so it stays); once, whichever part runs first. */
function insertNote(pg) {
  pg.psql(
    [
      '-c',
      `insert into public.notes (id, content, claim_hash) values ('${NOTE_ID}', 'x', decode('${CLAIM_HASH}', 'hex')) on conflict (id) do nothing`,
    ],
    { database: 'notes' },
  );
}

const NGINX = '/usr/sbin/nginx';
const PGBOUNCER = process.env.PGBOUNCER_BIN ?? '/usr/sbin/pgbouncer';
const POOL_SIZE = 20;

/** Processes started in a group of their own (nginx and its workers): killed as a group on failure. */
const groups = [];
const killGroups = () => {
  for (const child of groups) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Gone between the check and the kill.
    }
  }
};

/** Starts `command` as the leader of a new process group; `stop()` asks it to end, then kills the group. */
function startGroup(command, commandArgs) {
  const child = spawn(command, commandArgs, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  groups.push(child);
  let output = '';
  // The last few kilobytes are enough to say why it stopped; nginx warns on stderr under load.
  child.stderr.on('data', (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  const exited = new Promise((done) => child.once('exit', done));
  return {
    child,
    output: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const late = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, 5000);
      await exited;
      clearTimeout(late);
    },
  };
}

async function waitListening(port, what, alive) {
  for (let i = 0; i < 300; i++) {
    if (!alive()) throw new Error(`${what} exited before it listened`);
    const open = await new Promise((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        done(true);
      });
      socket.once('error', () => done(false));
    });
    if (open) return;
    await sleep(50);
  }
  throw new Error(`${what} did not listen on 127.0.0.1:${port} within 15 s`);
}

/**
 * PgBouncer in transaction mode in front of the bench's PostgreSQL, as
 * apps/server/src/notes/pgbouncerHarness.ts starts it: trusts the role `notes`, runs as the
 * `postgres` OS user when the bench runs as root (it refuses root), and dies with the bench.
 */
async function startPgBouncer(pg) {
  if (!existsSync(PGBOUNCER)) {
    throw new Error(
      `PgBouncer not found at ${PGBOUNCER}: install Debian's pgbouncer (tooling/scripts/setup.sh with SETUP_TEST_DEPS=1) or set PGBOUNCER_BIN.`,
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'bench-notes-pgbouncer-'));
  leftovers.folders.push(dir);
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  // With auth_type = trust PgBouncer still admits only the users its auth_file names.
  await writeFile(join(dir, 'userlist.txt'), '"notes" ""\n');
  await writeFile(
    join(dir, 'pgbouncer.ini'),
    `[databases]
* = host=127.0.0.1 port=${pg.port}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir = ${dir}
auth_type = trust
auth_file = ${join(dir, 'userlist.txt')}
pool_mode = transaction
default_pool_size = ${POOL_SIZE}
max_client_conn = 1000
ignore_startup_parameters = extra_float_digits
server_login_retry = 1
logfile = ${join(dir, 'pgbouncer.log')}
log_connections = 0
log_disconnections = 0
`,
  );
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  else await chmod(dir, 0o700);
  const process_ = startGroup('setpriv', [
    '--pdeathsig',
    'KILL',
    ...(asRoot ? ['--reuid', 'postgres', '--regid', 'postgres', '--init-groups'] : []),
    '--',
    PGBOUNCER,
    join(dir, 'pgbouncer.ini'),
  ]);
  try {
    await waitListening(port, 'PgBouncer', process_.running);
  } catch (error) {
    const logFile = join(dir, 'pgbouncer.log');
    throw new Error(
      `${error.message}:\n${process_.output()}${existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''}`,
    );
  }
  return {
    url: `postgres://notes@127.0.0.1:${port}/notes`,
    pid: process_.child.pid,
    async stop() {
      await process_.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * deploy/nginx.conf with only its ports and paths changed, each found exactly where the shipped file
 * has it (as apps/server/src/integration/nginx.test.ts templates it).
 */
function nginxConf(conf, { port, upstreams, site, state }) {
  const replace = (text, from, to, count) => {
    const found = text.match(from)?.length ?? 0;
    if (found !== count) throw new Error(`deploy/nginx.conf: expected ${count} × ${from}, found ${found}.`);
    return text.replace(from, to);
  };
  let out = replace(conf, /\/tmp\/nginx/g, `${state}/nginx`, 6);
  out = replace(out, /listen 8080;/g, `listen 127.0.0.1:${port};`, 1);
  out = replace(out, /server app1:4173 /g, `server ${upstreams[0]} `, 1);
  out = replace(out, /server app2:4173 /g, `server ${upstreams[1]} `, 1);
  out = replace(out, /root \/srv\/site;/g, `root ${site};`, 1);
  return out;
}

/** nginx as root (its workers as nobody, which read the site and write under `state`), in front of `upstreams`. */
async function startNginx(upstreams) {
  if (!existsSync(NGINX)) {
    throw new Error(
      `${NGINX} is missing: install Debian's nginx-light (tooling/scripts/setup.sh with SETUP_TEST_DEPS=1).`,
    );
  }
  const folder = await mkdtemp(join(tmpdir(), 'bench-notes-nginx-'));
  leftovers.folders.push(folder);
  await chmod(folder, 0o755);
  const state = join(folder, 'state');
  await mkdir(state);
  await chmod(state, 0o777);
  const port = await freePort();
  const confPath = join(folder, 'nginx.conf');
  await writeFile(
    confPath,
    nginxConf(readFileSync(join(root, 'deploy/nginx.conf'), 'utf8'), {
      port,
      upstreams,
      site: siteDir,
      state,
    }),
  );
  // `timeout`: nginx stops by itself should the bench die without stopping it (a group of its own
  // survives the bench's SIGKILL).
  const limit = String(600 + 12 * (duration + 3));
  const process_ = startGroup('timeout', [
    limit,
    NGINX,
    '-c',
    confPath,
    '-p',
    `${folder}/`,
    '-g',
    'daemon off;',
  ]);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (!process_.running()) throw new Error(`nginx exited:\n${process_.output()}`);
    if ((await fetch(`${base}/healthz`).catch(() => null))?.status === 200) break;
    if (i > 200) throw new Error(`nginx did not answer /healthz within 20 s:\n${process_.output()}`);
    await sleep(100);
  }
  return {
    base,
    pid: process_.child.pid,
    workers: () => treeRssMiB(process_.child.pid).length - 2,
    output: process_.output,
    async stop() {
      await process_.stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

const post = (base, name, body, client) =>
  fetch(`${base}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });

/**
 * Before the load: what each call answers through the topology (the expected status and body), and
 * that the instances limit the address nginx forwards, not nginx's own: 20 creations from one
 * address pass, the 21st is refused, another address still passes. So 0 refusals under load means
 * the per-request addresses reached the servers, not that the limit was off.
 */
async function checkTopology(base) {
  const answers = {};
  for (const name of Object.keys(OPERATIONS)) {
    const response = await post(base, name, OPERATIONS[name].body, nextClient());
    const text = await response.text();
    answers[name] = `${response.status} ${name === 'create_note' ? 'the new id' : `\`${text}\``}`;
    const expected = { note_exists: 'true', read_note: 'null' }[name];
    if (response.status !== 200 || (expected !== undefined && text !== expected)) {
      throw new Error(`${name} through nginx answered ${response.status} ${text.slice(0, 200)}`);
    }
  }
  const one = nextClient();
  const statuses = [];
  for (let i = 0; i < 21; i++) {
    statuses.push((await post(base, 'create_note', OPERATIONS.create_note.body, one)).status);
  }
  const other = (await post(base, 'create_note', OPERATIONS.create_note.body, nextClient())).status;
  if (statuses.slice(0, 20).some((status) => status !== 200) || statuses[20] !== 429 || other !== 200) {
    throw new Error(
      `the per-address limit through nginx is not per forwarded address: one address got ${statuses.join(' ')}, another ${other}`,
    );
  }
  return answers;
}

/** One call through the topology: req/s, latency, non-2xx, statements and CPU per request of each tier. */
async function measureTopology(base, name, pg, tiers) {
  await autocannonRun(base, name, 2);
  await sleep(500);
  pg.psql(['-c', 'select pg_stat_statements_reset()'], { database: 'notes' });
  const load = [load1()];
  const before = tiers.map((tier) => tier.pids.reduce((sum, pid) => sum + cpuMs(pid), 0));
  const result = await autocannonRun(base, name, duration);
  load.push(load1());
  const requests = Math.max(1, result.requests.sent);
  const statements = statementsSoFar(pg);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    perRequest: Math.max(0, statements - 1) / requests,
    cpuUs: tiers.map(
      (tier, i) => ((tier.pids.reduce((sum, pid) => sum + cpuMs(pid), 0) - before[i]) * 1000) / requests,
    ),
    load,
  };
}

/**
 * Hashed assets every visit loads, each with its .gz beside it: the entry script of index.html
 * (a small file: the per-request cost) and the largest script it imports (the framework chunk:
 * the bytes); or --asset.
 */
function pickAssets() {
  if (args.asset) return [args.asset];
  const dir = join(siteDir, 'assets');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(readFileSync(join(siteDir, 'index.html'), 'utf8'))?.[1];
  if (!entry) throw new Error(`${siteDir}/index.html names no script under /assets: build the site first.`);
  const withGzip = (name) => existsSync(join(dir, name)) && existsSync(join(dir, `${name}.gz`));
  const [largest] = [...readFileSync(join(dir, entry), 'utf8').matchAll(/["']\.\/([\w.-]+\.js)["']/g)]
    .map((match) => match[1])
    .filter(withGzip)
    .sort((x, y) => statSync(join(dir, y)).size - statSync(join(dir, x)).size);
  const picked = [entry, largest].filter((name) => name && withGzip(name));
  if (!picked.length) throw new Error(`neither ${entry} nor its imports have a .gz beside them in ${dir}.`);
  return picked.map((name) => `/assets/${name}`);
}

/** Checks that nginx serves `asset` from the disk and the instance the very same gzip bytes. */
async function checkAsset(asset, nginxBase, instanceBase) {
  const through = await fetch(`${nginxBase}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
  const throughBody = Buffer.from(await through.arrayBuffer());
  // The server sends no Last-Modified: nginx's own answer from the disk has one.
  if (
    through.status !== 200 ||
    through.headers.get('content-encoding') !== 'gzip' ||
    !through.headers.get('last-modified')
  ) {
    throw new Error(`${asset} through nginx: ${through.status}, not served from the disk as gzip`);
  }
  // The same file sent the same way, or the two columns compare different work.
  const direct = await fetch(`${instanceBase}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
  const directBody = Buffer.from(await direct.arrayBuffer());
  if (
    direct.status !== 200 ||
    direct.headers.get('content-encoding') !== 'gzip' ||
    !directBody.equals(throughBody)
  ) {
    throw new Error(
      `${asset} from the instance: ${direct.status} ${direct.headers.get('content-encoding')}, ${directBody.length} bytes (nginx: ${throughBody.length})`,
    );
  }
  return statSync(join(siteDir, `${asset}.gz`)).size;
}

/**
 * One hashed asset, gzip only (both then send the same precompressed bytes; a browser also accepts
 * br, which the server would send and Debian's nginx cannot).
 */
async function measureStatic(url, pids) {
  const run = (seconds) =>
    autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'gzip' } });
  await run(2);
  await sleep(500);
  const load = [load1()];
  const before = pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const result = await run(duration);
  load.push(load1());
  const requests = Math.max(1, result.requests.sent);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuUs: ((pids.reduce((sum, pid) => sum + cpuMs(pid), 0) - before) * 1000) / requests,
    load,
  };
}

function topologyTable(rows, answers, statics, meta) {
  const lines = [
    `Run on ${meta.date} (${meta.cpu}, ${cores} cores), server \`${meta.server}\`: autocannon → nginx (deploy/nginx.conf, only its ports and paths changed; ${meta.workers} workers) → two server instances → PgBouncer ${meta.pgbouncer} (transaction mode, default_pool_size ${POOL_SIZE}) → PostgreSQL 15 (fsync off), all on loopback; ${connections} connections for ${duration} s after a 2 s warm-up, one client address per request in X-Forwarded-For (nginx appends its peer, the instances trust 127.0.0.1: checked before the load, 20 creations from one address pass, the 21st is refused 429, another address passes). Load average (1 min) from ${meta.loadRange} during the run.`,
    '',
    '| call (through nginx) | answer expected | req/s | p50 / p99 | non-2xx / errors | statements per request | CPU per request: nginx / instances / PgBouncer / PostgreSQL |',
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  const what = {
    note_exists: '`note_exists`, a real note',
    read_note: '`read_note`, a real note, wrong claim',
    create_note: '`create_note`',
  };
  for (const [name, row] of Object.entries(rows)) {
    lines.push(
      `| ${what[name]} | ${answers[name]} | ${fmt(row.rps)} | ${row.p50} / ${row.p99} ms | ${row.non2xx} / ${row.errors} | ${row.perRequest.toFixed(2)} | ${row.cpuUs.map((us) => `${fmt(us)} µs`).join(' / ')} |`,
    );
  }
  lines.push(
    '',
    `Hashed assets of apps/site/dist, nginx serving them from the disk (${meta.workers} workers) and one instance directly, same connections and duration, \`Accept-Encoding: gzip\` so both send the same precompressed bytes (a browser also accepts br, which the server would send and Debian's nginx cannot):`,
    '',
    '| asset (gzip) | nginx: req/s (p50 / p99) | one instance: req/s (p50 / p99) | instance / nginx, req/s | CPU per request: nginx / instance | non-2xx / errors |',
    '|---|---:|---:|---:|---:|---:|',
  );
  for (const { asset, size, nginx, instance } of statics) {
    lines.push(
      `| \`${asset}\` (${size < 10240 ? `${size.toLocaleString('en-US')} B` : `${(size / 1024).toFixed(0)} KiB`}) | ${fmt(nginx.rps)} (${nginx.p50} / ${nginx.p99} ms) | ${fmt(instance.rps)} (${instance.p50} / ${instance.p99} ms) | **${ratio(instance.rps, nginx.rps)}×** | ${fmt(nginx.cpuUs)} / ${fmt(instance.cpuUs)} µs (${ratio(instance.cpuUs, nginx.cpuUs)}×) | ${nginx.non2xx + instance.non2xx} / ${nginx.errors + instance.errors} |`,
    );
  }
  return lines.join('\n');
}

/** The production topology: the bench-notes-topology table. */
async function topology(pg) {
  if (!existsSync(join(siteDir, 'index.html'))) {
    throw new Error(`no site build at ${siteDir}: nginx serves it (pnpm build first).`);
  }
  const loads = [load1()];
  const started = [];
  try {
    log('PgBouncer (transaction mode), two instances through it, nginx in front');
    const bouncer = await startPgBouncer(pg);
    started.push(bouncer);
    const instances = [];
    // One after the other: both run the migrations through the pooler at start.
    for (let i = 0; i < 2; i++) {
      const instance = await startServer({ DATABASE_URL: bouncer.url });
      instances.push(instance);
      started.push(instance);
    }
    insertNote(pg);
    const nginx = await startNginx(instances.map((instance) => instance.base.replace('http://', '')));
    started.push(nginx);
    const answers = await checkTopology(nginx.base);
    const tiers = [
      { pids: [nginx.pid] },
      { pids: instances.map((instance) => instance.pid) },
      { pids: [bouncer.pid] },
      { pids: [pg.pid()] },
    ];
    const rows = {};
    for (const name of Object.keys(OPERATIONS)) {
      rows[name] = await measureTopology(nginx.base, name, pg, tiers);
      log(`${name} through nginx: ${fmt(rows[name].rps)} req/s, ${rows[name].non2xx} non-2xx`);
      loads.push(...rows[name].load);
    }

    const instance = instances[0];
    const statics = [];
    for (const asset of pickAssets()) {
      const size = await checkAsset(asset, nginx.base, instance.base);
      const fromNginx = await measureStatic(`${nginx.base}${asset}`, [nginx.pid]);
      const fromInstance = await measureStatic(`${instance.base}${asset}`, [instance.pid]);
      log(`${asset}: ${fmt(fromNginx.rps)} req/s from nginx, ${fmt(fromInstance.rps)} from one instance`);
      loads.push(...fromNginx.load, ...fromInstance.load);
      statics.push({ asset, size, nginx: fromNginx, instance: fromInstance });
    }

    const text = topologyTable(rows, answers, statics, {
      date: new Date().toISOString().slice(0, 16).replace('T', ' '),
      cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
      server: serverEntry.replace(`${root}/`, ''),
      workers: nginx.workers(),
      pgbouncer:
        /PgBouncer (\S+)/.exec(execFileSync(PGBOUNCER, ['--version'], { encoding: 'utf8' }))?.[1] ?? '',
      loadRange: range(loads),
    });
    console.log(`\n${text}\n`);
    if (!args['dry-run']) writeDocs(text, 'bench-notes-topology', 'bench-notes');
  } finally {
    for (const part of started.reverse()) await part.stop();
  }
}

/** One server process on PostgreSQL directly, then one per core, then pgbench: the bench-notes table. */
async function direct(pg, work) {
  const loads = [load1()];
  const env = { DATABASE_URL: pg.url('notes', 'notes') };
  log('one server process');

  const server = await startServer(env);
  const idle = rssMiB(server.pid);
  insertNote(pg);
  const rows = {};
  for (const name of Object.keys(OPERATIONS)) {
    rows[name] = { server: await measure(server, name, pg) };
    log(`${name}: ${fmt(rows[name].server.rps)} req/s`);
    loads.push(...rows[name].server.load);
  }
  await sleep(5000);
  const after = rssMiB(server.pid);
  await server.stop();

  log(`one server process per core (WEB_CONCURRENCY=${cores})`);
  const cluster = await startServer({ ...env, WEB_CONCURRENCY: String(cores) });
  const processes = treeRssMiB(cluster.pid);
  const perCore = {};
  if (processes.length > 1) {
    for (const name of Object.keys(OPERATIONS)) {
      perCore[name] = await measure(cluster, name, pg);
      log(`${name} per core: ${fmt(perCore[name].rps)} req/s`);
      loads.push(...perCore[name].load);
    }
  } else {
    log('this build runs one process whatever WEB_CONCURRENCY says: no per-core figures');
  }
  await cluster.stop();

  for (const [name, operation] of Object.entries(OPERATIONS)) {
    for (const variant of ['before', 'now', 'bare']) {
      rows[name][variant] = await pgbench(work, pg, `${name}-${variant}`, operation[variant]);
      log(`pgbench ${name} (${variant}): ${fmt(rows[name][variant].tps)} tps`);
      loads.push(...rows[name][variant].load);
    }
  }
  const text = table(
    rows,
    perCore,
    {
      idle,
      after,
      cluster:
        processes.length > 1
          ? `${processes.map((mib) => mib.toFixed(0)).join(' + ')} MiB idle (primary + workers)`
          : null,
    },
    {
      date: new Date().toISOString().slice(0, 16).replace('T', ' '),
      cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
      server: serverEntry.replace(`${root}/`, ''),
      loadRange: range(loads),
    },
  );
  console.log(`\n${text}\n`);
  if (!args['dry-run']) writeDocs(text);
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'bench-notes-'));
  const pg = await startPostgres({
    prefix: 'bench-notes-pg-',
    settings: {
      fsync: 'off',
      full_page_writes: 'off',
      max_connections: '300',
      shared_preload_libraries: 'pg_stat_statements',
    },
  });
  leftovers.pg = pg;
  leftovers.folders.push(work);
  try {
    pg.psql(['-c', 'create role notes login', '-c', 'create database notes owner notes']);
    pg.psql(['-f', join(root, 'apps/server/sql/roles.sql')], { variables: { owner: 'notes' } });
    pg.psql(['-c', 'create extension pg_stat_statements'], { database: 'notes' });
    if (runDirect) await direct(pg, work);
    if (runTopology) await topology(pg);
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    killGroups();
    await pg.stop();
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:notes failed: ${error.stack ?? error.message}`);
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  killGroups();
  process.exit(1);
});
