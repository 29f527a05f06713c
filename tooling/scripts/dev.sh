#!/usr/bin/env bash
# Development: the API server (watch mode) on 127.0.0.1:4174 and Vite with HMR on 127.0.0.1:5173,
# which proxies /api, /rest and /healthz to it.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
trap 'kill 0' EXIT
PORT=${API_PORT:-4174} SERVE_SITE=0 pnpm --filter @apps/server dev &
pnpm --filter @apps/site dev
