#!/usr/bin/env bash
# The quick inner loop (pnpm test:changed): only what a change can break. Biome on the changed files,
# typecheck of the changed packages and their dependents (turbo's git filter), the Vitest tests the
# changed files reach (Vitest's module graph), the stories and e2e specs of the changed packages.
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

step "typecheck (changed packages and their dependents)"
pnpm turbo run typecheck --output-logs=errors-only --filter="...[$base]"
if printf '%s\n' "${files[@]}" | grep -q '^tooling/'; then pnpm exec tsc -p tsconfig.scripts.json; fi

step "unit and component tests (vitest, the tests the changed files reach)"
pnpm exec vitest run --changed "$base" --passWithNoTests

for pkg in "${packages[@]}"; do
  if find "packages/$pkg/src" -name '*.stories.*' 2>/dev/null | grep -q .; then
    step "stories of $pkg (DEMO=$pkg Storybook build, then each story rendered)"
    DEMO="$pkg" pnpm build-storybook >/dev/null
    # The look tests and the story count are about the whole build, not this narrowed one.
    STORYBOOK_TEST_PORT=${TEST_CHANGED_STORYBOOK_PORT:-4392} \
      pnpm exec playwright test -c apps/storybook/playwright.config.ts --grep-invert 'look:|the build has stories' --reporter=line
  fi
done

specs=()
for pkg in "${packages[@]}"; do [ -d "packages/$pkg/e2e" ] && specs+=("packages/$pkg/e2e"); done
if [ "${#specs[@]}" -gt 0 ]; then
  step "end-to-end of the changed packages (isolated build, chromium): ${specs[*]}"
  bash tooling/scripts/e2e-isolated.sh changed "${TEST_CHANGED_PORT:-4391}" "${specs[@]}" --project=chromium
fi

step "done: $(($(date +%s) - started))s"
