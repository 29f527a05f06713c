import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { parseTrustedProxies, type TrustedProxies } from './clientAddress';

/** Every environment variable the server reads (docs/operations.md, "Environment variables"). */
export const SETTINGS = [
  'PORT',
  'HOST',
  'SITE_DIR',
  'SERVE_SITE',
  'SERVE_SOURCE_MAPS',
  'HEADERS_TIMEOUT_SECONDS',
  'REQUEST_TIMEOUT_SECONDS',
  'KEEP_ALIVE_TIMEOUT_SECONDS',
  'DRAIN_SECONDS',
  'WEB_CONCURRENCY',
  'METRICS_PORT',
  'METRICS_HOST',
  'NOTES_DATA_DIR',
  'NOTES_FILES_DIR',
  'NOTES_READ_RATE_LIMIT',
  'NOTES_CHUNK_RATE_LIMIT',
  'NOTES_MAX_BYTES',
  'NOTES_FILES_BYTES_PER_HOUR',
  'NOTES_FILES_STORE_BYTES',
  'NOTES_S3_ENDPOINT',
  'NOTES_S3_PUBLIC_ENDPOINT',
  'NOTES_S3_BUCKET',
  'NOTES_S3_REGION',
  'NOTES_S3_ACCESS_KEY_ID',
  'NOTES_S3_SECRET_ACCESS_KEY',
  'NOTES_S3_FORCE_PATH_STYLE',
  'DATABASE_URL',
  'TRUST_PROXY',
  'AI_PROVIDER',
  'AI_CONVERT_MODEL',
  'AI_EMAIL_MODEL',
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_BASE_URL',
  'ANTHROPIC_CONVERT_MODEL',
  'ANTHROPIC_EMAIL_MODEL',
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'GEMINI_API_KEY',
  'GEMINI_BASE_URL',
  'AI_RATE_LIMIT',
  'BOAT_SITE_URL',
  'VITE_SUPABASE_URL',
] as const;

/** Prefixes of this server's own variables: any other name under them is a typo. */
const OWN_PREFIXES = ['NOTES_', 'AI_', 'TRUST_', 'METRICS_'];

/** How long a connection may take over each part of its life (docs/operations.md, "Timeouts"). */
export interface HttpTimeouts {
  /** From the connection's first byte (or the previous response) to the end of the headers. */
  headersMs: number;
  /** From the first byte to the end of the request body. */
  requestMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: HttpTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 };
/** How long /readyz answers 503 after SIGTERM before the server stops taking connections. */
export const DEFAULT_DRAIN_MS = 5_000;

export interface ServerConfig {
  port: number;
  host: string;
  /** The built site; null serves the API only. */
  siteDir: string | null;
  /** Whether the build's `*.map` files are served (SERVE_SOURCE_MAPS=1); not by default. */
  serveSourceMaps: boolean;
  databaseUrl: string | null;
  trustedProxies: TrustedProxies;
  timeouts: HttpTimeouts;
  drainMs: number;
  /** Server processes on this machine (WEB_CONCURRENCY): one, or one per core behind cluster.ts. */
  processes: number;
  /** Where the Prometheus metrics are served (METRICS_PORT, METRICS_HOST); null: not served. */
  metrics: { port: number; host: string } | null;
  /** Each feature's own settings, handed to its extension (extensions.ts). */
  ai: AiSettings;
  boat: BoatSettings;
  notes: NotesSettings;
}

/** A setting the server cannot start with; its message is the one line printed before exit 1. */
export class ConfigError extends Error {}

function closest(name: string): string | undefined {
  const distance = (a: string, b: string) => {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      let previous = row[0] as number;
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const current = row[j] as number;
        row[j] = Math.min(
          current + 1,
          (row[j - 1] as number) + 1,
          previous + (a[i - 1] === b[j - 1] ? 0 : 1),
        );
        previous = current;
      }
    }
    return row[b.length] as number;
  };
  const prefixed = SETTINGS.find((setting) => name.startsWith(setting) || setting.startsWith(name));
  if (prefixed) return prefixed;
  const [best] = [...SETTINGS].sort((a, b) => distance(name, a) - distance(name, b));
  return best && distance(name, best) <= 4 ? best : undefined;
}

/** Checks a PostgreSQL connection URL without connecting (the password never reaches the message). */
export function checkDatabaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database (it could not be parsed).',
    );
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(
      `DATABASE_URL must start with postgres:// or postgresql://, got "${url.protocol}//…".`,
    );
  }
  if (!url.hostname && !url.searchParams.get('host')) {
    throw new ConfigError('DATABASE_URL names no host (postgres://user:password@host:5432/database).');
  }
  return raw;
}

/**
 * What no setting can mean: a command-line option (the server takes none), the retired
 * AI_TRUST_PROXY, an unknown variable under the server's prefixes (a typo, with a guess).
 */
function refuseUnknownSettings(env: NodeJS.ProcessEnv, argv: string[]): void {
  const [option] = argv;
  if (option !== undefined) {
    throw new ConfigError(
      `Unknown option "${option}": the server takes no options, only environment variables (docs/operations.md).`,
    );
  }
  if (env.AI_TRUST_PROXY !== undefined) {
    throw new ConfigError(
      'AI_TRUST_PROXY was replaced by TRUST_PROXY: set TRUST_PROXY to the addresses of your proxies (e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8).',
    );
  }
  const known = new Set<string>(SETTINGS);
  for (const name of Object.keys(env).sort()) {
    if (known.has(name) || !OWN_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    const guess = closest(name);
    throw new ConfigError(`Unknown setting ${name}${guess ? ` (did you mean ${guess}?)` : ''}.`);
  }
}

/**
 * Reads and checks the settings. Throws a ConfigError with one line for the first bad one: a
 * malformed value, an unknown variable under the server's prefixes, a command-line option (the
 * server takes none), or the retired AI_TRUST_PROXY.
 */
export function readServerConfig(
  env: NodeJS.ProcessEnv,
  argv: string[] = [],
  { defaultSiteDir }: { defaultSiteDir: string } = { defaultSiteDir: 'apps/site/dist' },
): ServerConfig {
  refuseUnknownSettings(env, argv);

  const portText = env.PORT?.trim() || '4173';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    throw new ConfigError(`PORT must be a number from 0 to 65535, got "${env.PORT}".`);
  }
  const host = env.HOST?.trim() || '127.0.0.1';

  const serveSite = env.SERVE_SITE?.trim() || '1';
  if (serveSite !== '0' && serveSite !== '1') {
    throw new ConfigError(
      `SERVE_SITE must be 1 (serve the built site) or 0 (the API only), got "${env.SERVE_SITE}".`,
    );
  }
  let siteDir: string | null = null;
  if (serveSite === '1') {
    siteDir = resolve(env.SITE_DIR?.trim() || defaultSiteDir);
    if (!existsSync(resolve(siteDir, 'index.html'))) {
      throw new ConfigError(
        `No built site in ${siteDir} (index.html missing): run pnpm build, or set SITE_DIR.`,
      );
    }
  }

  const serveSourceMaps = readSwitch(env, 'SERVE_SOURCE_MAPS', '0');
  const timeouts: HttpTimeouts = {
    headersMs: readSeconds(env, 'HEADERS_TIMEOUT_SECONDS', DEFAULT_TIMEOUTS.headersMs),
    requestMs: readSeconds(env, 'REQUEST_TIMEOUT_SECONDS', DEFAULT_TIMEOUTS.requestMs),
    keepAliveMs: readSeconds(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', DEFAULT_TIMEOUTS.keepAliveMs),
  };
  // Node counts the request timeout from the same first byte: a longer headers timeout never applies.
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_SECONDS (${timeouts.headersMs / 1000}) must not exceed REQUEST_TIMEOUT_SECONDS (${timeouts.requestMs / 1000}).`,
    );
  }
  const drainMs = readSeconds(env, 'DRAIN_SECONDS', DEFAULT_DRAIN_MS, { allowZero: true });

  const rawUrl = env.DATABASE_URL?.trim();
  const databaseUrl = rawUrl ? checkDatabaseUrl(rawUrl) : null;
  const processes = readProcesses(env, databaseUrl);
  const metrics = readMetrics(env, port);

  let trustedProxies: TrustedProxies;
  try {
    trustedProxies = parseTrustedProxies(env.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  // The features' settings last, in the order their extensions used to check them.
  const boat = readBoatSettings(env);
  const ai = readAiSettings(env);
  const notes = readNotesSettings(env);
  return {
    port,
    host,
    siteDir,
    serveSourceMaps,
    databaseUrl,
    trustedProxies,
    timeouts,
    drainMs,
    processes,
    metrics,
    ai,
    boat,
    notes,
  };
}

/**
 * WEB_CONCURRENCY: how many server processes share the port (docs/operations.md, "One process per
 * core"). Only with DATABASE_URL: the embedded database (PGlite) is one process's, and the limits
 * and the purge are shared through PostgreSQL.
 */
function readProcesses(env: NodeJS.ProcessEnv, databaseUrl: string | null): number {
  const text = env.WEB_CONCURRENCY?.trim();
  if (!text) return 1;
  const processes = Number(text);
  if (!/^\d+$/.test(text) || processes < 1 || processes > 64) {
    throw new ConfigError(
      `WEB_CONCURRENCY must be a number of server processes from 1 to 64 (one per core is the most that helps), got "${env.WEB_CONCURRENCY}".`,
    );
  }
  if (processes > 1 && !databaseUrl) {
    throw new ConfigError(
      `WEB_CONCURRENCY=${processes} needs DATABASE_URL: the embedded notes database (PGlite) can be opened by one process only, and the note limits are shared between processes through PostgreSQL. Run one process (WEB_CONCURRENCY=1), or set DATABASE_URL (docs/operations.md, "One process per core").`,
    );
  }
  return processes;
}

/**
 * METRICS_PORT (off when unset; 0 takes a free port, for tests) and METRICS_HOST. The host defaults
 * to the loopback whatever HOST says: HOST=0.0.0.0 opens the site to the world, and the figures
 * (routes, error codes, memory) are for the operator's scraper, which is told to look there.
 */
function readMetrics(env: NodeJS.ProcessEnv, sitePort: number): ServerConfig['metrics'] {
  const text = env.METRICS_PORT?.trim();
  const host = env.METRICS_HOST?.trim();
  if (!text) {
    if (host)
      throw new ConfigError(
        'METRICS_HOST is set but METRICS_PORT is not: set METRICS_PORT to serve the metrics.',
      );
    return null;
  }
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new ConfigError(`METRICS_PORT must be a port number from 0 to 65535, got "${env.METRICS_PORT}".`);
  }
  if (port !== 0 && port === sitePort) {
    throw new ConfigError(
      `METRICS_PORT must differ from PORT (both are ${port}): the metrics have a port of their own.`,
    );
  }
  return { port, host: host || '127.0.0.1' };
}

/** A 0/1 switch; anything else names the variable. */
function readSwitch(env: NodeJS.ProcessEnv, name: string, fallback: '0' | '1'): boolean {
  const value = env[name]?.trim() || fallback;
  if (value !== '0' && value !== '1') throw new ConfigError(`${name} must be 0 or 1, got "${env[name]}".`);
  return value === '1';
}

/** A duration in seconds (decimals allowed, at most an hour), returned in milliseconds. */
function readSeconds(
  env: NodeJS.ProcessEnv,
  name: string,
  fallbackMs: number,
  { allowZero = false }: { allowZero?: boolean } = {},
): number {
  const text = env[name]?.trim();
  if (!text) return fallbackMs;
  const seconds = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || seconds > 3600 || (!allowZero && seconds === 0)) {
    throw new ConfigError(
      `${name} must be a number of seconds ${allowZero ? 'from 0' : 'above 0'} up to 3600, got "${env[name]}".`,
    );
  }
  return Math.round(seconds * 1000);
}

// ---- The features' settings: each extension gets its own slice (extensions.ts). ----

/** The mid-tier model (spec §9) of each provider that has one; AI_CONVERT_MODEL / AI_EMAIL_MODEL override it. */
export const DEFAULT_MODEL = 'claude-sonnet-5-5';
export const DEFAULT_MODELS = {
  anthropic: DEFAULT_MODEL,
  openai: 'gpt-5-mini',
  gemini: 'gemini-2.5-flash',
} as const;
/** AI requests per client per minute, unless AI_RATE_LIMIT says otherwise. */
export const DEFAULT_AI_RATE_LIMIT = 10;
/**
 * The site the boat showcase (/jc-boat-services) previews in a sandboxed frame. Keep in step with
 * DEFAULT_BOAT_SITE_URL in packages/jc-boat-services/src/core/site.ts (the page reads
 * VITE_BOAT_SITE_URL at build time; the server reads BOAT_SITE_URL at start).
 */
export const DEFAULT_BOAT_SITE_URL = 'https://jc-boat-services.example.com/';
/**
 * Read calls (note_exists, note_info, read_note, …) per client per minute, by default. A person
 * opening links makes a few; a script trying ids makes thousands. Counted per instance, in memory:
 * it stops enumeration, it is not a quota (N instances allow up to N times this).
 */
export const DEFAULT_READ_LIMIT = 600;
/**
 * Chunk calls per client per minute: a 10 MB file is 320 chunks of 32 KiB, so 960 let one client
 * upload a full file and download it twice in the same minute, and hold a flood to 16 calls a second.
 */
export const DEFAULT_CHUNK_LIMIT = 960;

/** The AI providers the proxy speaks to (AI_PROVIDER). */
export const AI_PROVIDERS = ['anthropic', 'openai', 'openai-compatible', 'gemini'] as const;
export type AiProviderId = (typeof AI_PROVIDERS)[number];

/** The AI proxy's settings (AI_*, and the chosen provider's key and endpoint). */
export interface AiSettings {
  /** Absent when no provider is configured (no AI_PROVIDER, no ANTHROPIC_API_KEY): the endpoints answer 503. */
  provider?: AiProviderId;
  /** The provider's key; an OpenAI-compatible server (Ollama, vLLM…) may need none. */
  apiKey?: string;
  baseURL?: string;
  convertModel: string;
  emailModel: string;
  /** AI requests allowed per client per minute. */
  rateLimit: number;
}

/** The boat showcase's setting: the origin its preview frame may load (the CSP's frame-src). */
export interface BoatSettings {
  siteOrigin: string;
}

/** The notes API's settings (DATABASE_URL, NOTES_*, VITE_SUPABASE_URL). */
export interface NotesSettings {
  /** PostgreSQL; null keeps the notes in PGlite under `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  /** Attachments on local disk (NOTES_FILES_DIR), beside `dataDir`, never inside PGlite's own folder. */
  filesDir: string;
  /** Read calls per client per minute (NOTES_READ_RATE_LIMIT), counted by each process. */
  readRateLimit: { max: number; windowMs: number };
  /** Chunk calls per client per minute (NOTES_CHUNK_RATE_LIMIT), shared through PostgreSQL. */
  chunkRateLimit: { max: number; windowMs: number };
  /** Most bytes of files one note may attach in all (NOTES_MAX_BYTES), default 10 MB. */
  maxFileBytes: number;
  /** The hosted Supabase project's origin, allowed in the CSP's connect-src (none when unset). */
  connectSrc: string[];
  /** Attachment ciphertext bytes one client may upload per hour (NOTES_FILES_BYTES_PER_HOUR). */
  filesBytesPerHour: number;
  /** Attachment ciphertext bytes the store holds at most, all clients together (NOTES_FILES_STORE_BYTES). */
  filesStoreBytes: number;
  /** The S3-compatible store for attachments (NOTES_S3_*); null keeps them in `filesDir`. */
  s3: S3Settings | null;
}

/** Where attachments go when NOTES_S3_BUCKET is set. */
export interface S3Settings {
  /** The API endpoint the server talks to (MinIO, Garage, R2…); the provider's when unset. */
  endpoint?: string;
  /** The endpoint browsers reach, when it differs from `endpoint` (a store on a private network). */
  publicEndpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (most self-hosted stores). */
  forcePathStyle: boolean;
}

export function readAiSettings(env: NodeJS.ProcessEnv): AiSettings {
  const rateLimit = Number(env.AI_RATE_LIMIT ?? DEFAULT_AI_RATE_LIMIT);
  if (!Number.isInteger(rateLimit) || rateLimit < 1) {
    throw new ConfigError(
      `AI_RATE_LIMIT must be a whole number of requests per minute, got "${env.AI_RATE_LIMIT}".`,
    );
  }
  const provider = readAiProvider(env);
  const value = (name: string) => env[name]?.trim() || undefined;
  // The old Anthropic names still work with Anthropic; with another provider they would be ignored.
  for (const name of ['ANTHROPIC_CONVERT_MODEL', 'ANTHROPIC_EMAIL_MODEL', 'ANTHROPIC_BASE_URL']) {
    if (value(name) && provider && provider !== 'anthropic') {
      throw new ConfigError(`${name} applies to AI_PROVIDER=anthropic only, but AI_PROVIDER is ${provider}.`);
    }
  }
  const model = (tool: 'CONVERT' | 'EMAIL') => {
    const chosen = value(`AI_${tool}_MODEL`);
    const old = value(`ANTHROPIC_${tool}_MODEL`);
    if (chosen && old && chosen !== old) {
      throw new ConfigError(
        `AI_${tool}_MODEL (${chosen}) and ANTHROPIC_${tool}_MODEL (${old}) disagree: keep AI_${tool}_MODEL only.`,
      );
    }
    const model =
      chosen ?? old ?? (provider && provider !== 'openai-compatible' ? DEFAULT_MODELS[provider] : undefined);
    if (!model) {
      throw new ConfigError(
        `AI_PROVIDER=openai-compatible needs AI_${tool}_MODEL: the model your server runs (e.g. AI_${tool}_MODEL=llama3.1:8b for Ollama).`,
      );
    }
    return model;
  };
  const endpoint = (name: string) => {
    const raw = value(name);
    if (raw === undefined) return undefined;
    const url = URL.canParse(raw) ? new URL(raw) : undefined;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new ConfigError(
        `${name} must be an http(s) URL such as http://127.0.0.1:11434/v1, got "${raw}".`,
      );
    }
    return raw.replace(/\/+$/, '');
  };
  const common = { rateLimit };
  switch (provider) {
    case undefined:
      return { ...common, convertModel: DEFAULT_MODEL, emailModel: DEFAULT_MODEL };
    case 'anthropic':
      return {
        ...common,
        provider,
        apiKey: required(env, 'ANTHROPIC_API_KEY', provider),
        baseURL: endpoint('ANTHROPIC_BASE_URL'),
        convertModel: model('CONVERT'),
        emailModel: model('EMAIL'),
      };
    case 'openai':
      return {
        ...common,
        provider,
        apiKey: required(env, 'OPENAI_API_KEY', provider),
        baseURL: endpoint('OPENAI_BASE_URL'),
        convertModel: model('CONVERT'),
        emailModel: model('EMAIL'),
      };
    case 'openai-compatible': {
      const baseURL = endpoint('OPENAI_BASE_URL');
      if (!baseURL) {
        throw new ConfigError(
          "AI_PROVIDER=openai-compatible needs OPENAI_BASE_URL, the server's /v1 address (e.g. http://127.0.0.1:11434/v1 for Ollama).",
        );
      }
      return {
        ...common,
        provider,
        apiKey: value('OPENAI_API_KEY'),
        baseURL,
        convertModel: model('CONVERT'),
        emailModel: model('EMAIL'),
      };
    }
    case 'gemini':
      return {
        ...common,
        provider,
        apiKey: required(env, 'GEMINI_API_KEY', provider),
        baseURL: endpoint('GEMINI_BASE_URL'),
        convertModel: model('CONVERT'),
        emailModel: model('EMAIL'),
      };
  }
}

/**
 * AI_PROVIDER, or Anthropic when only ANTHROPIC_API_KEY is set (the settings before providers), or
 * none (the pages then say the AI must be configured). Another provider's key without AI_PROVIDER
 * would be silently unused: that stops the server instead.
 */
function readAiProvider(env: NodeJS.ProcessEnv): AiProviderId | undefined {
  const raw = env.AI_PROVIDER?.trim();
  if (raw) {
    if (!(AI_PROVIDERS as readonly string[]).includes(raw)) {
      throw new ConfigError(`AI_PROVIDER must be one of ${AI_PROVIDERS.join(', ')}, got "${raw}".`);
    }
    return raw as AiProviderId;
  }
  if (env.ANTHROPIC_API_KEY?.trim()) return 'anthropic';
  const stray = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'GEMINI_API_KEY'].find((name) => env[name]?.trim());
  if (stray) {
    throw new ConfigError(
      `${stray} is set but AI_PROVIDER is not: set AI_PROVIDER to ${stray.startsWith('GEMINI') ? 'gemini' : 'openai or openai-compatible'}.`,
    );
  }
  return undefined;
}

/** A key the chosen provider cannot work without. */
function required(env: NodeJS.ProcessEnv, name: string, provider: AiProviderId): string {
  const key = env[name]?.trim();
  if (!key) throw new ConfigError(`AI_PROVIDER=${provider} needs ${name}.`);
  return key;
}

/** The origin of an http(s) URL, or an error naming BOAT_SITE_URL. */
export function boatSiteOrigin(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`BOAT_SITE_URL must be an absolute http(s) URL, got "${raw}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`BOAT_SITE_URL must be an http(s) URL, got "${raw}".`);
  }
  return url.origin;
}

export function readBoatSettings(env: NodeJS.ProcessEnv): BoatSettings {
  return { siteOrigin: boatSiteOrigin(env.BOAT_SITE_URL?.trim() || DEFAULT_BOAT_SITE_URL) };
}

/** The repo root (where pnpm-workspace.yaml is) above `from`, else `from`. */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) return from;
  }
}

/** NOTES_DATA_DIR (relative to the working directory), default `.data/notes` under the repo root. */
export function notesDataDir(env: NodeJS.ProcessEnv, cwd = process.cwd()): string {
  const configured = env.NOTES_DATA_DIR?.trim();
  if (configured) return isAbsolute(configured) ? configured : resolve(cwd, configured);
  return join(projectRoot(cwd), '.data', 'notes');
}

/**
 * NOTES_FILES_DIR (relative to the working directory), default `<dataDir>-files` beside the notes
 * folder: PGlite owns its data folder (like PGDATA, it must be empty or hold its database), so the
 * attachments keep out of it.
 */
export function notesFilesDir(env: NodeJS.ProcessEnv, dataDir: string, cwd = process.cwd()): string {
  const configured = env.NOTES_FILES_DIR?.trim();
  if (configured) return isAbsolute(configured) ? configured : resolve(cwd, configured);
  return `${dataDir.replace(/\/+$/, '')}-files`;
}

/**
 * PGlite, like PostgreSQL with PGDATA, refuses a data folder holding anything but its database: a
 * files folder inside it would stop the first start.
 */
function checkFilesDir(dataDir: string, filesDir: string): string {
  const path = relative(dataDir, filesDir);
  if (path === '' || (!path.startsWith('..') && !isAbsolute(path))) {
    throw new ConfigError(
      `NOTES_FILES_DIR (${filesDir}) must not be NOTES_DATA_DIR (${dataDir}) or inside it: the notes database owns that folder.`,
    );
  }
  return filesDir;
}

/** NOTES_READ_RATE_LIMIT or NOTES_CHUNK_RATE_LIMIT: calls of that kind per client per minute. */
function readNotesCallLimit(
  env: NodeJS.ProcessEnv,
  name: 'NOTES_READ_RATE_LIMIT' | 'NOTES_CHUNK_RATE_LIMIT',
  fallback: number,
  calls: string,
): NotesSettings['readRateLimit'] {
  const raw = env[name]?.trim();
  const max = raw ? Number(raw) : fallback;
  if (!Number.isInteger(max) || max < 1) {
    throw new ConfigError(
      `${name} must be a whole number of ${calls} per client per minute, got "${env[name]}".`,
    );
  }
  return { max, windowMs: 60_000 };
}

/** Files attached to one note, in all, unless NOTES_MAX_BYTES says otherwise: 10 MB. */
export const DEFAULT_NOTES_MAX_BYTES = 10 * 1024 * 1024;

/** NOTES_MAX_BYTES: bytes of files one note may attach in all (1 byte to 1 GiB). */
function readNotesMaxBytes(env: NodeJS.ProcessEnv): number {
  const raw = env.NOTES_MAX_BYTES?.trim();
  const max = raw ? Number(raw) : DEFAULT_NOTES_MAX_BYTES;
  if (!Number.isInteger(max) || max < 1 || max > 1024 ** 3) {
    throw new ConfigError(
      `NOTES_MAX_BYTES must be a whole number of bytes from 1 to 1073741824, got "${env.NOTES_MAX_BYTES}".`,
    );
  }
  return max;
}

/** An origin for the CSP when the site is built against a hosted Supabase project. */
function hostedOrigin(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

export function readNotesSettings(env: NodeJS.ProcessEnv, cwd = process.cwd()): NotesSettings {
  const rawUrl = env.DATABASE_URL?.trim();
  const dataDir = notesDataDir(env, cwd);
  return {
    databaseUrl: rawUrl ? checkDatabaseUrl(rawUrl) : null,
    dataDir,
    filesDir: checkFilesDir(dataDir, notesFilesDir(env, dataDir, cwd)),
    readRateLimit: readNotesCallLimit(env, 'NOTES_READ_RATE_LIMIT', DEFAULT_READ_LIMIT, 'read calls'),
    chunkRateLimit: readNotesCallLimit(env, 'NOTES_CHUNK_RATE_LIMIT', DEFAULT_CHUNK_LIMIT, 'chunk calls'),
    maxFileBytes: readNotesMaxBytes(env),
    ...readFilesSettings(env),
  };
}

/** Attachments uploaded per client per hour, unless NOTES_FILES_BYTES_PER_HOUR says otherwise: 100 MiB. */
export const DEFAULT_FILES_BYTES_PER_HOUR = 100 * 1024 * 1024;
/** Attachments held at once, all clients together, unless NOTES_FILES_STORE_BYTES says otherwise: 5 GiB. */
export const DEFAULT_FILES_STORE_BYTES = 5 * 1024 ** 3;

function readByteCount(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  const value = raw ? Number(raw) : fallback;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new ConfigError(`${name} must be a whole number of bytes above 0, got "${env[name]}".`);
  }
  return value;
}

/** An http(s) URL without its trailing slash, or an error naming the variable. */
function readEndpoint(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ConfigError(`${name} must be an http(s) URL such as https://s3.example.com, got "${raw}".`);
  }
  return raw.replace(/\/+$/, '');
}

/** The attachments' budgets and store (NOTES_FILES_*, NOTES_S3_*); the S3 origin joins connect-src. */
function readFilesSettings(
  env: NodeJS.ProcessEnv,
): Pick<NotesSettings, 'filesBytesPerHour' | 'filesStoreBytes' | 's3' | 'connectSrc'> {
  const filesBytesPerHour = readByteCount(env, 'NOTES_FILES_BYTES_PER_HOUR', DEFAULT_FILES_BYTES_PER_HOUR);
  const filesStoreBytes = readByteCount(env, 'NOTES_FILES_STORE_BYTES', DEFAULT_FILES_STORE_BYTES);
  const connectSrc = hostedOrigin(env.VITE_SUPABASE_URL);
  const bucket = env.NOTES_S3_BUCKET?.trim();
  const others = Object.keys(env).filter(
    (name) => name.startsWith('NOTES_S3_') && name !== 'NOTES_S3_BUCKET' && env[name]?.trim(),
  );
  if (!bucket) {
    if (others.length > 0)
      throw new ConfigError(`${others.sort()[0]} is set but NOTES_S3_BUCKET is not: name the bucket too.`);
    return { filesBytesPerHour, filesStoreBytes, s3: null, connectSrc };
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      `NOTES_S3_BUCKET must be a bucket name (3 to 63 lowercase letters, digits, dots and hyphens), got "${bucket}".`,
    );
  }
  const accessKeyId = env.NOTES_S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.NOTES_S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      'NOTES_S3_ACCESS_KEY_ID and NOTES_S3_SECRET_ACCESS_KEY go together: set both, or neither (the SDK then finds credentials itself).',
    );
  }
  const endpoint = readEndpoint(env, 'NOTES_S3_ENDPOINT');
  const publicEndpoint = readEndpoint(env, 'NOTES_S3_PUBLIC_ENDPOINT');
  const region = env.NOTES_S3_REGION?.trim() || 'us-east-1';
  const forcePathStyle = readSwitch(env, 'NOTES_S3_FORCE_PATH_STYLE', endpoint ? '1' : '0');
  const browserEndpoint = publicEndpoint ?? endpoint;
  // The browser PUTs and GETs the store itself: its origin must be allowed (virtual-hosted style
  // puts the bucket in the host name).
  let storeOrigin: string;
  if (browserEndpoint) {
    const url = new URL(browserEndpoint);
    storeOrigin = forcePathStyle ? url.origin : `${url.protocol}//${bucket}.${url.host}`;
  } else {
    storeOrigin = `https://${bucket}.s3.${region}.amazonaws.com`;
  }
  return {
    filesBytesPerHour,
    filesStoreBytes,
    connectSrc: [...connectSrc, storeOrigin],
    s3: {
      ...(endpoint ? { endpoint } : {}),
      ...(publicEndpoint ? { publicEndpoint } : {}),
      bucket,
      region,
      ...(accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : {}),
      forcePathStyle,
    },
  };
}
