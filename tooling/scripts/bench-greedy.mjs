// Issue 47's acceptance, in figures: `pnpm bench:greedy` (after `pnpm build`). Not part of
// `npm test`: it runs 90 s per backend.
//
// One address (127.0.0.1, the socket's own) sends as fast as it can for --seconds:
//   - the package's own CLI (packages/privnote/dist/cli.js `send --file`), several at once, each
//     sending a note with a 9 MB file;
//   - bare uploads never attached to a note: create_note_files, note_file_upload_url, then the PUT
//     of the bytes, and nothing more (the bundle is left to the sweeper).
// It ignores Retry-After (it only pauses 200 ms after a refusal so that the loop stays bounded).
// Meanwhile another client (its own X-Forwarded-For, believed through TRUST_PROXY=127.0.0.1) creates
// a text note and reads it back every 4 s, and /readyz is polled every 500 ms.
//
// Backends: (i) PGlite with NOTES_DATA_DIR and NOTES_FILES_DIR on a 400 MB tmpfs (root only: the
// script mounts it and unmounts it at the end), (ii) PostgreSQL 15 (a throwaway cluster, fsync off)
// with the files on the ordinary disk. The server runs with its defaults otherwise (budget
// NOTES_FILES_BYTES_PER_HOUR = 100 MiB, METRICS_PORT on to read its own refusal counts).
//
// Acceptance, per backend (the script exits 1 when one fails): the bytes stored for the greedy
// address ≤ its hourly budget; every refusal it gets is a 429 or 507 with Retry-After (the CLI's:
// a sentence with the wait); nothing else fails for it; every note of the other client is created
// and read back; /readyz never answers other than 200. Prints the table and writes it into
// docs/benchmarks.md between the bench-greedy markers.
//
// Usage: pnpm bench:greedy [-- --seconds 90 --backend both|pglite|postgres --cli-concurrency 3
//        --upload-concurrency 2 --server apps/server/dist/main.js --dry-run]
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statfsSync, writeFileSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchArgv, freePort, sleep, startPostgres } from './bench-common.mjs';

const root = resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  args: benchArgv(),
  options: {
    seconds: { type: 'string', default: '90' },
    backend: { type: 'string', default: 'both' },
    'cli-concurrency': { type: 'string', default: '3' },
    'upload-concurrency': { type: 'string', default: '2' },
    server: { type: 'string', default: join(root, 'apps/server/dist/main.js') },
    cli: { type: 'string', default: join(root, 'packages/privnote/dist/cli.js') },
    'dry-run': { type: 'boolean', default: false },
  },
});
const seconds = Number(args.seconds);
const cliConcurrency = Number(args['cli-concurrency']);
const uploadConcurrency = Number(args['upload-concurrency']);
const serverEntry = resolve(args.server);
const cliEntry = resolve(args.cli);
const log = (line) => console.error(`bench:greedy: ${line}`);
if (!(seconds > 0) || !(cliConcurrency >= 0) || !(uploadConcurrency >= 0)) {
  console.error('bench:greedy: --seconds must be positive, the concurrencies 0 or more.');
  process.exit(2);
}
if (!['both', 'pglite', 'postgres'].includes(args.backend)) {
  console.error(`bench:greedy: --backend must be both, pglite or postgres, got "${args.backend}".`);
  process.exit(2);
}
for (const [what, path] of [
  ['server build', serverEntry],
  ['privnote CLI build', cliEntry],
]) {
  if (!existsSync(path)) {
    console.error(`bench:greedy: no ${what} at ${path}: run pnpm build first.`);
    process.exit(1);
  }
}

/** What the server allows one address per hour unless NOTES_FILES_BYTES_PER_HOUR says otherwise. */
const BUDGET_BYTES = 100 * 1024 * 1024;
const TMPFS_SIZE = '400m';
/** The file the CLI attaches, and what a bare upload declares: 9 MB of plaintext. */
const FILE_BYTES = 9_000_000;
/** The encrypted size of `plaintext` bytes: a 16-byte tag per 32 KiB chunk (core/attachments). */
const ciphertextBytes = (plaintext) => plaintext + 16 * Math.max(1, Math.ceil(plaintext / 32768));
const CIPHERTEXT_BYTES = ciphertextBytes(FILE_BYTES);
const OTHER_CLIENT = '198.51.100.7';
const OTHER_EVERY_MS = 4000;
const READYZ_EVERY_MS = 500;
const PAUSE_AFTER_REFUSAL_MS = 200;
const CLI_TIMEOUT_MS = 120_000;

const sha256Hex = (bytes) => createHash('sha256').update(bytes).digest('hex');
const hex32 = () => randomBytes(32).toString('hex');

/** What runs (servers, CLI processes) and what is mounted, for an interrupted run to clean up. */
const children = new Set();
const mounts = new Set();
function cleanUpNow() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const mountPoint of mounts) {
    try {
      execFileSync('umount', ['-l', mountPoint], { stdio: 'ignore' });
    } catch {
      // Already gone.
    }
  }
}
process.on('SIGINT', () => {
  cleanUpNow();
  process.exit(130);
});

/** Bytes a folder takes on its disk (allocated blocks, as du counts them); 0 when it is gone. */
async function folderBytes(path) {
  let total = 0;
  let entries;
  try {
    entries = await readdir(path, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) total += await folderBytes(full);
    else
      total += await lstat(full).then(
        (info) => info.blocks * 512,
        () => 0,
      );
  }
  return total;
}

/** The attachment objects under NOTES_FILES_DIR (`<bundle>/<file>`; no key, no half-written part). */
async function storedObjects(filesDir) {
  const objects = { count: 0, bytes: 0 };
  const bundles = await readdir(filesDir).catch(() => []);
  for (const bundle of bundles) {
    if (!/^[0-9a-f-]{36}$/.test(bundle)) continue;
    for (const name of await readdir(join(filesDir, bundle)).catch(() => [])) {
      if (!/^\d+$/.test(name)) continue;
      const info = await lstat(join(filesDir, bundle, name)).catch(() => null);
      if (info) {
        objects.count += 1;
        objects.bytes += info.size;
      }
    }
  }
  return objects;
}

async function startServer(env, logFile) {
  const port = await freePort();
  const metricsPort = await freePort();
  const output = [];
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      TRUST_PROXY: '127.0.0.1',
      DRAIN_SECONDS: '0',
      SERVE_SITE: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text) => output.push(text));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}) before it was ready:\n${output.join('')}`);
    if (i >= 900) throw new Error(`the server was not ready within 90 s:\n${output.join('')}`);
    const ready = await fetch(`${base}/readyz`).catch(() => null);
    if (ready?.ok) break;
    await sleep(100);
  }
  return {
    base,
    metrics: `http://127.0.0.1:${metricsPort}/metrics`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killer);
      }
      await writeFile(logFile, output.join(''));
    },
  };
}

/** `metric{labels} value` lines of a Prometheus text answer, summed by the label set. */
function scrape(text, name) {
  const found = {};
  for (const line of text.split('\n')) {
    const match = new RegExp(`^${name}\\{([^}]*)\\} ([\\d.e+]+)$`).exec(line);
    if (match) found[match[1]] = (found[match[1]] ?? 0) + Number(match[2]);
  }
  return found;
}

/** A notes call as supabase-js makes it; `client` names the caller through X-Forwarded-For. */
function rpc(base, fn, body, client) {
  return fetch(`${base}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(client ? { 'x-forwarded-for': client } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
}

/** The greedy address's tallies: answers, refusals by status and reason, what it stored. */
function greedyTally() {
  return {
    cli: { runs: 0, sent: 0, refused: {}, failed: [] },
    bare: { tried: 0, stored: 0 },
    refusals: {},
    withoutRetryAfter: 0,
    unexpected: [],
  };
}

/** The reason a refusal gives, short: its sentence up to the first colon. */
const reasonOf = (message) => String(message ?? '').split(':')[0] || 'no message';

/** Counts one answer to the greedy address; true when it was a 2xx. */
async function record(tally, call, response) {
  if (response.ok) return true;
  const text = await response.text();
  if (response.status === 429 || response.status === 507) {
    let message = text;
    try {
      message = JSON.parse(text).message ?? JSON.parse(text).error ?? text;
    } catch {
      // Not JSON: the text is the message.
    }
    const key = `${response.status} ${reasonOf(message)}`;
    tally.refusals[key] = (tally.refusals[key] ?? 0) + 1;
    if (!(Number(response.headers.get('retry-after')) > 0)) tally.withoutRetryAfter += 1;
  } else {
    tally.unexpected.push(`${call}: ${response.status} ${text.slice(0, 160)}`);
  }
  return false;
}

/** One bare upload: a bundle, an upload URL for 9 MB, the bytes, never attached. */
async function bareUpload(base, tally, bytes) {
  tally.bare.tried += 1;
  const upload = hex32();
  const created = await rpc(base, 'create_note_files', {
    note_upload_hash: sha256Hex(Buffer.from(upload, 'hex')),
    note_download_hash: hex32(),
    note_file_count: 1,
  });
  if (!(await record(tally, 'create_note_files', created))) return false;
  const bundle = await created.json();
  const asked = await rpc(base, 'note_file_upload_url', {
    note_bundle: bundle,
    note_upload_claim: upload,
    note_file: 0,
    note_size: bytes.length,
  });
  if (!(await record(tally, 'note_file_upload_url', asked))) return false;
  const target = await asked.json();
  const put = await fetch(new URL(target.url, base), {
    method: target.method,
    headers: target.headers,
    body: bytes,
    signal: AbortSignal.timeout(60_000),
  });
  if (!(await record(tally, 'upload PUT', put))) return false;
  tally.bare.stored += 1;
  return true;
}

/** One `privnote send --file` run: sent, refused (its sentence), or failed. */
function runCli(base, file) {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [cliEntry, 'send', '--server', base, '--expire', '1h', '--file', file],
      { env: { PATH: process.env.PATH, HOME: process.env.HOME }, stdio: ['pipe', 'ignore', 'pipe'] },
    );
    children.add(child);
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text) => {
      stderr += text;
    });
    child.stdin.end('A note from the greedy client, with a 9 MB file.\n');
    const timer = setTimeout(() => child.kill('SIGKILL'), CLI_TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      done({ code, signal, stderr: stderr.trim() });
    });
  });
}

/** The status a CLI refusal sentence stands for (the CLI prints the server's sentence, not its status). */
function cliRefusalStatus(sentence) {
  if (/^Too many /.test(sentence)) return 429;
  if (/\bfull\b|\bspace\b/i.test(sentence)) return 507;
  return null;
}

async function greedyCli(base, file, tally, deadline) {
  while (Date.now() < deadline) {
    tally.cli.runs += 1;
    const { code, signal, stderr } = await runCli(base, file);
    if (code === 0) {
      tally.cli.sent += 1;
      continue;
    }
    const sentence = stderr.replace(/^privnote: /, '');
    const status = code === 1 ? cliRefusalStatus(sentence) : null;
    if (status !== null && /try again in \d+/i.test(sentence)) {
      const key = `${status} ${reasonOf(sentence)}`;
      tally.cli.refused[key] = (tally.cli.refused[key] ?? 0) + 1;
    } else {
      tally.cli.failed.push(`exit ${code ?? signal}: ${stderr.slice(0, 200)}`);
    }
    await sleep(PAUSE_AFTER_REFUSAL_MS);
  }
}

async function greedyUploads(base, tally, deadline) {
  const bytes = randomBytes(CIPHERTEXT_BYTES);
  while (Date.now() < deadline) {
    const stored = await bareUpload(base, tally, bytes).catch((error) => {
      tally.unexpected.push(`bare upload: ${error.message}`);
      return false;
    });
    if (!stored) await sleep(PAUSE_AFTER_REFUSAL_MS);
  }
}

/** The other client: a text note created and read back every few seconds. */
async function otherClient(base, deadline) {
  const other = { created: 0, read: 0, failed: [] };
  while (Date.now() < deadline) {
    const started = Date.now();
    try {
      const claim = hex32();
      const content = randomBytes(150).toString('base64url');
      const created = await rpc(
        base,
        'create_note',
        { note_content: content, note_claim_hash: sha256Hex(Buffer.from(claim, 'hex')) },
        OTHER_CLIENT,
      );
      if (!created.ok) throw new Error(`create_note: ${created.status} ${await created.text()}`);
      other.created += 1;
      const id = await created.json();
      const read = await rpc(base, 'read_note', { note_id: id, note_claim: claim }, OTHER_CLIENT);
      if (!read.ok) throw new Error(`read_note: ${read.status} ${await read.text()}`);
      if ((await read.json()) !== content) throw new Error('read_note: the content read back differs');
      other.read += 1;
    } catch (error) {
      other.failed.push(error.message.slice(0, 200));
    }
    await sleep(Math.max(0, OTHER_EVERY_MS - (Date.now() - started)));
  }
  return other;
}

/** /readyz every 500 ms and the disk every second, until the last client is done. */
async function watch(base, diskUsed, done) {
  const seen = { polls: 0, non200: {}, peak: 0 };
  let lastDisk = 0;
  while (!done.now) {
    const started = Date.now();
    const status = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5000) }).then(
      (response) => String(response.status),
      (error) => (error.name === 'TimeoutError' ? 'no answer in 5 s' : 'connection failed'),
    );
    seen.polls += 1;
    if (status !== '200') seen.non200[status] = (seen.non200[status] ?? 0) + 1;
    if (Date.now() - lastDisk >= 1000) {
      lastDisk = Date.now();
      seen.peak = Math.max(seen.peak, await diskUsed());
    }
    await sleep(Math.max(0, READYZ_EVERY_MS - (Date.now() - started)));
  }
  return seen;
}

/**
 * Runs the greedy client and the other client against one server; the figures. `grantsOf` reads
 * what the database counted against the greedy address (null: the database is the server's own).
 */
async function runAgainst(server, { diskUsed, filesDir, bigFile, grantsOf }) {
  const diskStart = await diskUsed();
  const tally = greedyTally();
  const deadline = Date.now() + seconds * 1000;
  const load = [loadavg()[0]];
  const done = { now: false };
  const watching = watch(server.base, diskUsed, done);
  const [other] = await Promise.all([
    otherClient(server.base, deadline),
    ...Array.from({ length: cliConcurrency }, () => greedyCli(server.base, bigFile, tally, deadline)),
    ...Array.from({ length: uploadConcurrency }, () => greedyUploads(server.base, tally, deadline)),
  ]);
  done.now = true;
  const watched = await watching;
  load.push(loadavg()[0]);
  const finalReady = await fetch(`${server.base}/readyz`).then(
    (response) => response.status,
    () => 0,
  );
  if (finalReady !== 200) watched.non200[`${finalReady} (after the run)`] = 1;
  const diskEnd = await diskUsed();
  const objects = await storedObjects(filesDir);
  const metrics = await fetch(server.metrics).then((response) => response.text());
  return {
    tally,
    other,
    watched,
    objects,
    grants: grantsOf ? grantsOf() : null,
    disk: { start: diskStart, peak: Math.max(watched.peak, diskStart, diskEnd), end: diskEnd },
    serverRefusals: Object.fromEntries(
      Object.entries(scrape(metrics, 'http_requests_total')).filter(([labels]) =>
        /status="(429|507)"/.test(labels),
      ),
    ),
    budgets: scrape(metrics, 'budget_refusals_total'),
    load,
  };
}

/** What fails issue 47's "Done when" in these figures (empty: it holds). */
function failures(result) {
  const found = [];
  const stored = Math.max(result.objects.bytes, result.grants ?? 0);
  if (stored > BUDGET_BYTES) found.push(`the greedy address stored ${stored} bytes, over ${BUDGET_BYTES}`);
  if (result.tally.withoutRetryAfter > 0)
    found.push(`${result.tally.withoutRetryAfter} refusals without Retry-After`);
  if (result.tally.unexpected.length > 0)
    found.push(`answers other than 2xx, 429, 507: ${result.tally.unexpected.slice(0, 5).join('; ')}`);
  if (result.tally.cli.failed.length > 0)
    found.push(`CLI runs failed otherwise than refused: ${result.tally.cli.failed.slice(0, 3).join('; ')}`);
  if (result.other.failed.length > 0)
    found.push(`the other client failed: ${result.other.failed.slice(0, 5).join('; ')}`);
  if (result.other.created === 0) found.push('the other client created no note');
  if (Object.keys(result.watched.non200).length > 0)
    found.push(`/readyz answered other than 200: ${JSON.stringify(result.watched.non200)}`);
  return found;
}

async function pgliteBackend(work, bigFile) {
  if (process.getuid?.() !== 0)
    throw new Error('the PGlite run mounts a tmpfs: run as root (or --backend postgres).');
  const mountPoint = await mkdtemp(join(tmpdir(), 'bench-greedy-tmpfs-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE}`, 'tmpfs', mountPoint]);
  mounts.add(mountPoint);
  try {
    const filesDir = join(mountPoint, 'notes-files');
    const diskUsed = async () => {
      const { blocks, bfree, bsize } = statfsSync(mountPoint);
      return (blocks - bfree) * bsize;
    };
    log('PGlite on a 400 MB tmpfs: starting the server');
    const server = await startServer(
      { NOTES_DATA_DIR: join(mountPoint, 'notes'), NOTES_FILES_DIR: filesDir },
      join(work, 'server-pglite.log'),
    );
    try {
      log(`PGlite: the greedy client for ${seconds} s`);
      return await runAgainst(server, { diskUsed, filesDir, bigFile, grantsOf: null });
    } finally {
      await server.stop();
    }
  } finally {
    try {
      execFileSync('umount', [mountPoint]);
    } catch {
      execFileSync('umount', ['-l', mountPoint]);
    }
    mounts.delete(mountPoint);
    await rm(mountPoint, { recursive: true, force: true });
  }
}

async function postgresBackend(work, bigFile) {
  const pg = await startPostgres({
    prefix: 'bench-greedy-pg-',
    settings: { fsync: 'off', full_page_writes: 'off' },
  });
  try {
    pg.psql(['-c', 'create role notes login', '-c', 'create database notes owner notes']);
    pg.psql(['-f', join(root, 'apps/server/sql/roles.sql')], { variables: { owner: 'notes' } });
    const pgData = pg.psql(['-At', '-c', 'show data_directory']).trim();
    const filesDir = join(work, 'postgres-files');
    await mkdir(filesDir);
    const diskUsed = async () => (await folderBytes(pgData)) + (await folderBytes(filesDir));
    log('PostgreSQL 15: starting the server');
    const server = await startServer(
      {
        DATABASE_URL: pg.url('notes', 'notes'),
        NOTES_DATA_DIR: join(work, 'postgres-unused-data'),
        NOTES_FILES_DIR: filesDir,
      },
      join(work, 'server-postgres.log'),
    );
    // What the database counted against the greedy address (127.0.0.1): the bytes it authorised.
    const grantsOf = () =>
      Number(
        pg
          .psql(
            [
              '-At',
              '-c',
              "select coalesce(sum(bytes), 0) from public.note_file_grants where client = '127.0.0.1'",
            ],
            { database: 'notes' },
          )
          .trim(),
      );
    try {
      log(`PostgreSQL: the greedy client for ${seconds} s`);
      return await runAgainst(server, { diskUsed, filesDir, bigFile, grantsOf });
    } finally {
      await server.stop();
    }
  } finally {
    await pg.stop();
  }
}

const MB = 1_000_000;
const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const counts = (tallies) =>
  Object.entries(tallies)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${key} × ${n}`)
    .join('; ') || 'none';

function table(results, meta) {
  const names = Object.keys(results);
  const cell = (fn) => names.map((name) => fn(results[name])).join(' | ');
  const byStatus = (result) => {
    const statuses = {};
    for (const [key, n] of [
      ...Object.entries(result.tally.refusals),
      ...Object.entries(result.tally.cli.refused),
    ]) {
      const status = key.split(' ')[0];
      statuses[status] = (statuses[status] ?? 0) + n;
    }
    return counts(statuses);
  };
  const rows = [
    [
      `the CLI, ${cliConcurrency} at once (\`privnote send --file\`, 9 MB)`,
      (r) =>
        `${r.tally.cli.runs} runs: ${r.tally.cli.sent} notes sent, refused: ${counts(r.tally.cli.refused)}${r.tally.cli.failed.length ? `, **${r.tally.cli.failed.length} failed**` : ''}`,
    ],
    [
      `bare uploads never attached, ${uploadConcurrency} at once (9 MB each)`,
      (r) =>
        `${r.tally.bare.tried} tried: ${r.tally.bare.stored} stored, refused: ${counts(r.tally.refusals)}`,
    ],
    [
      'bytes stored for the greedy address (budget 100 MiB an hour)',
      (r) =>
        `**${mib(r.objects.bytes)}** in ${r.objects.count} objects${r.grants === null ? '' : `; authorised by the database: ${mib(r.grants)}`}`,
    ],
    [
      'its refusals by status',
      (r) =>
        `${byStatus(r)}; without Retry-After: ${r.tally.withoutRetryAfter}; other answers: ${r.tally.unexpected.length}`,
    ],
    ['the server counted (429/507 by route)', (r) => counts(r.serverRefusals)],
    ['budget_refusals_total', (r) => counts(r.budgets)],
    [
      `the other client (every ${OTHER_EVERY_MS / 1000} s): notes created / read back`,
      (r) => `${r.other.created} / ${r.other.read}, failed: ${r.other.failed.length}`,
    ],
    [
      '`/readyz` answers other than 200',
      (r) => `**${Object.values(r.watched.non200).reduce((a, b) => a + b, 0)}** of ${r.watched.polls} polls`,
    ],
    ['disk use: start / peak / end', (r) => `${mb(r.disk.start)} / ${mb(r.disk.peak)} / ${mb(r.disk.end)}`],
    ['load average (1 min), start → end', (r) => r.load.map((n) => n.toFixed(1)).join(' → ')],
    ['acceptance', (r) => (failures(r).length === 0 ? 'holds' : `**fails**: ${failures(r).join('; ')}`)],
  ];
  return [
    `Run on ${meta.date} (${meta.cpu}, ${cpus().length} cores), server \`${meta.server}\` with its defaults (NOTES_FILES_BYTES_PER_HOUR 100 MiB, NOTES_MAX_BYTES 10 MiB), ${seconds} s per backend. PGlite: NOTES_DATA_DIR and NOTES_FILES_DIR on a 400 MB tmpfs (disk use: the tmpfs's). PostgreSQL 15: a local cluster (fsync off), the files on the ordinary disk (disk use: the cluster's folder and the files' folder). The greedy address is 127.0.0.1 (the socket's); the other client is ${OTHER_CLIENT} (X-Forwarded-For, TRUST_PROXY=127.0.0.1).`,
    '',
    `| the greedy address, as fast as it can | ${names.join(' | ')} |`,
    `|---|${names.map(() => '---').join('|')}|`,
    ...rows.map(([label, fn]) => `| ${label} | ${cell(fn)} |`),
  ].join('\n');
}

function writeDocs(text) {
  const path = join(root, 'docs/benchmarks.md');
  const start = '<!-- bench-greedy:start -->';
  const end = '<!-- bench-greedy:end -->';
  const section = `${start}\n${text}\n${end}`;
  const current = readFileSync(path, 'utf8');
  const next =
    current.includes(start) && current.includes(end)
      ? current.slice(0, current.indexOf(start)) + section + current.slice(current.indexOf(end) + end.length)
      : `${current.trimEnd()}\n\n## The greedy client (latest \`pnpm bench:greedy\`, issue 47's acceptance)\n\n${section}\n`;
  writeFileSync(path, next);
  log(`wrote ${path}`);
}

async function main() {
  const work = await mkdtemp(join(tmpdir(), 'bench-greedy-'));
  try {
    const bigFile = join(work, 'greedy-9MB.bin');
    await writeFile(bigFile, randomBytes(FILE_BYTES));
    const results = {};
    if (args.backend !== 'postgres') results['PGlite, 400 MB tmpfs'] = await pgliteBackend(work, bigFile);
    if (args.backend !== 'pglite') results['PostgreSQL 15'] = await postgresBackend(work, bigFile);
    const text = table(results, {
      date: new Date().toISOString().slice(0, 16).replace('T', ' '),
      cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
      server: serverEntry.replace(`${root}/`, ''),
    });
    console.log(`\n${text}\n`);
    if (!args['dry-run']) writeDocs(text);
    let failed = false;
    for (const [name, result] of Object.entries(results)) {
      for (const failure of failures(result)) {
        failed = true;
        log(`${name}: ${failure}`);
      }
    }
    if (failed) {
      log(`the acceptance fails; the servers' logs are in ${work}`);
      return 1;
    }
    log('the acceptance holds on every backend run');
    await rm(work, { recursive: true, force: true });
    return 0;
  } catch (error) {
    log(`the servers' logs (if any) are in ${work}`);
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench:greedy failed: ${error.stack ?? error.message}`);
    cleanUpNow();
    process.exit(1);
  },
);
