#!/usr/bin/env bash
# The quick inner loop (pnpm test:changed): only what a change can break. Biome on the changed files,
# the workspace's typecheck, the Vitest tests the changed files reach (Vitest's module graph, stories
# included), the kit's screenshots when the kit changed, and the e2e specs of the changed packages.
# The full `npm test` stays the gate before merging.
# Base: TEST_CHANGED_BASE=<ref> (default: the merge-base with origin/main, else with main).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
export TURBO_TELEMETRY_DISABLED=1
started=$(date +%s)
step() { printf '\n== %s (%ss)\n' "$1" "$(($(date +%s) - started))"; }

base=${TEST_CHANGED_BASE:-}
if [ -z "$base" ]; then
  for ref in origin/main main; do
    if git rev-parse --verify --quiet "$ref" >/dev/null; then base=$(git merge-base HEAD "$ref"); break; fi
  done
fi
[ -n "$base" ] || { echo "No base to compare with: set TEST_CHANGED_BASE=<ref>." >&2; exit 1; }

# Committed, staged, unstaged and untracked changes since the base, files that still exist.
mapfile -t files < <({ git diff --name-only "$base"; git ls-files --others --exclude-standard; } | sort -u |
  while read -r f; do [ -f "$f" ] && echo "$f"; done)
if [ "${#files[@]}" -eq 0 ]; then echo "Nothing changed since $(git rev-parse --short "$base")."; exit 0; fi
echo "${#files[@]} file(s) changed since $(git rev-parse --short "$base")"
mapfile -t packages < <(printf '%s\n' "${files[@]}" | sed -n 's#^packages/\([^/]*\)/.*#\1#p' | sort -u)

step "format and lint (biome, changed files)"
pnpm exec biome ci --reporter=summary --no-errors-on-unmatched --files-ignore-unknown=true "${files[@]}"

# The whole workspace: its few programs take ~30 s together, less than the changed package's
# dependents one by one when the kit changed.
step "typecheck (tooling/scripts/typecheck.mjs)"
node tooling/scripts/typecheck.mjs

step "unit and component tests (vitest, the tests the changed files reach)"
pnpm exec vitest run --changed "$base" --passWithNoTests

# A page's stories render in the Vitest step above (apps/storybook/src/stories.test.tsx, which the
# changed files reach); the kit's are built and compared with their screenshots, as in `npm test`.
if printf '%s\n' "${packages[@]}" | grep -qx kit; then
  step "the kit's stories (Storybook build, each story rendered and compared with its screenshots)"
  STORYBOOK_SCREENSHOTS_ONLY=1 pnpm build-storybook >/dev/null
  STORYBOOK_TEST_PORT=${TEST_CHANGED_STORYBOOK_PORT:-4392} \
    pnpm exec playwright test -c apps/storybook/playwright.config.ts --reporter=line
fi

specs=()
for pkg in "${packages[@]}"; do [ -d "packages/$pkg/e2e" ] && specs+=("packages/$pkg/e2e"); done
if [ "${#specs[@]}" -gt 0 ]; then
  step "end-to-end of the changed packages (isolated build, chromium): ${specs[*]}"
  bash tooling/scripts/e2e-isolated.sh changed "${TEST_CHANGED_PORT:-4391}" "${specs[@]}" --project=chromium
fi

step "done: $(($(date +%s) - started))s"
