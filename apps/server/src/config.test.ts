// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MODEL, readServerConfig, SETTINGS } from './config';

describe('readServerConfig', () => {
  let site: string;
  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), 'config-site-'));
    await writeFile(join(site, 'index.html'), '<!doctype html>');
  });
  afterAll(() => rm(site, { recursive: true, force: true }));
  const read = (env: NodeJS.ProcessEnv, argv: string[] = []) =>
    readServerConfig({ SITE_DIR: site, ...env }, argv);

  it('has working defaults: 127.0.0.1:4173, embedded database, no trusted proxy, bounded connections', () => {
    expect(read({})).toEqual({
      port: 4173,
      host: '127.0.0.1',
      siteDir: site,
      serveSourceMaps: false,
      databaseUrl: null,
      trustedProxies: null,
      timeouts: { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 },
      drainMs: 5_000,
      processes: 1,
      metrics: null,
      ai: { convertModel: DEFAULT_MODEL, emailModel: DEFAULT_MODEL, rateLimit: 10 },
      boat: { siteOrigin: 'https://jc-boat-services.example.com' },
      notes: {
        databaseUrl: null,
        dataDir: expect.stringMatching(/\/\.data\/notes$/),
        filesDir: expect.stringMatching(/\/\.data\/notes-files$/),
        readRateLimit: { max: 600, windowMs: 60_000 },
        chunkRateLimit: { max: 960, windowMs: 60_000 },
        maxFileBytes: 10 * 1024 * 1024,
        filesBytesPerHour: 100 * 1024 * 1024,
        filesStoreBytes: 5 * 1024 ** 3,
        s3: null,
        connectSrc: [],
      },
    });
    expect(read({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/notes' }).processes).toBe(2);
    expect(read({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(read({ METRICS_PORT: '9464', HOST: '0.0.0.0' }).metrics?.host).toBe('127.0.0.1');
    expect(read({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics?.host).toBe('0.0.0.0');
    expect(read({ SERVE_SITE: '0', SITE_DIR: '/nowhere' }).siteDir).toBeNull();
    expect(read({ DATABASE_URL: 'postgresql://u:p@db.internal:5432/notes' }).databaseUrl).toBe(
      'postgresql://u:p@db.internal:5432/notes',
    );
    expect(read({ TRUST_PROXY: '10.0.0.0/8' }).trustedProxies?.check('10.1.2.3')).toBe(true);
  });

  it('reads the timeouts, the drain and the source-map switch', () => {
    const config = read({
      HEADERS_TIMEOUT_SECONDS: '2.5',
      REQUEST_TIMEOUT_SECONDS: '60',
      KEEP_ALIVE_TIMEOUT_SECONDS: '65',
      DRAIN_SECONDS: '0',
      SERVE_SOURCE_MAPS: '1',
    });
    expect(config.timeouts).toEqual({ headersMs: 2_500, requestMs: 60_000, keepAliveMs: 65_000 });
    expect(config.drainMs).toBe(0);
    expect(config.serveSourceMaps).toBe(true);
  });

  it.each([
    [
      { DATABASE_URL: 'not a url' },
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database (it could not be parsed).',
    ],
    [
      { DATABASE_URL: 'mysql://u:s3cret@db/notes' },
      'DATABASE_URL must start with postgres:// or postgresql://, got "mysql://…".',
    ],
    [
      { DATABASE_URL: 'postgres:///notes' },
      'DATABASE_URL names no host (postgres://user:password@host:5432/database).',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/40' },
      'TRUST_PROXY must list proxy addresses or CIDR ranges separated by commas (e.g. 127.0.0.1,10.0.0.0/8), got "10.0.0.0/40".',
    ],
    [
      { NOTES_DATA_DIRECTORY: '/tmp/x' },
      'Unknown setting NOTES_DATA_DIRECTORY (did you mean NOTES_DATA_DIR?).',
    ],
    [{ AI_RATE_LIMT: '5' }, 'Unknown setting AI_RATE_LIMT (did you mean AI_RATE_LIMIT?).'],
    [
      { AI_TRUST_PROXY: '1' },
      'AI_TRUST_PROXY was replaced by TRUST_PROXY: set TRUST_PROXY to the addresses of your proxies (e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8).',
    ],
    [{ PORT: 'eighty' }, 'PORT must be a number from 0 to 65535, got "eighty".'],
    [{ PORT: '70000' }, 'PORT must be a number from 0 to 65535, got "70000".'],
    [{ SERVE_SITE: 'yes' }, 'SERVE_SITE must be 1 (serve the built site) or 0 (the API only), got "yes".'],
    [{ SERVE_SOURCE_MAPS: 'true' }, 'SERVE_SOURCE_MAPS must be 0 or 1, got "true".'],
    [
      { HEADERS_TIMEOUT_SECONDS: '0' },
      'HEADERS_TIMEOUT_SECONDS must be a number of seconds above 0 up to 3600, got "0".',
    ],
    [
      { KEEP_ALIVE_TIMEOUT_SECONDS: '5s' },
      'KEEP_ALIVE_TIMEOUT_SECONDS must be a number of seconds above 0 up to 3600, got "5s".',
    ],
    [{ DRAIN_SECONDS: '-1' }, 'DRAIN_SECONDS must be a number of seconds from 0 up to 3600, got "-1".'],
    [
      { HEADERS_TIMEOUT_SECONDS: '40' },
      'HEADERS_TIMEOUT_SECONDS (40) must not exceed REQUEST_TIMEOUT_SECONDS (30).',
    ],
    [
      { WEB_CONCURRENCY: 'auto', DATABASE_URL: 'postgres://db/notes' },
      'WEB_CONCURRENCY must be a number of server processes from 1 to 64 (one per core is the most that helps), got "auto".',
    ],
    [
      { WEB_CONCURRENCY: '2' },
      'WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded notes database (PGlite) can be opened by one process only, and the note limits are shared between processes through PostgreSQL. Run one process (WEB_CONCURRENCY=1), or set DATABASE_URL (docs/operations.md, "One process per core").',
    ],
    [{ METRICS_PORT: 'on' }, 'METRICS_PORT must be a port number from 0 to 65535, got "on".'],
    [
      { METRICS_PORT: '4173' },
      'METRICS_PORT must differ from PORT (both are 4173): the metrics have a port of their own.',
    ],
    [
      { METRICS_HOST: '0.0.0.0' },
      'METRICS_HOST is set but METRICS_PORT is not: set METRICS_PORT to serve the metrics.',
    ],
    [{ METRICS_PROT: '9464' }, 'Unknown setting METRICS_PROT (did you mean METRICS_PORT?).'],
    [
      { BOAT_SITE_URL: 'boats.example.org' },
      'BOAT_SITE_URL must be an absolute http(s) URL, got "boats.example.org".',
    ],
    [
      { BOAT_SITE_URL: 'ftp://boats.example.org' },
      'BOAT_SITE_URL must be an http(s) URL, got "ftp://boats.example.org".',
    ],
    [{ AI_RATE_LIMIT: 'lots' }, 'AI_RATE_LIMIT must be a whole number of requests per minute, got "lots".'],
    [
      { AI_PROVIDER: 'ollama' },
      'AI_PROVIDER must be one of anthropic, openai, openai-compatible, gemini, got "ollama".',
    ],
    [{ AI_PROVIDER: 'openai' }, 'AI_PROVIDER=openai needs OPENAI_API_KEY.'],
    [{ AI_PROVIDER: 'gemini', OPENAI_API_KEY: 'sk-x' }, 'AI_PROVIDER=gemini needs GEMINI_API_KEY.'],
    [{ AI_PROVIDER: 'anthropic' }, 'AI_PROVIDER=anthropic needs ANTHROPIC_API_KEY.'],
    [
      { AI_PROVIDER: 'openai-compatible', AI_CONVERT_MODEL: 'llama3.1:8b', AI_EMAIL_MODEL: 'llama3.1:8b' },
      "AI_PROVIDER=openai-compatible needs OPENAI_BASE_URL, the server's /v1 address (e.g. http://127.0.0.1:11434/v1 for Ollama).",
    ],
    [
      {
        AI_PROVIDER: 'openai-compatible',
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
        AI_CONVERT_MODEL: 'qwen',
      },
      'AI_PROVIDER=openai-compatible needs AI_EMAIL_MODEL: the model your server runs (e.g. AI_EMAIL_MODEL=llama3.1:8b for Ollama).',
    ],
    [
      { AI_PROVIDER: 'openai-compatible', OPENAI_BASE_URL: '127.0.0.1:11434', AI_CONVERT_MODEL: 'q' },
      'OPENAI_BASE_URL must be an http(s) URL such as http://127.0.0.1:11434/v1, got "127.0.0.1:11434".',
    ],
    [
      { OPENAI_API_KEY: 'sk-x' },
      'OPENAI_API_KEY is set but AI_PROVIDER is not: set AI_PROVIDER to openai or openai-compatible.',
    ],
    [{ GEMINI_API_KEY: 'g' }, 'GEMINI_API_KEY is set but AI_PROVIDER is not: set AI_PROVIDER to gemini.'],
    [
      { AI_PROVIDER: 'gemini', GEMINI_API_KEY: 'g', ANTHROPIC_CONVERT_MODEL: 'claude-haiku-5-5' },
      'ANTHROPIC_CONVERT_MODEL applies to AI_PROVIDER=anthropic only, but AI_PROVIDER is gemini.',
    ],
    [
      { ANTHROPIC_API_KEY: 'k', AI_CONVERT_MODEL: 'a', ANTHROPIC_CONVERT_MODEL: 'b' },
      'AI_CONVERT_MODEL (a) and ANTHROPIC_CONVERT_MODEL (b) disagree: keep AI_CONVERT_MODEL only.',
    ],
    [{ AI_CONVRT_MODEL: 'x' }, 'Unknown setting AI_CONVRT_MODEL (did you mean AI_CONVERT_MODEL?).'],
    [
      { NOTES_READ_RATE_LIMIT: '0' },
      'NOTES_READ_RATE_LIMIT must be a whole number of read calls per client per minute, got "0".',
    ],
    [
      { NOTES_CHUNK_RATE_LIMIT: 'lots' },
      'NOTES_CHUNK_RATE_LIMIT must be a whole number of chunk calls per client per minute, got "lots".',
    ],
    [
      { NOTES_S3_ENDPOINT: 'http://127.0.0.1:9000' },
      'NOTES_S3_ENDPOINT is set but NOTES_S3_BUCKET is not: name the bucket too.',
    ],
    [
      { NOTES_S3_BUCKET: 'notes', NOTES_S3_ACCESS_KEY_ID: 'k' },
      'NOTES_S3_ACCESS_KEY_ID and NOTES_S3_SECRET_ACCESS_KEY go together: set both, or neither (the SDK then finds credentials itself).',
    ],
    [
      { NOTES_DATA_DIR: '/srv/notes', NOTES_FILES_DIR: '/srv/notes/files' },
      'NOTES_FILES_DIR (/srv/notes/files) must not be NOTES_DATA_DIR (/srv/notes) or inside it: the notes database owns that folder.',
    ],
    [
      { NOTES_DATA_DIR: '/srv/notes', NOTES_FILES_DIR: '/srv/notes/' },
      'NOTES_FILES_DIR (/srv/notes/) must not be NOTES_DATA_DIR (/srv/notes) or inside it: the notes database owns that folder.',
    ],
    [
      { SITE_DIR: '/nowhere' },
      'No built site in /nowhere (index.html missing): run pnpm build, or set SITE_DIR.',
    ],
  ])('%j: %s', (env, message) => {
    expect(() => read(env)).toThrow(new ConfigError(message));
  });

  it('keeps local attachments beside the notes folder, never inside it', () => {
    expect(read({ NOTES_DATA_DIR: '/srv/notes/' }).notes.filesDir).toBe('/srv/notes-files');
    expect(read({ NOTES_DATA_DIR: '/srv/notes', NOTES_FILES_DIR: '/mnt/files' }).notes.filesDir).toBe(
      '/mnt/files',
    );
    expect(read({ NOTES_FILES_DIR: 'attachments' }).notes.filesDir).toBe(join(process.cwd(), 'attachments'));
  });

  it('lets the page reach the attachments store: its origin joins connect-src', () => {
    const path = read({ NOTES_S3_BUCKET: 'notes', NOTES_S3_ENDPOINT: 'http://127.0.0.1:9000/' }).notes;
    expect(path.connectSrc).toEqual(['http://127.0.0.1:9000']);
    expect(path.s3).toMatchObject({
      bucket: 'notes',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    const aws = read({ NOTES_S3_BUCKET: 'notes', NOTES_S3_REGION: 'eu-west-1' }).notes;
    expect(aws.connectSrc).toEqual(['https://notes.s3.eu-west-1.amazonaws.com']);
  });

  it('chooses the AI provider: Anthropic with only its key (the old names too), any other by AI_PROVIDER', () => {
    expect(read({ ANTHROPIC_API_KEY: 'k', ANTHROPIC_CONVERT_MODEL: 'claude-haiku-5-5' }).ai).toEqual({
      provider: 'anthropic',
      apiKey: 'k',
      baseURL: undefined,
      convertModel: 'claude-haiku-5-5',
      emailModel: DEFAULT_MODEL,
      rateLimit: 10,
    });
    expect(
      read({
        AI_PROVIDER: 'openai-compatible',
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/',
        AI_CONVERT_MODEL: 'llama3.1:8b',
        AI_EMAIL_MODEL: 'mistral',
      }).ai,
    ).toEqual({
      provider: 'openai-compatible',
      apiKey: undefined,
      baseURL: 'http://127.0.0.1:11434/v1',
      convertModel: 'llama3.1:8b',
      emailModel: 'mistral',
      rateLimit: 10,
    });
    expect(read({ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk' }).ai.convertModel).toBe('gpt-5-mini');
    expect(read({ AI_PROVIDER: 'gemini', GEMINI_API_KEY: 'g' }).ai.emailModel).toBe('gemini-2.5-flash');
  });

  it('refuses command-line options: the settings are environment variables', () => {
    expect(() => read({}, ['--port', '80'])).toThrow(
      'Unknown option "--port": the server takes no options, only environment variables (docs/operations.md).',
    );
  });
});

describe('the one list of settings', () => {
  const src = join(import.meta.dirname);

  it('is what docs/operations.md documents: every variable in the table, and only those', () => {
    const docs = readFileSync(join(src, '../../../docs/operations.md'), 'utf8');
    const table = docs.split('\n## Environment variables\n')[1]?.split('\n## ')[0] ?? '';
    const documented = table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));
    expect([...documented].sort()).toEqual([...SETTINGS].sort());
  });

  it('is read in config.ts only: the features get their slice, never the environment', () => {
    const ENTRY_POINTS = new Set(['main.ts', 's3Setup.ts']);
    // Test support (the harnesses, the fake provider, the spawned servers) may read its own variables.
    const support = /\.test\.ts$|Harness\.ts$|fakeMessagesApi|^integration\//;
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !support.test(file) && file !== 'config.ts',
    );
    const readers = files.filter((file) => {
      const text = readFileSync(join(src, file), 'utf8');
      const envUses = text.match(/process\.env|\benv(\?)?\.[A-Z]/g) ?? [];
      // The entry points hand process.env to config.ts, once: main.ts to readServerConfig, the
      // notes:s3-setup command to readNotesSettings.
      return ENTRY_POINTS.has(file) ? envUses.length !== 1 : envUses.length > 0;
    });
    expect(readers).toEqual([]);
    const configText = readFileSync(join(src, 'config.ts'), 'utf8');
    const read = new Set([...configText.matchAll(/\benv\??\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
    read.delete('AI_TRUST_PROXY'); // retired: read only to refuse it
    expect([...read].filter((name) => !(SETTINGS as readonly string[]).includes(name as string))).toEqual([]);
  });
});
