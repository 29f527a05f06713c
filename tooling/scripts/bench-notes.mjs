// The notes API at the database's pace: `pnpm bench:notes` (after `pnpm build`).
//
// Starts a throwaway PostgreSQL 15 set up as docs/operations.md says (a plain role `notes` owning
// the database, apps/server/sql/roles.sql) and the production server on it, then, 50 connections
// for 10 s each after a 2 s warm-up:
//   - note_exists on an unknown id, read_note on a real note with a wrong claim (nothing burns),
//     create_note; every request names its own client (X-Forwarded-For, TRUST_PROXY=127.0.0.1),
//     as many visitors behind a load balancer would, so no rate limit refuses them;
//   - the same with one server process per core (WEB_CONCURRENCY);
//   - pgbench on the same database with the statements the server sent before one round trip per call (the fixed
//     reference: BEGIN, SET LOCAL ROLE anon, the call, COMMIT, and the rate-limit statement before a
//     creation), the statement it sends now, and the bare call.
// pg_stat_statements counts the statements each HTTP request cost. CPU per request (from /proc) is
// the figure a busy machine changes least; req/s there measure the share of CPU each process got.
// Prints the table and writes it into docs/benchmarks.md between the bench-notes markers.
//
// Usage: pnpm bench:notes [-- --duration 10 --connections 50 --server apps/server/dist/main.js
//        --cores 2 --dry-run]
// PostgreSQL runs with fsync off, as in the tests: the figures compare the server with pgbench on
// one database, not the disk.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuMs, freePort, rssMiB, sleep, startPostgres, treeRssMiB } from './bench-common.mjs';

const root = resolve(import.meta.dirname, '../..');
// pnpm passes on the `--` of `pnpm bench:notes -- --duration 5`.
const argv = process.argv.slice(2);
const { values: args } = parseArgs({
  args: argv[0] === '--' ? argv.slice(1) : argv,
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    server: { type: 'string', default: join(root, 'apps/server/dist/main.js') },
    cores: { type: 'string', default: String(availableParallelism()) },
    'dry-run': { type: 'boolean', default: false },
  },
});
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
process.on('SIGINT', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
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
  const statements = Number(
    pg
      .psql(['-At', '-c', 'select coalesce(sum(calls), 0) from pg_stat_statements where toplevel'], {
        database: 'notes',
      })
      .trim(),
  );
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

function writeDocs(text) {
  const path = join(root, 'docs/benchmarks.md');
  const start = '<!-- bench-notes:start -->';
  const end = '<!-- bench-notes:end -->';
  const section = `${start}\n${text}\n${end}`;
  const current = existsSync(path)
    ? readFileSync(path, 'utf8')
    : '# Benchmarks\n\nFigures written by the bench scripts; each keeps its latest run between its markers.\n\n## The notes API (`pnpm bench:notes`)\n\n';
  const next =
    current.includes(start) && current.includes(end)
      ? current.slice(0, current.indexOf(start)) + section + current.slice(current.indexOf(end) + end.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(path, next);
  log(`wrote ${path}`);
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
  const loads = [load1()];
  try {
    pg.psql(['-c', 'create role notes login', '-c', 'create database notes owner notes']);
    pg.psql(['-f', join(root, 'apps/server/sql/roles.sql')], { variables: { owner: 'notes' } });
    pg.psql(['-c', 'create extension pg_stat_statements'], { database: 'notes' });
    const env = { DATABASE_URL: pg.url('notes', 'notes') };

    log('one server process');
    const server = await startServer(env);
    const idle = rssMiB(server.pid);
    // The note read_note is tried on (with a wrong claim, so it stays).
    pg.psql(
      [
        '-c',
        `insert into public.notes (id, content, claim_hash) values ('${NOTE_ID}', 'x', decode('${CLAIM_HASH}', 'hex'))`,
      ],
      { database: 'notes' },
    );
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
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await pg.stop();
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:notes failed: ${error.stack ?? error.message}`);
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  process.exit(1);
});
