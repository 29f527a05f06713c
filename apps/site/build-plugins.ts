import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { minify, type Plugin } from 'vite';
import { pageChunkKey, pageSource } from '../../tooling/scripts/page-chunk.mjs';
import type { PrerenderedRoute } from './prerendered';
import { SITE_NAME } from './src/site';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)])),
  );
  return nested.flat();
}

async function compressFiles(all: string[]) {
  const files = all.filter((f) => /\.(js|mjs|css|html|svg|json|txt|wasm)$/.test(f));
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      if (data.length < 512) return;
      const [br, gzipped] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gz(data, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    }),
  );
}

/**
 * public/boot.js is a classic script copied as it is written (commented and JSDoc-typed, since it is
 * read and type-checked as source); the built copy is minified, as every other script is, so its
 * comments cost the landing page nothing on the wire.
 */
async function minifyBootScript(outDir: string) {
  const file = join(outDir, 'boot.js');
  const result = await minify('boot.js', await readFile(file, 'utf8'), { compress: true, mangle: true });
  if (result.errors.length > 0) throw new Error(`boot.js: ${result.errors.map((e) => e.message).join('; ')}`);
  await writeFile(file, result.code);
}

/**
 * Minifies boot.js, then writes file.br and file.gz next to every compressible asset, so the server
 * never compresses.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: (config) => !config.build?.ssr,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await minifyBootScript(outDir);
      await compressFiles(await walk(outDir));
    },
  };
}

export interface RouteInfo {
  id: string;
  path: string;
  title: string;
  group: string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

interface ServerEntry {
  demos: readonly RouteInfo[];
  renderRoute: (url: string, options: { sidebarOpen: boolean }) => Promise<string>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Runs at the end of the SSR build (`vite build --ssr src/entry-server.tsx`), after the client
 * build: renders '/', every manifest route and the 404 page to HTML in both sidebar states, with
 * the route's page CSS as stylesheets and its page chunks as modulepreloads, so the first paint
 * needs no JavaScript and hydration needs no extra round trip. Writes dist/routes.json (the server,
 * crawl and budgets read it) and dist/prerendered/*.html + manifest.json, precompressed.
 */
export function prerenderSite(clientOutDir: string): Plugin {
  let ssrOutDir = '';
  let root = '';
  return {
    name: 'prerender-site',
    apply: (config) => Boolean(config.build?.ssr),
    configResolved(config) {
      root = config.root;
      ssrOutDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const dist = resolve(root, clientOutDir);
      const entry = (await import(pathToFileURL(join(ssrOutDir, 'entry-server.js')).href)) as ServerEntry;
      const template = await readFile(join(dist, 'index.html'), 'utf8');
      const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      const graph = (key: string, follow: (c: ManifestChunk) => string[], seen = new Set<string>()) => {
        if (seen.has(key) || !manifest[key]) return seen;
        seen.add(key);
        for (const next of follow(manifest[key])) graph(next, follow, seen);
        return seen;
      };
      const staticImports = (c: ManifestChunk) => c.imports ?? [];
      const allImports = (c: ManifestChunk) => [...(c.imports ?? []), ...(c.dynamicImports ?? [])];
      // The entry (src/main.tsx) is tiny and imports the app (src/start.tsx) after the first paint;
      // every document links the app's stylesheets and modulepreloads its code.
      const entryChunks = graph('index.html', staticImports);
      const landing = graph('src/start.tsx', staticImports, new Set(entryChunks));
      if (!manifest['src/start.tsx'])
        throw new Error('prerender: no src/start.tsx chunk in the build manifest');
      const landingCss = new Set([...landing].flatMap((k) => manifest[k]?.css ?? []));
      const inTemplate = (file: string) => template.includes(`/${file}"`);
      const appCss = [...landingCss].filter((file) => !inTemplate(file));
      const appJs = [...landing]
        .filter((key) => !entryChunks.has(key))
        .map((key) => manifest[key]!.file)
        .filter((file) => !inTemplate(file));

      // Each page's lazy import lives in a tiny chunk of its own (tooling/vite/page-loaders.ts): a
      // page's document preloads it with the page, so hydration waits on no extra round trip.
      const loaderOf = (pageKey: string) => {
        const found = Object.entries(manifest).find(
          ([key, chunk]) => key.startsWith('virtual:page-loader:') && chunk.dynamicImports?.includes(pageKey),
        );
        if (!found) throw new Error(`prerender: no page loader chunk imports ${pageKey}`);
        return found[1].file;
      };

      /** Stylesheets for everything the page may render, and its own static JS graph. */
      const assetsFor = (id: string) => {
        const pageKey = pageChunkKey(manifest, id);
        if (!pageKey) throw new Error(`prerender: no chunk for ${pageSource(id)} in the build manifest`);
        const js = new Set<string>([loaderOf(pageKey)]);
        for (const key of graph(pageKey, staticImports)) if (!landing.has(key)) js.add(manifest[key]!.file);
        const css = new Set<string>();
        for (const key of graph(pageKey, allImports)) {
          for (const file of manifest[key]?.css ?? []) if (!landingCss.has(file)) css.add(file);
        }
        return { css: [...css], js: [...js] };
      };

      const document = (
        body: string,
        title: string,
        assets: { css: string[]; js: string[] },
        { embed = false } = {},
      ) => {
        if (/<script(?![^>]*\ssrc=)|<style[\s>]/.test(body)) {
          throw new Error(`prerender: ${title} has an inline <script> or <style>, which the CSP blocks`);
        }
        if (!template.includes('<div id="root"></div>')) {
          throw new Error('prerender: index.html has no empty <div id="root"></div>');
        }
        // Replacer functions: the page's text may contain `$&`-like sequences.
        let html = template.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
        html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
        // The stylesheets block the first paint, as they must. The JavaScript does not: the page is
        // readable without it, so the entry (src/main.tsx) waits for the first paint, then moves
        // these inert preloads into the head and all of the app's and the page's modules download
        // in parallel, without taking bandwidth from the document and its stylesheets.
        html = html.replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ');
        const stylesheets = [...appCss, ...assets.css].map(
          (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
        );
        const preloads = [...appJs, ...assets.js].map(
          (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
        );
        // The site's pages register the service worker (public/boot.js reads this); an embed, made for
        // other sites' frames, does not.
        const worker = embed ? [] : ['<meta name="service-worker" content="/sw.js">'];
        const head = [
          ...worker,
          ...stylesheets,
          `<template id="deferred-preloads">${preloads.join('')}</template>`,
        ].join('\n    ');
        return html.replace('</head>', () => `  ${head}\n  </head>`);
      };

      const targets = [
        {
          slug: 'index',
          path: '/',
          url: '/',
          title: SITE_NAME,
          status: 200 as const,
          assets: { css: [], js: [] },
        },
        ...entry.demos.map((demo) => ({
          slug: demo.path.slice(1).replace(/\//g, '--'),
          path: demo.path,
          url: demo.path,
          title: `${demo.title} · ${SITE_NAME}`,
          status: 200 as const,
          assets: assetsFor(demo.id),
        })),
        // Each page alone (/embed/<route>), for other sites to frame: the same page code and styles.
        ...entry.demos.map((demo) => ({
          slug: `embed--${demo.path.slice(1).replace(/\//g, '--')}`,
          path: `/embed${demo.path}`,
          url: `/embed${demo.path}`,
          title: `${demo.title} · ${SITE_NAME}`,
          status: 200 as const,
          assets: assetsFor(demo.id),
          embed: true,
        })),
        // The 404 document: the server sends it for unknown paths; the app shows the real path once hydrated.
        {
          slug: '404',
          path: '*',
          url: '/404',
          title: `Page not found · ${SITE_NAME}`,
          status: 404 as const,
          assets: { css: [], js: [] },
        },
      ];

      await mkdir(join(dist, 'prerendered'), { recursive: true });
      const routes: PrerenderedRoute[] = [];
      for (const target of targets) {
        const hashes = new Set<string>();
        const written: Record<'open' | 'collapsed', string> = { open: '', collapsed: '' };
        // An embed has no sidebar: one document serves both states.
        const variants = 'embed' in target ? (['open'] as const) : (['open', 'collapsed'] as const);
        for (const variant of variants) {
          const body = await entry.renderRoute(target.url, { sidebarOpen: variant === 'open' });
          for (const match of body.matchAll(/ style="([^"]*)"/g)) {
            // The browser hashes the attribute's parsed value: undo React's attribute escaping.
            const value = match[1]!
              .replace(/&quot;/g, '"')
              .replace(/&#x27;/g, "'")
              .replace(/&lt;/g, '<')
              .replace(/&gt;/g, '>')
              .replace(/&amp;/g, '&');
            hashes.add(`'sha256-${createHash('sha256').update(value).digest('base64')}'`);
          }
          const file = `prerendered/${target.slug}.${variant}.html`;
          await writeFile(
            join(dist, file),
            document(body, target.title, target.assets, { embed: 'embed' in target }),
          );
          written[variant] = `/${file}`;
        }
        if ('embed' in target) written.collapsed = written.open;
        routes.push({
          path: target.path,
          status: target.status,
          ...written,
          styleHashes: [...hashes],
          ...('embed' in target ? { embed: true } : {}),
        });
      }
      await writeFile(join(dist, 'prerendered/manifest.json'), `${JSON.stringify(routes, null, 2)}\n`);
      const routeInfo: RouteInfo[] = entry.demos.map(({ id, path, title, group }) => ({
        id,
        path,
        title,
        group,
      }));
      await writeFile(join(dist, 'routes.json'), `${JSON.stringify(routeInfo, null, 2)}\n`);
      // Last: the service worker precaches these documents with the client build's assets
      // (workbox-build is loaded here only, not by every `vite` start).
      const { writeServiceWorker } = await import('./service-worker');
      await writeServiceWorker(dist, routes);
      await compressFiles(
        (await walk(join(dist, 'prerendered'))).concat(join(dist, 'routes.json'), join(dist, 'sw.js')),
      );
    },
  };
}
