#!/usr/bin/env bash
# Makes a fresh machine able to build, run and test the project: pnpm, the workspace packages and,
# for tests (SETUP_TEST_DEPS=1), Debian's chromium, shellcheck, postgresql, pgbouncer (the notes API
# tested behind a transaction-mode pooler), nginx-light (the nginx integration test), zbar-tools
# (zbarimg), unzip and python3 (the scaffold tests check its zip with unzip -t and run its Python starter), and
# the DejaVu fonts the committed screenshots were rendered with (e2e/__screenshots__).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"

PNPM_VERSION=12.21.0
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "setup: installing pnpm $PNPM_VERSION with npm"
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
fi

if [ "${SETUP_TEST_DEPS:-0}" = 1 ]; then
  missing=()
  for pkg in chromium shellcheck postgresql pgbouncer nginx-light zbar-tools unzip python3 fonts-dejavu-core; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing Debian packages: ${missing[*]}"
    sudo_cmd=()
    if [ "$(id -u)" != 0 ]; then
      command -v sudo >/dev/null 2>&1 || { echo "setup: need root (or sudo) to install ${missing[*]}" >&2; exit 1; }
      sudo_cmd=(sudo)
    fi
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi

echo "setup: pnpm install"
if [ "${CI:-}" = true ]; then
  pnpm install --frozen-lockfile --reporter=append-only 2>&1 | tail -n 3
else
  pnpm install --reporter=append-only 2>&1 | tail -n 3
fi
