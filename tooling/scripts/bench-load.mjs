#!/usr/bin/env node
// Load run (`pnpm bench:load`): the production server (apps/server/dist/main.js) and a reference
// static server (nginx with one worker when Debian's nginx is installed, else a minimal Node server
// holding the files in memory) serve the same build in the same run; autocannon measures both on the
// landing document and a hashed asset, then the notes API (note_exists, and ten notes each read by
// 50 concurrent readers). Prints a Markdown table and the server's resident memory before and after.
//
// Usage: pnpm bench:load [-- --duration 10 --connections 50 --rounds 3 --port 4470
//        --site apps/site/dist --server apps/server/dist/main.js --reference auto|nginx|node]
// Exits 1 when static serving misses the target (≥ 0.5× the reference's req/s, p99 ≤ 2× its p99).
//
// `pnpm bench:load -- --operator [--server …]` runs the operator's walk-through instead
// (bench-operator.mjs: a managed-style PostgreSQL role, two instances, a drain under load, a
// PostgreSQL restart under load); `--server` may name a main.ts, run through tsx.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuMs, rssMiB, sleep } from './bench-common.mjs';

const root = resolve(dirname(new URL(import.meta.url).pathname), '../..');
// pnpm passes on the `--` of `pnpm bench:load -- --duration 5`.
const argv = process.argv.slice(2);
const { values: args } = parseArgs({
  args: argv[0] === '--' ? argv.slice(1) : argv,
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4470' },
    site: { type: 'string', default: join(root, 'apps/site/dist') },
    server: { type: 'string', default: join(root, 'apps/server/dist/main.js') },
    reference: { type: 'string', default: 'auto' },
    rounds: { type: 'string', default: '3' },
    operator: { type: 'boolean', default: false },
  },
});
if (args.operator) {
  const { operatorWalkthrough } = await import('./bench-operator.mjs');
  const lines = await operatorWalkthrough({ serverEntry: resolve(args.server) });
  console.log(
    `\nOperator walk-through ${new Date().toISOString().slice(0, 10)}, ${resolve(args.server)}:\n\n${lines.join('\n')}\n`,
  );
  process.exit(0);
}
const duration = Number(args.duration);
const connections = Number(args.connections);
const rounds = Math.max(1, Number(args.rounds));
const port = Number(args.port);
const siteDir = resolve(args.site);
const serverEntry = resolve(args.server);
for (const [what, path] of [
  ['site build', join(siteDir, 'index.html')],
  ['server build', serverEntry],
]) {
  if (!existsSync(path)) {
    console.error(`bench:load: no ${what} at ${path}: run pnpm build first.`);
    process.exit(1);
  }
}

const children = [];
const cleanups = [];
async function stopAll() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
  );
  for (const cleanup of cleanups) await cleanup();
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

async function waitFor(url, child, name) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited (${child.exitCode}) before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`${name} did not answer ${url} within 60 s`);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** The reference when nginx is absent: every file and its .gz in memory, one Node process. */
async function startNodeReference(refPort) {
  const files = new Map();
  const walk = async (dir) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else files.set(`/${relative(siteDir, path).split(sep).join('/')}`, await readFile(path));
    }
  };
  await walk(siteDir);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x').pathname;
    const name = url === '/' ? '/prerendered/index.open.html' : url;
    const plain = files.get(name);
    if (!plain) return res.writeHead(404).end();
    const gz = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') ? files.get(`${name}.gz`) : undefined;
    res.writeHead(200, {
      'Content-Type': TYPES[extname(name)] ?? 'application/octet-stream',
      'Content-Length': (gz ?? plain).length,
      ...(gz ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(gz ?? plain);
  });
  await new Promise((ready) => server.listen(refPort, '127.0.0.1', () => ready(undefined)));
  cleanups.push(() => new Promise((done) => server.close(done)));
  return { name: 'Node (reference)', pid: null };
}

async function startNginx(refPort, work) {
  const conf = join(work, 'nginx.conf');
  await writeFile(
    conf,
    `worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  types { text/html html; text/javascript js; text/css css; application/json json; image/svg+xml svg; }
  gzip_static on;
  etag on;
  server {
    listen 127.0.0.1:${refPort};
    root ${siteDir};
    add_header Content-Security-Policy "default-src 'self'" always;
    add_header Referrer-Policy no-referrer always;
    add_header X-Content-Type-Options nosniff always;
    location = / { try_files /prerendered/index.open.html =404; }
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
  }
}
`,
  );
  const child = spawn('nginx', ['-c', conf, '-e', join(work, 'nginx-error.log')], { stdio: 'inherit' });
  children.push(child);
  await waitFor(`http://127.0.0.1:${refPort}/`, child, 'nginx');
  return { name: 'nginx (1 worker)', pid: child.pid };
}

function hasNginx() {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
}

/**
 * The server counts read calls per client (600 a minute): behind a load balancer each request names
 * its own client, as many visitors would (the server runs with TRUST_PROXY=127.0.0.1 here).
 */
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

async function load(url, options = {}) {
  const pid = options.pid;
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const result = await autocannon({
    url,
    connections,
    duration: options.duration ?? duration,
    headers: { 'accept-encoding': 'gzip', ...(options.headers ?? {}) },
    method: options.method ?? 'GET',
    body: options.body,
    ...(options.manyClients
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, 'x-forwarded-for': nextClient() },
              }),
            },
          ],
        }
      : {}),
  });
  return {
    // Under a busy machine req/s measure the share of CPU a server got; CPU per request does not.
    cpuUs: pid ? ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total) : Number.NaN,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function hashedAsset() {
  const html = readFileSync(join(siteDir, 'prerendered/index.open.html'), 'utf8');
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error('No hashed script in the landing document.');
  return script;
}

/** The run with the median throughput, its errors summed over every run. */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  const middle = sorted[Math.floor(sorted.length / 2)];
  return {
    ...middle,
    p99: [...runs].map((run) => run.p99).sort((a, b) => a - b)[Math.floor(runs.length / 2)],
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    cpuUs: [...runs].map((run) => run.cpuUs).sort((a, b) => a - b)[Math.floor(runs.length / 2)],
  };
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const ratio = (a, b) => (a / b).toFixed(2);

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'bench-load-'));
  cleanups.push(() => rm(work, { recursive: true, force: true }));
  const serverPort = port;
  const refPort = port + 1;

  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      SITE_DIR: siteDir,
      NOTES_DATA_DIR: join(work, 'notes'),
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      TRUST_PROXY: '127.0.0.1',
      // Stopped at the end with SIGTERM: no drain period needed.
      DRAIN_SECONDS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(server);
  const base = `http://127.0.0.1:${serverPort}`;
  await waitFor(`${base}/healthz`, server, 'apps/server');
  // Ready = database reachable and migrated (older builds have no /readyz: the notes API then).
  for (let i = 0; i < 600; i++) {
    const ready = await fetch(`${base}/readyz`).catch(() => null);
    if (ready?.ok || ready?.status === 404) break;
    await sleep(100);
  }
  // Start-up work (JIT, the database's first queries) goes on for a few seconds after ready.
  for (let i = 0, last = cpuMs(server.pid); i < 30; i++) {
    await sleep(1000);
    const now = cpuMs(server.pid);
    if (now - last < 20) break;
    last = now;
  }
  const rssIdle = rssMiB(server.pid);

  const useNginx = args.reference === 'nginx' || (args.reference === 'auto' && hasNginx());
  const reference = useNginx ? await startNginx(refPort, work) : await startNodeReference(refPort);
  const refBase = `http://127.0.0.1:${refPort}`;

  const asset = hashedAsset();
  const rows = [];
  for (const [label, path] of [
    ['`/` (prerendered HTML, gzip)', '/'],
    ['a hashed `/assets/*.js`', asset],
  ]) {
    // A short warm-up for both, then alternating runs (a busy machine slows whichever runs when it
    // is busy): the median of each side's runs.
    await load(`${base}${path}`, { duration: 2 });
    await load(`${refBase}${path}`, { duration: 2 });
    const runs = { ours: [], theirs: [] };
    for (let round = 0; round < rounds; round++) {
      runs.ours.push(await load(`${base}${path}`, { pid: server.pid }));
      runs.theirs.push(await load(`${refBase}${path}`, { pid: reference.pid }));
    }
    rows.push({ label, ours: median(runs.ours), theirs: median(runs.theirs) });
  }

  // Notes: existence checks under load, then the read race.
  const exists = await load(`${base}/rest/v1/rpc/note_exists`, {
    pid: server.pid,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ note_id: randomUUID() }),
    manyClients: true,
  });
  const race = [];
  for (let i = 0; i < 10; i++) {
    const claim = randomBytes(32).toString('hex');
    const claimHash = createHash('sha256').update(Buffer.from(claim, 'hex')).digest('hex');
    const created = await fetch(`${base}/rest/v1/rpc/create_note`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ note_content: `bench-${i}`, note_claim_hash: claimHash }),
    });
    if (!created.ok) throw new Error(`create_note answered ${created.status}: ${await created.text()}`);
    const id = await created.json();
    const reads = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`${base}/rest/v1/rpc/read_note`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
          body: JSON.stringify({ note_id: id, note_claim: claim }),
        }).then(async (r) => (r.ok ? r.json() : Promise.reject(new Error(`read_note ${r.status}`)))),
      ),
    );
    race.push(reads.filter((content) => content !== null).length);
  }
  await sleep(2000);
  const rssAfter = rssMiB(server.pid);

  const lines = [
    `Load run ${new Date().toISOString().slice(0, 10)}: loopback, same build, ${connections} connections for ${duration} s, median of ${rounds} alternating runs, reference ${reference.name}, ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores.`,
    '',
    `| | apps/server | ${reference.name} | ratio | p99 ≤ 2× | CPU per request (server / reference) |`,
    '|---|---:|---:|---:|---|---:|',
  ];
  let failed = false;
  for (const { label, ours, theirs } of rows) {
    const fast = ours.rps >= 0.5 * theirs.rps;
    const steady = ours.p99 <= Math.max(2 * theirs.p99, 1);
    if (!fast || !steady || ours.errors > 0) failed = true;
    lines.push(
      `| ${label} | ${fmt(ours.rps)} req/s, p99 ${ours.p99} ms | ${fmt(theirs.rps)} req/s, p99 ${theirs.p99} ms | ${ratio(ours.rps, theirs.rps)} | ${steady ? 'yes' : 'no'} | ${fmt(ours.cpuUs)} µs / ${Number.isNaN(theirs.cpuUs) ? '–' : `${fmt(theirs.cpuUs)} µs`} |`,
    );
  }
  lines.push(
    `| \`note_exists\` | ${fmt(exists.rps)} req/s, p50 ${exists.p50} ms, p99 ${exists.p99} ms, ${exists.errors} errors | | | | ${fmt(exists.cpuUs)} µs |`,
    `| 10 notes × 50 concurrent readers | winners per note: ${race.join(', ')} | | | | |`,
    `| server resident memory | ${rssIdle.toFixed(0)} MiB idle, ${rssAfter.toFixed(0)} MiB after the run | | | | |`,
  );
  if (race.some((winners) => winners !== 1)) failed = true;
  console.log(`\n${lines.join('\n')}\n`);
  if (failed) console.error('bench:load: a target was missed (see the table).');
  await stopAll();
  process.exit(failed ? 1 : 0);
}

main().catch(async (error) => {
  console.error(`bench:load failed: ${error.message}`);
  await stopAll();
  process.exit(1);
});
