// @vitest-environment node

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type ServerExtension } from './app';
import { createListener } from './listener';
import {
  countAttachmentBytes,
  countAttachmentBytesRefused,
  countBudgetRefusal,
  countingDatabase,
  countingRequests,
  registry,
  routeOf,
  startMetricsServer,
} from './metrics';
import type { NotesDatabase } from './notes/database';

/** The value of one series now (0 when it has not been counted yet). */
async function value(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = registry.getSingleMetric(name);
  if (!metric) throw new Error(`No metric ${name}`);
  const { values } = await metric.get();
  const found = values.find(
    (entry) =>
      !('metricName' in entry && entry.metricName !== name) &&
      Object.entries(labels).every(([key, wanted]) => String(entry.labels[key]) === wanted),
  );
  return found?.value ?? 0;
}

const histogramCount = async (route: string) => {
  const { values } = await (registry.getSingleMetric('http_request_duration_seconds')?.get() ?? {
    values: [],
  });
  return (
    values.find(
      (entry) =>
        'metricName' in entry &&
        entry.metricName === 'http_request_duration_seconds_count' &&
        entry.labels.route === route,
    )?.value ?? 0
  );
};

describe('routeOf', () => {
  it('maps any path to a small fixed set, never the path itself', () => {
    expect(routeOf('GET', '/assets/app-abc123.js')).toBe('asset');
    expect(routeOf('GET', '/qr-generator')).toBe('document');
    expect(routeOf('GET', '/no/such/page/12345')).toBe('document');
    expect(routeOf('POST', '/rest/v1/rpc/create_note')).toBe('rpc');
    expect(routeOf('POST', '/rest/v1/rpc/anything-at-all')).toBe('rpc');
    expect(routeOf('GET', '/rest/v1/')).toBe('rest');
    expect(routeOf('POST', '/api/ai/convert')).toBe('ai');
    expect(routeOf('GET', '/api/other')).toBe('api');
    expect(routeOf('GET', '/healthz')).toBe('healthz');
    expect(routeOf('GET', '/readyz')).toBe('readyz');
    expect(routeOf('DELETE', '/qr-generator')).toBe('other');
  });
});

// Both paths of the listener: the site and the direct notes route answered from Node's request,
// everything else through Hono.
describe('counting requests on every path of the listener', () => {
  let dir: string;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'metrics-'));
    await writeFile(join(dir, 'index.html'), '<title>shell</title>');
    await writeFile(join(dir, 'routes.json'), JSON.stringify([{ path: '/qr-generator' }]));
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'assets/app-abc123.js'), 'console.log(1)');
    const notes: ServerExtension = {
      name: 'notes',
      mount: () => {},
      directRoutes: [
        {
          prefix: '/rest/v1/rpc/',
          answer: async (name) =>
            name === 'note_exists' ? { status: 200, body: true } : { status: 404, body: null },
        },
      ],
    };
    const app = await createApp({ siteDir: dir, extensions: [notes] });
    server = createServer(countingRequests(createListener(app)));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await rm(dir, { recursive: true, force: true });
  });

  it('counts by route and status, with a duration for each', async () => {
    const before = {
      document: await value('http_requests_total', { route: 'document', status: '200' }),
      asset: await value('http_requests_total', { route: 'asset', status: '200' }),
      rpc: await value('http_requests_total', { route: 'rpc', status: '200' }),
      rpcMissing: await value('http_requests_total', { route: 'rpc', status: '404' }),
      healthz: await value('http_requests_total', { route: 'healthz', status: '200' }),
      durations: await histogramCount('rpc'),
    };
    const rpc = (name: string) =>
      fetch(`${base}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    expect((await fetch(`${base}/qr-generator`)).status).toBe(200);
    expect((await fetch(`${base}/assets/app-abc123.js`)).status).toBe(200);
    expect((await rpc('note_exists')).status).toBe(200);
    expect((await rpc('note_exists')).status).toBe(200);
    expect((await rpc('nothing')).status).toBe(404);
    // Hono's own route.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    // The count is taken when the response closes, which may be just after the client has read it.
    await expect
      .poll(() => value('http_requests_total', { route: 'document', status: '200' }))
      .toBe(before.document + 1);
    await expect
      .poll(() => value('http_requests_total', { route: 'asset', status: '200' }))
      .toBe(before.asset + 1);
    await expect
      .poll(() => value('http_requests_total', { route: 'rpc', status: '200' }))
      .toBe(before.rpc + 2);
    await expect
      .poll(() => value('http_requests_total', { route: 'rpc', status: '404' }))
      .toBe(before.rpcMissing + 1);
    await expect
      .poll(() => value('http_requests_total', { route: 'healthz', status: '200' }))
      .toBe(before.healthz + 1);
    await expect.poll(() => histogramCount('rpc')).toBe(before.durations + 3);
  });

  it('keeps the label set bounded whatever paths are asked for', async () => {
    const before = await value('http_requests_total', { route: 'document', status: '404' });
    for (let i = 0; i < 20; i++) await (await fetch(`${base}/scan/${i}/${Math.random()}`)).arrayBuffer();
    await expect
      .poll(() => value('http_requests_total', { route: 'document', status: '404' }))
      .toBe(before + 20);
    const { values } = await (registry.getSingleMetric('http_requests_total')?.get() ?? { values: [] });
    for (const entry of values)
      expect(['asset', 'document', 'rpc', 'rest', 'ai', 'api', 'healthz', 'readyz', 'other']).toContain(
        entry.labels.route,
      );
  });
});

describe('counting the notes database', () => {
  const fakeDatabase = (run: NotesDatabase['run']): NotesDatabase => ({
    kind: 'postgres',
    transaction: () => Promise.reject(Object.assign(new Error('deadlock'), { code: '40P01' })),
    run,
    query: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    close: async () => {},
  });

  it('counts failures by SQLSTATE, and connection failures without one', async () => {
    const unique = await value('notes_database_errors_total', { code: '23505' });
    const deadlock = await value('notes_database_errors_total', { code: '40P01' });
    const connection = await value('notes_database_errors_total', { code: 'connection' });
    const db = countingDatabase(
      fakeDatabase(() => Promise.reject(Object.assign(new Error('duplicate key'), { code: '23505' }))),
    );
    await expect(db.run({ text: 'select 1' }, [])).rejects.toThrow('duplicate key');
    await expect(db.transaction(async () => 1)).rejects.toThrow('deadlock');
    await expect(db.query('select 1')).rejects.toThrow('ECONNREFUSED');
    expect(await value('notes_database_errors_total', { code: '23505' })).toBe(unique + 1);
    expect(await value('notes_database_errors_total', { code: '40P01' })).toBe(deadlock + 1);
    expect(await value('notes_database_errors_total', { code: 'connection' })).toBe(connection + 1);
  });

  it('shows the pipelined calls in flight, and none once answered or failed', async () => {
    const pending: Array<(ok: boolean) => void> = [];
    const db = countingDatabase(
      fakeDatabase(
        () =>
          new Promise((done, fail) =>
            pending.push((ok) => (ok ? done({ rows: [] }) : fail(new Error('cut')))),
          ),
      ),
    );
    const start = await value('notes_pipelined_calls_in_flight');
    const calls = [0, 1, 2].map(() => db.run({ text: 'select 1' }, []).catch(() => null));
    expect(await value('notes_pipelined_calls_in_flight')).toBe(start + 3);
    pending[0]?.(true);
    pending[1]?.(false);
    await Promise.all(calls.slice(0, 2));
    expect(await value('notes_pipelined_calls_in_flight')).toBe(start + 1);
    pending[2]?.(true);
    await Promise.all(calls);
    expect(await value('notes_pipelined_calls_in_flight')).toBe(start);
  });

  it('keeps the members it does not count', async () => {
    const free = async () => 123;
    const db = countingDatabase({ ...fakeDatabase(async () => ({ rows: [] })), freeBytes: free });
    expect(await db.freeBytes?.()).toBe(123);
    expect(db.kind).toBe('postgres');
  });
});

// Called by the attachments and budgets features once merged (their branches).
describe('the counters other features call', () => {
  it('counts attachment bytes stored and refused, and refusals by budget', async () => {
    const stored = await value('notes_attachment_bytes_stored_total');
    const refused = await value('notes_attachment_bytes_refused_total');
    const budget = await value('budget_refusals_total', { budget: 'attachment_bytes_per_address' });
    countAttachmentBytes(1000);
    countAttachmentBytes(24);
    countAttachmentBytesRefused(5000);
    countBudgetRefusal('attachment_bytes_per_address');
    expect(await value('notes_attachment_bytes_stored_total')).toBe(stored + 1024);
    expect(await value('notes_attachment_bytes_refused_total')).toBe(refused + 5000);
    expect(await value('budget_refusals_total', { budget: 'attachment_bytes_per_address' })).toBe(budget + 1);
  });
});

describe('the metrics server', () => {
  it('serves Prometheus text at /metrics and nothing else', async () => {
    const lines: string[] = [];
    const server = await startMetricsServer({ port: 0, host: '127.0.0.1', log: (line) => lines.push(line) });
    try {
      const { port } = server.address() as AddressInfo;
      expect(lines).toEqual([`Metrics: http://127.0.0.1:${port}/metrics`]);
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      for (const name of [
        'http_requests_total',
        'http_request_duration_seconds',
        'notes_database_errors_total',
        'notes_pipelined_calls_in_flight',
        'notes_attachment_bytes_stored_total',
        'notes_attachment_bytes_refused_total',
        'budget_refusals_total',
        'process_resident_memory_bytes',
      ])
        expect(text).toContain(`# TYPE ${name} `);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
