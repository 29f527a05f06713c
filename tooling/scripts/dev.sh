#!/usr/bin/env bash
# Development: the API server (watch mode) on 127.0.0.1:$API_PORT (4174) and Vite with HMR on
# 127.0.0.1:$VITE_PORT (5173), which proxies /api, /rest and /healthz to it.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
export API_PORT=${API_PORT:-4174}
VITE_PORT=${VITE_PORT:-5173}
trap 'kill 0' EXIT
# No drain period: tsx restarts the server with SIGTERM on every change.
PORT=$API_PORT SERVE_SITE=0 DRAIN_SECONDS=0 pnpm --filter @apps/server dev &
pnpm --filter @apps/site dev --port "$VITE_PORT" --strictPort
