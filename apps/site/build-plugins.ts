import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createServer, type Plugin, type PluginOption } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)])),
  );
  return nested.flat();
}

/** Writes file.br and file.gz next to every compressible asset, so the server never compresses. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = (await walk(outDir)).filter((f) => /\.(js|mjs|css|html|svg|json|txt|wasm)$/.test(f));
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
    },
  };
}

export interface RouteInfo {
  id: string;
  path: string;
  title: string;
  group: string;
}

/**
 * Loads src/demos.ts after the build and writes dist/routes.json: the server uses it to tell
 * known routes (200) from unknown ones (404), and the crawl and budget checks read it, so no
 * list of pages is ever kept by hand.
 */
export function writeRoutes(plugins: () => PluginOption[]): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'write-routes',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    async writeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        plugins: plugins(),
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { demos } = (await server.ssrLoadModule('/src/demos.ts')) as {
          demos: RouteInfo[];
        };
        const routes: RouteInfo[] = demos.map(({ id, path, title, group }) => ({ id, path, title, group }));
        await writeFile(join(resolve(root, outDir), 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
      } finally {
        await server.close();
      }
    },
  };
}
