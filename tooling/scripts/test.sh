#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what the tests need on a fresh machine, then runs
# every gate in order and stops at the first failure.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
results="$root/test-results"
rm -rf "$results" && mkdir -p "$results"
# Each gate's start goes to steps.tsv; the table of gate times is printed when the command ends, pass or
# fail, and the passing run's last step fails it past its time budget (tooling/scripts/step-times.mjs).
started=$(date +%s)
step() {
  printf '%s\t%s\n' "$(date +%s)" "$1" >>"$results/steps.tsv"
  printf '\n== %s (%ss)\n' "$1" "$(($(date +%s) - started))"
}
print_times() { node "$root/tooling/scripts/step-times.mjs" "$results/steps.tsv" || true; }
trap print_times EXIT
step "install what the tests need (setup.sh)"
SETUP_TEST_DEPS=1 bash "$root/tooling/scripts/setup.sh"
cd "$root"
export TURBO_TELEMETRY_DISABLED=1 NO_COLOR=1 FORCE_COLOR=0
# The test command is CI's, whether or not the machine says so: Playwright then runs two workers on
# two cores (not half the cores, one) and refuses a stray test.only. A clean-clone run without CI set
# ran the end-to-end gate on one worker.
export CI="${CI:-1}"

step "format and lint (biome)"
pnpm exec biome ci --reporter=summary .

step "typecheck"
node tooling/scripts/typecheck.mjs

step "unused files, exports and dependencies (knip)"
pnpm exec knip --no-progress

step "build (packages with tsup, site with Vite, server)"
# A canary key in the build's environment, as each provider's key: no built file may contain it
# (the keys stay server-side).
canary="sk-ant-build-canary-$(date +%s)-do-not-ship"
ANTHROPIC_API_KEY="$canary" OPENAI_API_KEY="$canary" GEMINI_API_KEY="$canary" \
  pnpm turbo run build --output-logs=errors-only
if grep -rl --exclude-dir=node_modules "$canary" apps/site/dist packages/*/dist apps/server/dist; then
  echo "The AI key leaked into a build output (files above)." >&2
  exit 1
fi

step "unit and component tests (vitest)"
pnpm exec vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json"

step "bundle budgets (build graph)"
node tooling/scripts/budgets.mjs

step "wire budgets (what Chromium downloads per route, empty cache)"
pnpm budgets:wire

# Steganography's CPU time as a ratio to a reference workload run in the same page's workers
# (plain passes over a carrier-sized buffer), against docs/benchmarks.json: a ratio 15 % worse fails,
# naming the figure (CPU seconds: the ratio holds on a busy machine, wall time does not).
step "steganography time gate (12 MP encode + decode CPU / an in-worker reference, against docs/benchmarks.json)"
node tooling/scripts/bench-stego.mjs --gate

step "published packages (publint, attw, changesets; client/server entries, dependencies, cost)"
node tooling/scripts/check-packages.mjs
node tooling/scripts/package-contract.mjs
pnpm exec changeset status

step "release rehearsal (Verdaccio: changeset version + pnpm release; Vite, Next.js and React Router apps in Chromium; npx scaffold), with Storybook alongside"
# Storybook (built with the kit's stories only, each rendered and compared with its screenshots; the
# other stories render in the Vitest step, apps/storybook/src/stories.test.tsx) shares nothing with the rehearsal, which works in a
# copy of the tree and spends much of its time waiting on npm installs: the two run side by side.
storybook_log="$results/storybook-step.log"
(STORYBOOK_SCREENSHOTS_ONLY=1 pnpm build-storybook && pnpm exec playwright test -c apps/storybook/playwright.config.ts) >"$storybook_log" 2>&1 &
storybook_pid=$!
trap 'pkill -P "$storybook_pid" 2>/dev/null; kill "$storybook_pid" 2>/dev/null || true; print_times' EXIT
node tooling/release/rehearse.mjs

step "storybook (kit stories built, rendered and screenshot-compared; its output follows)"
storybook_status=0
wait "$storybook_pid" || storybook_status=$?
trap print_times EXIT
cat "$storybook_log"
if [ "$storybook_status" -ne 0 ]; then
  echo "Storybook failed (exit $storybook_status): its output is above." >&2
  exit 1
fi

step "developer loops (pnpm dev with HMR, DEMO=<id> pnpm storybook)"
node tooling/release/dev-loop.mjs
node tooling/release/storybook-demo.mjs

step "end-to-end (Playwright, production server)"
pnpm exec playwright test -c apps/site/playwright.config.ts

step "the AI pages on every other provider (OpenAI, an OpenAI-compatible server as Ollama, Gemini)"
# The full run above talks to the fake as Anthropic. With the server set to each other provider (its
# SDK against the fake speaking its protocol), each page gets an answer streamed in and names the
# model (a conversion with its syntax check, an e-mail), and Stop, leaving or closing the page close
# the provider's request. The pages' other flows do not depend on the provider (the unit tests run
# each provider's conversions, e-mails, errors and streams through its SDK).
ai_specs=(packages/code-converter/e2e/code-converter-stop.spec.ts packages/email-writer/e2e/email-writer-stop.spec.ts)
# One invocation per provider (one server and one fake), six tests one at a time, so the timing checks
# (Stop closes the provider's request within 500 ms) share the machine with nothing, as in the full run.
# --no-deps: the perf project's dependency would otherwise run the whole chromium project again.
for provider in openai openai-compatible gemini; do
  E2E_AI_PROVIDER=$provider E2E_REPORT="e2e-$provider" pnpm exec playwright test -c apps/site/playwright.config.ts \
    "${ai_specs[@]}" --project=chromium --project=perf --no-deps --workers=1
done

step "summary"
node tooling/scripts/summarize-tests.mjs "$results"
printf '%s\tend\n' "$(date +%s)" >>"$results/steps.tsv"
trap - EXIT
node tooling/scripts/step-times.mjs "$results/steps.tsv" --check
