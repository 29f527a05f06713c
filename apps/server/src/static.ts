import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
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

interface StaticFile {
  path: string;
  type: string;
  /** Precompressed siblings written at build time (file.br, file.gz). */
  encodings: { br: boolean; gzip: boolean };
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return files.flat();
}

/**
 * Indexes the built site once at start-up: the set of servable URLs is fixed, so a request can
 * never reach a file outside the folder (no path joins on user input).
 */
export async function indexStaticFiles(root: string): Promise<Map<string, StaticFile>> {
  const all = await walk(root);
  const present = new Set(all);
  const index = new Map<string, StaticFile>();
  for (const path of all) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    const url = `/${relative(root, path).split(sep).join('/')}`;
    if (url.startsWith('/.vite/')) continue;
    index.set(url, {
      path,
      type: TYPES[extname(path)] ?? 'application/octet-stream',
      encodings: { br: present.has(`${path}.br`), gzip: present.has(`${path}.gz`) },
    });
  }
  return index;
}

/** Hashed build output never changes under its name; everything else is revalidated. */
export const cacheControlFor = (url: string) =>
  url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

function pickEncoding(file: StaticFile, acceptEncoding: string): 'br' | 'gzip' | null {
  const accepts = (name: string) =>
    new RegExp(`(^|[,\\s])${name}(;q=(?!0(\\.0*)?\\b)[\\d.]+)?($|[,\\s])`).test(acceptEncoding);
  if (file.encodings.br && accepts('br')) return 'br';
  if (file.encodings.gzip && accepts('gzip')) return 'gzip';
  return null;
}

export async function sendStaticFile(
  c: Context,
  url: string,
  file: StaticFile,
  status: 200 | 404 = 200,
  { vary = 'Accept-Encoding' }: { vary?: string } = {},
) {
  const encoding = pickEncoding(file, c.req.header('accept-encoding') ?? '');
  const path = encoding === 'br' ? `${file.path}.br` : encoding === 'gzip' ? `${file.path}.gz` : file.path;
  const [body, info] = await Promise.all([readFile(path), stat(path)]);
  const headers: Record<string, string> = {
    'Content-Type': file.type,
    'Content-Length': String(info.size),
    'Cache-Control': status === 404 ? 'no-store' : cacheControlFor(url),
    Vary: vary,
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  if (c.req.method === 'HEAD') return c.body(null, status, headers);
  return c.body(body, status, headers);
}
