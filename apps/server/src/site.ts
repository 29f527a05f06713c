import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PrerenderedRoute } from '../../site/prerendered';
import { indexStaticFiles, type StaticResponse, staticResponse } from './static';

interface SiteRoute {
  path: string;
}

const SIDEBAR_COLLAPSED = /(?:^|;\s*)sidebar:state=false(?:;|$)/;

export interface SiteRequest {
  method: string;
  /** The raw (still percent-encoded) path of the URL. */
  pathname: string;
  cookie?: string;
  acceptEncoding?: string;
  ifNoneMatch?: string;
}

export interface SiteResponse extends Omit<StaticResponse, 'status'> {
  status: 200 | 304 | 400 | 404;
  /** The hashes of the style attributes the document carries, for its CSP (empty for most). */
  styleHashes: readonly string[];
  /** An embed document (/embed/<route>): other sites may frame it. */
  framable?: boolean;
}

/** The built site held in memory, answering GET and HEAD for every path. */
export interface Site {
  respond(request: SiteRequest): SiteResponse;
}

/** The page paths the site composes, written by the site's build (dist/routes.json). */
async function readKnownPaths(siteDir: string): Promise<Set<string>> {
  const routes = JSON.parse(await readFile(join(siteDir, 'routes.json'), 'utf8')) as SiteRoute[];
  return new Set(['/', ...routes.map((route) => route.path)]);
}

/** The prerendered documents by route path ('*' is the 404 page); empty for a build without them. */
async function readPrerendered(siteDir: string): Promise<Map<string, PrerenderedRoute>> {
  try {
    const list = JSON.parse(
      await readFile(join(siteDir, 'prerendered/manifest.json'), 'utf8'),
    ) as PrerenderedRoute[];
    return new Map(list.map((route) => [route.path, route]));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
}

const NO_HASHES: readonly string[] = [];

const plain = (status: 400 | 404, text: string, method: string): SiteResponse => {
  const body = Buffer.from(text);
  return {
    status,
    headers: { 'Content-Type': 'text/plain; charset=UTF-8', 'Content-Length': String(body.length) },
    body: method === 'HEAD' ? null : body,
    styleHashes: NO_HASHES,
  };
};

export async function loadSite(
  siteDir: string,
  { serveSourceMaps = false }: { serveSourceMaps?: boolean } = {},
): Promise<Site> {
  const [files, knownPaths, prerendered] = await Promise.all([
    indexStaticFiles(siteDir, { sourceMaps: serveSourceMaps }),
    readKnownPaths(siteDir),
    readPrerendered(siteDir),
  ]);
  // Each page alone, for other sites to frame (/embed/<route>), when the build wrote those documents.
  for (const [path, doc] of prerendered) if (doc.embed) knownPaths.add(path);
  const indexHtml = files.get('/index.html');
  if (!indexHtml) throw new Error(`No index.html in ${siteDir}: build the site first (pnpm build).`);

  return {
    respond(request) {
      let url: string;
      try {
        url = decodeURIComponent(request.pathname);
      } catch {
        return plain(400, 'Bad request: malformed percent-encoding in the path.', request.method);
      }
      const encoding = {
        method: request.method,
        acceptEncoding: request.acceptEncoding ?? '',
        ifNoneMatch: request.ifNoneMatch,
      };
      const file = files.get(url);
      if (file && url !== '/index.html' && !url.startsWith('/prerendered/')) {
        return { ...staticResponse(url, file, encoding), styleHashes: NO_HASHES };
      }
      // A missing file (a stale hashed asset, a typo) is a plain 404, never the app's HTML.
      if (url.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(url))
        return plain(404, 'Not found.', request.method);
      const route = url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;
      const status = knownPaths.has(route) ? 200 : 404;
      // The route's prerendered document (unknown paths: the 404 page, with a real 404 status), in
      // the sidebar state the visitor's cookie asks for, so the first paint is already right.
      const doc = prerendered.get(status === 200 ? route : '*');
      if (doc) {
        const collapsed = SIDEBAR_COLLAPSED.test(request.cookie ?? '');
        const docUrl = collapsed ? doc.collapsed : doc.open;
        const docFile = files.get(docUrl);
        if (docFile) {
          return {
            ...staticResponse(docUrl, docFile, encoding, status, 'Accept-Encoding, Cookie'),
            styleHashes: doc.styleHashes,
            ...(doc.embed ? { framable: true } : {}),
          };
        }
      }
      return { ...staticResponse('/index.html', indexHtml, encoding, status), styleHashes: NO_HASHES };
    },
  };
}
