#!/usr/bin/env bash
# Builds the site into its own folder and runs Playwright against it on its own port, so several
# people (or agents) can run end-to-end tests at once without sharing apps/site/dist.
# Usage: tooling/scripts/e2e-isolated.sh <name> <port> [playwright args...]
set -euo pipefail
name=${1:?name}; port=${2:?port}; shift 2
root=$(cd "$(dirname "$0")/../.." && pwd)
out="$root/.tmp/site-$name"
(cd "$root/apps/site" && SITE_OUT_DIR="$out" npx vite build --logLevel warn)
# The prerender (SSR build) writes the route documents into that folder; its bundle stays inside
# apps/site so its dependencies resolve.
(cd "$root/apps/site" && SITE_OUT_DIR="$out" npx vite build --logLevel warn --ssr src/entry-server.tsx --outDir ".e2e/$name")
# The server bundle goes to its own folder too (inside apps/server, so its dependencies resolve).
(cd "$root/apps/server" && npx tsup --silent --out-dir ".e2e/$name")
cd "$root"
E2E_SITE_DIR="$out" E2E_SERVER_ENTRY="$root/apps/server/.e2e/$name/main.js" E2E_PORT="$port" \
  npx playwright test -c apps/site/playwright.config.ts --output ".tmp/results-$name" "$@"
