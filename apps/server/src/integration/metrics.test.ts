// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, rpc, runServer, type ServerProcess, startTwoProcesses } from './serverProcess';

/** One GET on a connection of its own (the primary hands each connection to the next process). */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request(url, { agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', fail);
    req.end();
  });
}

/** The value of one series in Prometheus text (0 when absent). */
function series(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((label) => line.includes(label))) total += Number(line.split(' ').at(-1));
  }
  return total;
}

// With WEB_CONCURRENCY > 1 one scrape must show every process's requests (AggregatorRegistry).
describe('metrics with WEB_CONCURRENCY=2', () => {
  let cluster: Awaited<ReturnType<typeof startTwoProcesses>>;
  let server: ServerProcess;
  let metricsUrl: string;

  beforeAll(async () => {
    cluster = await startTwoProcesses({ METRICS_PORT: '0' });
    server = cluster.server;
    const match = /Metrics: (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(server.output());
    if (!match?.[1]) throw new Error(`No metrics line:\n${server.output()}`);
    metricsUrl = match[1];
  }, 120_000);

  afterAll(() => cluster?.stop(), 60_000);

  it('sums the requests of both processes in one scrape', async () => {
    const scrape = async () => (await fetch(metricsUrl)).text();
    const first = await scrape();
    const before = series(first, 'http_requests_total', { route: 'healthz', status: '200' });
    expect(first, server.output()).toContain('# TYPE http_requests_total counter');
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => getOnNewConnection(`${server.url}/healthz`)),
    );
    expect(statuses).toEqual(Array(20).fill(200));
    // Connections alternate between the processes: one process's figures alone would show about 10.
    await eventually(
      'all 20 requests counted',
      async () =>
        series(await scrape(), 'http_requests_total', { route: 'healthz', status: '200' }) === before + 20,
      10_000,
    );
  }, 60_000);

  it("counts PostgreSQL's errors by SQLSTATE", async () => {
    const scrape = async () => (await fetch(metricsUrl)).text();
    const before = series(await scrape(), 'notes_database_errors_total', { code: '22P02' });
    // A malformed id is refused by PostgreSQL's uuid input function: invalid_text_representation.
    const answer = await rpc(server.url, 'note_exists', { note_id: 'not-a-uuid' });
    expect(answer.status).toBe(400);
    await eventually(
      'the error counted',
      async () => series(await scrape(), 'notes_database_errors_total', { code: '22P02' }) === before + 1,
      10_000,
    );
    const text = await scrape();
    expect(series(text, 'http_requests_total', { route: 'rpc', status: '400' })).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE notes_pipelined_calls_in_flight gauge');
  }, 60_000);
});

describe('METRICS_PORT already taken', () => {
  it('stops the server with one line naming it', async () => {
    const taken = createServer();
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
    const address = taken.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const dataDir = await mkdtemp(join(tmpdir(), 'metrics-port-'));
    try {
      // In a folder of its own: the attachments' folder (`notes-files`) goes beside it.
      const run = runServer({
        SERVE_SITE: '0',
        NOTES_DATA_DIR: join(dataDir, 'notes'),
        METRICS_PORT: String(port),
      });
      const exit = await Promise.race([
        run.exited,
        new Promise<'still running'>((done) => setTimeout(() => done('still running'), 45_000)),
      ]);
      if (exit === 'still running') run.child.kill('SIGKILL');
      expect({ exit, errors: run.errors().trim().split('\n') }).toEqual({
        exit: 1,
        errors: [
          `METRICS_PORT ${port} on 127.0.0.1 is already in use: stop the other server or set METRICS_PORT.`,
        ],
      });
    } finally {
      await new Promise((done) => taken.close(done));
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
