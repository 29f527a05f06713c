import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';

/** The Content-Type of each file extension the build holds (deploy/nginx.conf has the same, generated). */
export const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

type Encoding = 'br' | 'gzip' | 'identity';

/** One representation of a file, read once at start-up with its validator. */
interface Variant {
  body: Buffer;
  etag: string;
}

export interface StaticFile {
  type: string;
  /** Response headers by variant, status and Vary, built on first use (they never change). */
  headers: Map<string, Readonly<Record<string, string>>>;
  /** The file as built, and its precompressed siblings (file.br, file.gz) when the build wrote them. */
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return files.flat();
}

function variant(body: Buffer, encoding: Encoding): Variant {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `"${digest}${encoding === 'identity' ? '' : `-${encoding}`}"` };
}

/**
 * Reads the built site into memory once at start-up: the build is immutable while the server runs,
 * so a request never touches the disk, and the set of servable URLs is fixed (no path joins on user
 * input). Every file keeps its precompressed variants and a strong ETag per variant. Source maps
 * (the original sources, comments included) are left out unless asked for: they are for debugging.
 */
export async function indexStaticFiles(
  root: string,
  { sourceMaps = false }: { sourceMaps?: boolean } = {},
): Promise<Map<string, StaticFile>> {
  const all = await walk(root);
  const present = new Set(all);
  const index = new Map<string, StaticFile>();
  await Promise.all(
    all.map(async (path) => {
      if (path.endsWith('.br') || path.endsWith('.gz')) return;
      if (!sourceMaps && path.endsWith('.map')) return;
      const url = `/${relative(root, path).split(sep).join('/')}`;
      if (url.startsWith('/.vite/')) return;
      const [plain, br, gzip] = await Promise.all([
        readFile(path),
        present.has(`${path}.br`) ? readFile(`${path}.br`) : null,
        present.has(`${path}.gz`) ? readFile(`${path}.gz`) : null,
      ]);
      index.set(url, {
        headers: new Map(),
        type: TYPES[extname(path)] ?? 'application/octet-stream',
        variants: {
          identity: variant(plain, 'identity'),
          ...(br ? { br: variant(br, 'br') } : {}),
          ...(gzip ? { gzip: variant(gzip, 'gzip') } : {}),
        },
      });
    }),
  );
  return index;
}

/** Hashed build output never changes under its name; everything else is revalidated. */
export const cacheControlFor = (url: string) =>
  url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

const acceptsCache = new Map<string, { br: boolean; gzip: boolean }>();

/** Which codings an Accept-Encoding allows (q=0 refuses); the few distinct values are memoised. */
function accepted(acceptEncoding: string): { br: boolean; gzip: boolean } {
  let result = acceptsCache.get(acceptEncoding);
  if (!result) {
    const accepts = (name: string) =>
      new RegExp(`(^|[,\\s])${name}(\\s*;\\s*q=(?!0(\\.0*)?\\b)[\\d.]+)?($|[,\\s])`).test(acceptEncoding);
    result = { br: accepts('br'), gzip: accepts('gzip') };
    if (acceptsCache.size < 256) acceptsCache.set(acceptEncoding, result);
  }
  return result;
}

export function pickEncoding(file: StaticFile, acceptEncoding: string): Encoding {
  if (!file.variants.br && !file.variants.gzip) return 'identity';
  const ok = accepted(acceptEncoding);
  if (file.variants.br && ok.br) return 'br';
  if (file.variants.gzip && ok.gzip) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names this ETag (or `*`); weak comparison, as RFC 9110 asks for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export interface StaticResponse {
  status: 200 | 304 | 404;
  /** Shared between responses: never modify. */
  headers: Readonly<Record<string, string>>;
  body: Buffer | null;
}

/** The response for a file: the variant the client accepts, or 304 when it already has it. */
export function staticResponse(
  url: string,
  file: StaticFile,
  request: { method: string; acceptEncoding: string; ifNoneMatch?: string },
  status: 200 | 404 = 200,
  vary = 'Accept-Encoding',
): StaticResponse {
  const encoding = pickEncoding(file, request.acceptEncoding);
  const chosen = file.variants[encoding] ?? file.variants.identity;
  const notModified = status === 200 && matchesEtag(request.ifNoneMatch, chosen.etag);
  const key = `${encoding} ${notModified ? 304 : status} ${vary}`;
  let headers = file.headers.get(key);
  if (!headers) {
    const built: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': status === 404 ? 'no-store' : cacheControlFor(url),
      Vary: vary,
    };
    if (status === 200) built.ETag = chosen.etag;
    if (!notModified) {
      built['Content-Length'] = String(chosen.body.length);
      if (encoding !== 'identity') built['Content-Encoding'] = encoding;
    }
    headers = Object.freeze(built);
    file.headers.set(key, headers);
  }
  if (notModified) return { status: 304, headers, body: null };
  return { status, headers, body: request.method === 'HEAD' ? null : chosen.body };
}
