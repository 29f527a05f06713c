#!/usr/bin/env bash
# Proves the published packages work outside the workspace: packs @demos/kit and two page
# packages, installs the tarballs into a plain Vite + React app in a temporary folder (no
# vanilla-extract plugin, no workspace links), builds it, and checks it in Chromium.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
packs="$root/.tmp/consumer-packs"
rm -rf "$packs" && mkdir -p "$packs"
for pkg in kit html-js-app cli-app; do
  (cd "$root/packages/$pkg" && pnpm pack --pack-destination "$packs" >/dev/null)
done
app=$(mktemp -d /tmp/consumer-fixture.XXXXXX)
trap 'rm -rf "$app"' EXIT
cp -r "$root/tooling/consumer-fixture/template/." "$app/"
cd "$app"
catalog() { grep -E "^  \"?$1\"?: " "$root/pnpm-workspace.yaml" | head -1 | sed -E 's/.*: *//'; }
npm install --no-fund --no-audit --loglevel=error \
  "$packs"/demos-kit-*.tgz "$packs"/demos-html-js-app-*.tgz "$packs"/demos-cli-app-*.tgz \
  "react@$(catalog react)" "react-dom@$(catalog react-dom)" \
  "vite@$(catalog vite)" "@vitejs/plugin-react@$(catalog '@vitejs/plugin-react')"
npx vite build --logLevel warn
node "$root/tooling/consumer-fixture/check.mjs" "$app/dist"
