// The backend of the notes and AI pages is this repository's apps/server, started by the release
// rehearsal at DEMOS_BACKEND_URL: the app forwards the pages' same-origin calls to it, as a Next.js
// user would forward them to theirs (package READMEs of @demos/privnote and the AI tools). Next.js
// resolves rewrites when it builds, so the address must be set for `next build`.
const backend = process.env.DEMOS_BACKEND_URL ?? 'http://127.0.0.1:4173';

/** @type {import('next').NextConfig} */
export default {
  // The app is alone in its folder: no lockfile above it is its workspace root.
  turbopack: { root: import.meta.dirname },
  async rewrites() {
    return [
      { source: '/rest/:path*', destination: `${backend}/rest/:path*` },
      { source: '/api/:path*', destination: `${backend}/api/:path*` },
    ];
  },
};
