#!/usr/bin/env node
// Static-file throughput on one hashed asset: the server alone, the server with METRICS_PORT set
// (what counting every request costs), and nginx with deploy/nginx.conf (one worker, only its ports
// and paths changed) serving the file from disk. autocannon on each in alternating rounds after a
// warm-up; prints req/s, p99 and CPU per request (from /proc: the fair figure on a busy machine,
// where req/s mostly measure each process's share of the cores). Not a gate.
//
// Usage: node tooling/scripts/bench-edge.mjs [--duration 6 --connections 50 --rounds 3]
// The asset is a 60 KB script and its .gz (what the build writes), in a temporary site.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { cpuMs, freePort, sleep } from './bench-common.mjs';

const root = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const argv = process.argv.slice(2);
const { values: args } = parseArgs({
  args: argv[0] === '--' ? argv.slice(1) : argv,
  options: {
    duration: { type: 'string', default: '6' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
  },
});
const NGINX = '/usr/sbin/nginx';
if (!existsSync(NGINX)) {
  console.error(
    `${NGINX} is missing: install Debian's nginx-light (tooling/scripts/setup.sh with SETUP_TEST_DEPS=1).`,
  );
  process.exit(1);
}

const folder = await mkdtemp(join(tmpdir(), 'bench-edge-'));
await chmod(folder, 0o755);
const site = join(folder, 'site');
const state = join(folder, 'state');
await mkdir(join(site, 'assets'), { recursive: true });
await mkdir(state, { mode: 0o777 });
await chmod(state, 0o777);
let script = '';
for (let i = 0; script.length < 60_000; i++)
  script += `export function f${i}(a,b){return a*${i}+b-${i % 7};}\n`;
const asset = '/assets/app-abc123.js';
await writeFile(join(site, 'index.html'), '<!doctype html><title>bench</title>');
await writeFile(join(site, 'routes.json'), '[]');
await writeFile(join(site, asset), script);
await writeFile(join(site, `${asset}.gz`), gzipSync(script, { level: 9 }));

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
const startServer = async (/** @type {Record<string, string>} */ extra) => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'apps/server'),
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_DIR: site,
      NOTES_DATA_DIR: join(folder, `notes-${port}`),
      DRAIN_SECONDS: '0',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise((done, fail) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      if (out.includes(`:${port}`)) done(undefined);
    });
    child.once('exit', () => fail(new Error(`the server exited:\n${out}`)));
  });
  return { name: '', pid: /** @type {number} */ (child.pid), url: `http://127.0.0.1:${port}` };
};

const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
// Nothing outlives the bench, whatever happens.
const deadline = setTimeout(() => {
  console.error('bench-edge: still running after 10 minutes, stopping.');
  stopAll();
  process.exit(1);
}, 600_000);

try {
  const plain = { ...(await startServer({})), name: 'server' };
  const metrics = {
    ...(await startServer({ METRICS_PORT: String(await freePort()) })),
    name: 'server, METRICS_PORT set',
  };
  const nginxPort = await freePort();
  const upstream = plain.url.replace('http://', '');
  const conf = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('/tmp/nginx', `${state}/nginx`)
    .replace('listen 8080;', `listen 127.0.0.1:${nginxPort};`)
    .replace('server app1:4173 ', `server ${upstream} `)
    .replace('server app2:4173 ', `server ${upstream} `)
    .replace('root /srv/site;', `root ${site};`)
    .replace('worker_processes auto;', 'worker_processes 1;');
  await writeFile(join(folder, 'nginx.conf'), conf);
  const nginx = spawn(NGINX, ['-c', join(folder, 'nginx.conf'), '-p', `${folder}/`, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  children.push(nginx);
  await sleep(1000);
  const targets = [
    plain,
    metrics,
    {
      name: 'nginx (1 worker)',
      pid: /** @type {number} */ (nginx.pid),
      url: `http://127.0.0.1:${nginxPort}`,
    },
  ];

  const load = (/** @type {string} */ url, /** @type {number} */ duration) =>
    autocannon({
      url: `${url}${asset}`,
      connections: Number(args.connections),
      duration,
      headers: { 'accept-encoding': 'gzip, br' },
    });
  for (const target of targets) await load(target.url, 3);

  /** @type {Map<string, {rps: number, p99: number, cpuUs: number, errors: number}[]>} */
  const rows = new Map(targets.map((target) => [target.name, []]));
  for (let round = 0; round < Number(args.rounds); round++) {
    for (const target of targets) {
      const before = cpuMs(target.pid);
      const result = await load(target.url, Number(args.duration));
      const used = cpuMs(target.pid) - before;
      rows.get(target.name)?.push({
        rps: result.requests.average,
        p99: result.latency.p99,
        cpuUs: (used * 1000) / result.requests.total,
        errors: result.errors + result.non2xx,
      });
    }
  }
  const median = (/** @type {number[]} */ values) =>
    values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(
    `\n${asset} (60 KB, gzip), ${args.connections} connections for ${args.duration} s, median of ${args.rounds} alternating runs, load average ${loadavg()[0].toFixed(1)}:\n`,
  );
  console.log('| | req/s | p99 | CPU per request | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, runs] of rows) {
    const errors = runs.reduce((sum, run) => sum + run.errors, 0);
    console.log(
      `| ${name} | ${Math.round(median(runs.map((run) => run.rps))).toLocaleString('en')} | ${median(runs.map((run) => run.p99))} ms | ${Math.round(median(runs.map((run) => run.cpuUs)))} µs | ${errors} |`,
    );
  }
} finally {
  clearTimeout(deadline);
  stopAll();
  await sleep(500);
  await rm(folder, { recursive: true, force: true });
}
