// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readNotesSettings, SETTINGS } from './config';
import { registry } from './metrics';
import { LIFECYCLE_DAYS } from './notes/s3Setup';

const deploy = (name: string) => readFileSync(resolve(import.meta.dirname, '../../../deploy', name), 'utf8');

interface ComposeService {
  command?: string[] | string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  entrypoint?: string[];
  ports?: string[];
  networks?: Record<string, { ipv4_address?: string }> | string[];
  volumes?: string[];
}

/** PromQL's own words: functions, aggregations, keywords. Anything else outside braces is a metric. */
const PROMQL_WORDS = new Set([
  'sum',
  'avg',
  'min',
  'max',
  'count',
  'rate',
  'irate',
  'increase',
  'histogram_quantile',
  'by',
  'without',
  'and',
  'or',
  'unless',
  'on',
  'ignoring',
  'le',
]);

/** The metric names an expression selects: label matchers, strings and grouping labels removed. */
function metricsIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(?:by|without|on|ignoring)\s*\([^)]*\)/g, '');
  return [...bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)]
    .map((match) => match[0])
    .filter((word) => !PROMQL_WORDS.has(word));
}

describe('deploy/alerts.yml', () => {
  const exported = new Set(
    registry.getMetricsAsArray().flatMap((metric) => {
      const { name, type } = metric as unknown as { name: string; type: string };
      return type === 'histogram' ? [name, `${name}_bucket`, `${name}_sum`, `${name}_count`] : [name];
    }),
  );

  it('parses, with at least three alerts, each named, with a duration, a severity and a summary', () => {
    const { groups } = parse(deploy('alerts.yml')) as {
      groups: { name: string; rules: Record<string, unknown>[] }[];
    };
    const rules = groups.flatMap((group) => group.rules);
    expect(rules.length).toBeGreaterThanOrEqual(3);
    for (const rule of rules) {
      expect(rule).toMatchObject({
        alert: expect.stringMatching(/^[A-Z][A-Za-z]+$/),
        expr: expect.any(String),
        for: expect.stringMatching(/^\d+m$/),
        labels: { severity: expect.any(String) },
        annotations: { summary: expect.any(String) },
      });
    }
  });

  it('names only metrics the server exports', () => {
    const { groups } = parse(deploy('alerts.yml')) as {
      groups: { rules: { alert: string; expr: string }[] }[];
    };
    for (const rule of groups.flatMap((group) => group.rules)) {
      const used = metricsIn(rule.expr);
      expect(used.length, rule.alert).toBeGreaterThan(0);
      for (const name of used) expect(exported, `${rule.alert}: ${name}`).toContain(name);
    }
  });

  it('finds the metrics of an expression, and only those', () => {
    expect(
      metricsIn(
        'histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{route="rpc"}[5m]))) > 0.5 and sum(x_total) > 1',
      ),
    ).toEqual(['http_request_duration_seconds_bucket', 'x_total']);
  });
});

describe('deploy/compose.yaml', () => {
  const compose = parse(deploy('compose.yaml')) as { services: Record<string, ComposeService> };
  const servers = Object.entries(compose.services).filter(([, service]) =>
    String(service.command ?? '').includes('apps/server/dist/main.js'),
  );

  it('runs two server instances, and nginx, PostgreSQL, PgBouncer and an S3-compatible store', () => {
    expect(servers.map(([name]) => name)).toEqual(['app1', 'app2']);
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['nginx', 'postgres', 'pgbouncer', 'minio', 'minio-setup']),
    );
  });

  it("keeps attachments in that store: the bucket and the user the setup makes are the servers'", () => {
    const setup = compose.services['minio-setup'] as ComposeService;
    const script = deploy('minio/setup.sh');
    expect(setup.volumes).toContain('./minio/setup.sh:/setup.sh:ro');
    expect(setup.entrypoint).toEqual(['/bin/sh', '/setup.sh']);
    // The same lifetime as `notes:s3-setup` applies to a bucket of one's own.
    expect(script).toContain(`"Days": ${LIFECYCLE_DAYS}`);
    for (const step of [
      'mc mb --ignore-existing "store/$NOTES_S3_BUCKET"',
      'mc ilm rule import',
      'mc admin user add',
    ])
      expect(script).toContain(step);
    for (const [name, service] of servers) {
      const env = service.environment ?? {};
      const s3Env = Object.fromEntries(Object.entries(env).filter(([key]) => key.startsWith('NOTES_S3_')));
      const { s3, connectSrc } = readNotesSettings(s3Env);
      expect(s3, name).toMatchObject({
        bucket: 'notes-files',
        endpoint: 'http://minio:9000',
        forcePathStyle: true,
      });
      for (const key of ['NOTES_S3_BUCKET', 'NOTES_S3_ACCESS_KEY_ID', 'NOTES_S3_SECRET_ACCESS_KEY'])
        expect(setup.environment?.[key], `${name}: ${key}`).toBe(env[key]);
      expect(service.depends_on?.['minio-setup']?.condition, name).toBe('service_completed_successfully');
      // Browsers reach the store at the published port, and the page's CSP lets them.
      const published = new URL(env.NOTES_S3_PUBLIC_ENDPOINT ?? '');
      expect(compose.services.minio?.ports).toContain(`${published.port}:9000`);
      expect(connectSrc).toContain(published.origin);
    }
    // The page, served by nginx, uploads cross-origin: the store allows nginx's published origin.
    const site = (compose.services.nginx?.ports ?? []).map(
      (port) => `http://localhost:${port.split(':')[0]}`,
    );
    expect(site).toContain(compose.services.minio?.environment?.MINIO_API_CORS_ALLOW_ORIGIN);
  });

  it('gives the servers only settings the server reads (SETTINGS in config.ts)', () => {
    for (const [name, service] of servers) {
      const unknown = Object.keys(service.environment ?? {}).filter(
        (key) => !(SETTINGS as readonly string[]).includes(key),
      );
      expect(unknown, name).toEqual([]);
    }
  });

  it('trusts exactly nginx as the proxy, and points nginx at the instances deploy/nginx.conf names', () => {
    const nginx = compose.services.nginx as ComposeService;
    const address = (nginx.networks as Record<string, { ipv4_address?: string }>).edge?.ipv4_address;
    expect(address).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const [, service] of servers) expect(service.environment?.TRUST_PROXY).toBe(address);
    expect(nginx.volumes).toContain('./nginx.conf:/etc/nginx/nginx.conf:ro');
    const upstreams = [...deploy('nginx.conf').matchAll(/^\s*server ([\w.-]+):(\d+) /gm)];
    expect(upstreams.map((match) => match[1])).toEqual(servers.map(([name]) => name));
    for (const [, , port] of upstreams) {
      for (const [, service] of servers) expect(service.environment?.PORT).toBe(port);
    }
  });
});
