import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

// The backend of the notes and AI pages is this repository's apps/server, started by the release
// rehearsal at DEMOS_BACKEND_URL: the app forwards the pages' same-origin calls to it, as a Next.js
// user would forward them to theirs (package READMEs of @demos/privnote and the AI tools). Next.js
// resolves rewrites when it builds, so the address must be set for `next build`.
const backend = process.env.DEMOS_BACKEND_URL ?? 'http://127.0.0.1:4173';

// The rehearsal installs every consumer app at once, as workspaces of one npm project in the
// folder above: that folder, holding the lockfile and node_modules, is the root (an app installed
// on its own is its own root). Nothing above it counts.
const root = existsSync(join(import.meta.dirname, 'node_modules/next'))
  ? import.meta.dirname
  : dirname(import.meta.dirname);

/** @type {import('next').NextConfig} */
export default {
  turbopack: { root },
  outputFileTracingRoot: root,
  async rewrites() {
    return [
      { source: '/rest/:path*', destination: `${backend}/rest/:path*` },
      { source: '/api/:path*', destination: `${backend}/api/:path*` },
    ];
  },
};
