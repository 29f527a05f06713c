#!/usr/bin/env bash
# Runs the site on a fresh machine: installs, builds, then serves the production build on
# http://127.0.0.1:4173 (PORT and HOST override). The notes database is embedded (PGlite on disk).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bash "$root/tooling/scripts/setup.sh"
cd "$root"
export TURBO_TELEMETRY_DISABLED=1
pnpm turbo run build --filter=@apps/site --filter=@apps/server --output-logs=errors-only
exec node apps/server/dist/main.js
