#!/usr/bin/env bash
# deploy.sh — build, test and ship the storefront to a server over SSH.
# Usage: ./deploy.sh [environment]   (default: production)
set -euo pipefail

ENVIRONMENT="${1:-production}"
REMOTE="deploy@web-01.internal"
APP_DIR="/srv/storefront"
RELEASE="$(date +%Y%m%d)-$(openssl rand -hex 2)"
START=$SECONDS

step() { printf '==> [%s/6] %s\n' "$1" "$2"; }
fail() { printf 'x %s\n' "$1" >&2; exit 1; }

step 1 "Checking prerequisites"
for tool in git node npm rsync ssh; do
  command -v "$tool" >/dev/null || fail "$tool is not installed"
done
ssh -o BatchMode=yes "$REMOTE" true || fail "cannot reach $REMOTE"

step 2 "Pulling latest code"
git fetch origin main
git merge --ff-only FETCH_HEAD
COMMIT="$(git rev-parse --short HEAD)"

step 3 "Installing dependencies"
npm ci --no-fund

step 4 "Running tests"
npm test -- --run

step 5 "Building application"
npm run build

step 6 "Deploying to ${ENVIRONMENT}"
rsync -az --delete dist/ "$REMOTE:$APP_DIR/releases/$RELEASE/"
# shellcheck disable=SC2029 # the variables are meant to expand on this side.
ssh "$REMOTE" "ln -sfn releases/$RELEASE $APP_DIR/current && sudo systemctl reload storefront.service"
curl -fsS --retry 5 --retry-delay 2 "https://storefront.example.com/healthz" >/dev/null || fail "health check failed"

printf '✔ Deployment complete: release %s (commit %s) in %ss\n' "$RELEASE" "$COMMIT" "$((SECONDS - START))"
