// The operator's walk-through (`pnpm bench:load -- --operator`, docs/operations.md "Figures"): a
// PostgreSQL 15 the way a managed service hands it out (a plain role owning the notes database,
// plus the administrator's apps/server/sql/roles.sql), two server instances behind a small
// balancer that follows /readyz, one instance stopped with SIGTERM under load, then PostgreSQL
// restarted under load. Prints what each step did, as a Markdown table.
//
// Needs Debian's PostgreSQL 15 server binaries (POSTGRES_BIN, default /usr/lib/postgresql/15/bin).
// Everything it starts listens on 127.0.0.1 and is stopped at the end.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { freePort, sleep, startPostgres } from './bench-common.mjs';

/** Starts a server process (a built main.js, or a main.ts run through the workspace's tsx). */
function startInstance(serverEntry, env) {
  const nodeArgs = serverEntry.endsWith('.ts')
    ? ['--import', createRequire(join(dirname(serverEntry), '..', 'package.json')).resolve('tsx')]
    : [];
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: dirname(serverEntry),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', SERVE_SITE: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
    errors += chunk;
  });
  const exited = new Promise((done) => child.once('exit', (code) => done(code)));
  return {
    child,
    exited,
    base: `http://127.0.0.1:${env.PORT}`,
    output: () => output,
    errors: () => errors,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

async function status(url, init = {}) {
  try {
    const response = await fetch(url, init);
    await response.body?.cancel();
    return response.status;
  } catch {
    return 0;
  }
}

async function waitFor(check, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await sleep(100);
  }
  return null;
}

const rpcInit = (body, client) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
  body: JSON.stringify(body),
});

/** One POST over a keep-alive agent; resolves with the status, or the error's code. */
function post(agent, base, path, body, client) {
  const { port } = new URL(base);
  return new Promise((done) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      },
      (res) => {
        res.resume();
        res.on('end', () => done({ status: res.statusCode, retryAfter: res.headers['retry-after'] ?? null }));
        res.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
          done({ status: error.code ?? 'error' }),
        );
      },
    );
    req.on('error', (/** @type {NodeJS.ErrnoException} */ error) => done({ status: error.code ?? 'error' }));
    req.end(JSON.stringify(body));
  });
}

const tally = (list) => {
  const counts = new Map();
  for (const item of list) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].map(([key, n]) => `${n} × ${key}`).join(', ');
};

/** The managed-style role: a plain login role that owns the notes database. */
function createPlainOwner(pg, row) {
  pg.psql(['-c', 'create role notes login']);
  pg.psql(['-c', 'create database notes owner notes']);
  const attributes = pg.psql([
    '-At',
    '-c',
    "select rolsuper, rolcreaterole, rolbypassrls from pg_roles where rolname = 'notes'",
  ]);
  const [superuser, createrole, bypassrls] = attributes
    .trim()
    .split('|')
    .map((flag) => (flag === 't' ? 'yes' : 'no'));
  row(
    'role `notes` (owns database `notes`)',
    `superuser ${superuser}, createrole ${createrole}, bypassrls ${bypassrls}`,
  );
  return { DATABASE_URL: pg.url('notes', 'notes'), TRUST_PROXY: '127.0.0.1' };
}

/** Before the administrator's script: the plain role may not create the roles the migrations need. */
async function startBeforeRoles(serverEntry, env, row, instances) {
  const early = startInstance(serverEntry, { ...env, PORT: String(await freePort()) });
  instances.push(early);
  const code = await Promise.race([early.exited, sleep(20_000).then(() => 'still running')]);
  const retrying = early
    .output()
    .split('\n')
    .find((line) => /unavailable/.test(line));
  const firstError = early.errors().trim().split('\n')[0] ?? '';
  row(
    'start before `roles.sql`',
    code === 'still running'
      ? `still running after 20 s, retrying: "${retrying ?? ''}"`
      : `exit ${code}, stderr: "${firstError.slice(0, 160)}…"`,
  );
  await early.stop();
}

/** The administrator's one-time script, then two instances and the note limit they share. */
async function startTwoInstances(serverEntry, env, pg, row, instances) {
  pg.psql(['-f', resolve(import.meta.dirname, '../../apps/server/sql/roles.sql')], {
    variables: { owner: 'notes' },
  });
  const pair = [
    startInstance(serverEntry, { ...env, PORT: String(await freePort()) }),
    startInstance(serverEntry, { ...env, PORT: String(await freePort()) }),
  ];
  instances.push(...pair);
  const readyIn = await Promise.all(
    pair.map((instance) => waitFor(async () => (await status(`${instance.base}/readyz`)) === 200, 90_000)),
  );
  row(
    'two instances after `roles.sql`: /readyz 200 after',
    readyIn.map((ms) => (ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`)).join(', '),
  );
  const creations = [];
  for (let i = 0; i < 25; i++) {
    const server = pair[i % 2];
    creations.push(
      await status(
        `${server.base}/rest/v1/rpc/create_note`,
        rpcInit({ note_content: `n${i}`, note_claim_hash: 'c'.repeat(64) }, '203.0.113.50'),
      ),
    );
  }
  row('25 creations from one client, alternating instances', tally(creations));
  return pair;
}

/** Polls an instance's /readyz on fresh connections until it stops answering. */
async function readinessUntilGone(instance, since) {
  const seen = [];
  for (;;) {
    const answer = await status(`${instance.base}/readyz`, { headers: { connection: 'close' } });
    seen.push([Date.now() - since, answer]);
    if (answer === 0) return seen;
    await sleep(100);
  }
}

/** SIGTERM to A under load, behind a balancer that follows /readyz every 250 ms. */
async function drainUnderLoad(a, b, agents, row, nextClient) {
  const ready = new Set([a, b]);
  let balancing = true;
  const balancer = (async () => {
    while (balancing) {
      for (const instance of [a, b]) {
        const answer = await status(`${instance.base}/readyz`, { headers: { connection: 'close' } });
        if (answer === 200) ready.add(instance);
        else ready.delete(instance);
      }
      await sleep(250);
    }
  })();
  let signalledAt = 0;
  const sentToA = { before: [], after: [] };
  const sentToB = [];
  let running = true;
  let turn = 0;
  const noteId = randomUUID();
  const worker = async () => {
    while (running) {
      const choices = [...ready];
      const instance = choices[turn++ % Math.max(1, choices.length)];
      if (!instance) {
        await sleep(20);
        continue;
      }
      const before = signalledAt === 0;
      const answer = await post(
        agents.get(instance),
        instance.base,
        '/rest/v1/rpc/note_exists',
        { note_id: noteId },
        nextClient(),
      );
      if (instance === a) (before ? sentToA.before : sentToA.after).push(answer.status);
      else sentToB.push(answer.status);
    }
  };
  const workers = Array.from({ length: 8 }, worker);
  await sleep(2_000);
  // Besides: keep-alive clients on A itself (20 connections, each sending again as soon as it is
  // answered), as a balancer's pooled connections would be when the signal arrives.
  const cannonErrors = [];
  const cannon = autocannon({ url: `${a.base}/healthz`, connections: 20, duration: 2 });
  cannon.on('reqError', (error) => cannonErrors.push(error.code ?? error.message));
  await sleep(1_000);
  signalledAt = Date.now();
  a.child.kill('SIGTERM');
  const readinessOfA = await readinessUntilGone(a, signalledAt);
  const cannonResult = await cannon;
  const exitA = await a.exited;
  const exitedAfter = Date.now() - signalledAt;
  await sleep(1_000);
  running = false;
  balancing = false;
  await Promise.all([...workers, balancer]);
  const draining = readinessOfA.filter(([, answer]) => answer === 503);
  const failed = (list) => list.filter((answer) => answer !== 200);
  row(
    'SIGTERM to A with 20 keep-alive connections on it (autocannon, signal 1 s into 2 s)',
    `${cannonResult.requests.total} requests, errors: ${tally(cannonErrors) || 'none'}`,
  );
  row(
    'SIGTERM to A under load (8 streams, both instances)',
    `requests to A sent before the signal: ${sentToA.before.length}, failed: ${failed(sentToA.before).length} (${tally(failed(sentToA.before)) || 'none'}); A's /readyz: ${draining.length > 0 ? `503 from ${draining[0][0]} ms to ${draining.at(-1)[0]} ms after the signal` : 'never 503'}; A exited ${exitA} after ${(exitedAfter / 1000).toFixed(1)} s; after the signal A answered ${sentToA.after.length - failed(sentToA.after).length} and failed ${failed(sentToA.after).length} (${tally(failed(sentToA.after)) || 'none'}), B answered ${sentToB.length} (${tally(sentToB)})`,
  );
}

/** `pg_ctl restart -m fast` while B serves 8 streams of note_exists. */
async function restartUnderLoad(pg, b, agent, row, nextClient) {
  const noteId = randomUUID();
  const statuses = [];
  let noRetryAfter = 0;
  let running = true;
  const stream = async () => {
    while (running && b.child.exitCode === null) {
      const answer = await post(agent, b.base, '/rest/v1/rpc/note_exists', { note_id: noteId }, nextClient());
      statuses.push(answer.status);
      if (answer.status === 503 && answer.retryAfter === null) noRetryAfter++;
    }
  };
  const streams = Array.from({ length: 8 }, stream);
  await sleep(2_000);
  const linesBefore = b.output().split('\n').length;
  const restartStarted = Date.now();
  await pg.restart();
  const upAfter = Date.now() - restartStarted;
  const servedAgain = await waitFor(
    async () =>
      (await status(`${b.base}/rest/v1/rpc/note_exists`, rpcInit({ note_id: noteId }, nextClient()))) === 200,
    30_000,
  );
  await sleep(3_000);
  running = false;
  await Promise.all(streams);
  const logLines = b.output().split('\n').length - linesBefore;
  row(
    '`pg_ctl restart -m fast` under load on B (8 streams of note_exists)',
    `B ${b.child.exitCode === null ? 'kept running' : `exited with status ${b.child.exitCode}`}; answers: ${tally(statuses)}; 503 without Retry-After: ${noRetryAfter}; PostgreSQL back after ${(upAfter / 1000).toFixed(1)} s, B served again ${servedAgain === null ? 'never (30 s)' : `${(servedAgain / 1000).toFixed(1)} s later`}; ${logLines} log lines meanwhile`,
  );
}

/** Runs the walk-through; returns the table's lines. */
export async function operatorWalkthrough({ serverEntry, log = (line) => console.error(line) }) {
  const rows = [];
  const row = (step, figure) => {
    rows.push(`| ${step} | ${figure} |`);
    log(`${step}: ${figure}`);
  };
  let client = 0;
  const nextClient = () => {
    client += 1;
    return `10.77.${(client >> 8) & 255}.${client & 255}`;
  };
  const pg = await startPostgres({ prefix: 'bench-operator-pg-' });
  const instances = [];
  try {
    const env = createPlainOwner(pg, row);
    await startBeforeRoles(serverEntry, env, row, instances);
    const [a, b] = await startTwoInstances(serverEntry, env, pg, row, instances);
    const agents = new Map([a, b].map((instance) => [instance, new Agent({ keepAlive: true })]));
    try {
      await drainUnderLoad(a, b, agents, row, nextClient);
      await restartUnderLoad(pg, b, agents.get(b), row, nextClient);
    } finally {
      for (const agent of agents.values()) agent.destroy();
    }
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await pg.stop();
  }
  return ['| step | figures |', '|---|---|', ...rows];
}
