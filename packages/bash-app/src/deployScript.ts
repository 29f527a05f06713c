import { type LogTone, type Random, randomInt } from '@demos/kit';
import rawDeployScript from './scripts/deploy.sh?raw';

/** Spec §9 (Bash): the deployment has 6 steps. */
export const STEP_TITLES = [
  'Checking prerequisites',
  'Pulling latest code',
  'Installing dependencies',
  'Running tests',
  'Building application',
  'Deploying to production',
] as const;
export const STEP_COUNT = STEP_TITLES.length;

export interface ScriptLine {
  /** Milliseconds after the run started. */
  at: number;
  text: string;
  tone: LogTone;
  /** The step this line belongs to (0-based). */
  step: number;
  /** Set on the last line of a step: the step is then complete. */
  completesStep?: boolean;
}

const hex = (random: Random, length: number) =>
  Array.from({ length }, () => '0123456789abcdef'[randomInt(random, 0, 15)]).join('');

/**
 * The timed output of `./deploy.sh production`. Steps 1–6 print what the real tools print (git,
 * npm, vitest, vite, rsync, systemctl, curl); the commit and release names come from `random`.
 */
export function deploymentScript(random: Random): ScriptLine[] {
  const commit = hex(random, 7);
  const release = `2026${String(randomInt(random, 1, 12)).padStart(2, '0')}${String(randomInt(random, 10, 28))}-${hex(random, 4)}`;
  const tests = randomInt(random, 120, 160);
  const raw: Array<[number, string, LogTone, number, boolean?]> = [
    [0, '$ ./deploy.sh production', 'command', 0],
    [200, '==> [1/6] Checking prerequisites', 'info', 0],
    [500, '    git 2.43.0 ✓  node v20.18.0 ✓  npm 10.8.2 ✓  rsync 3.2.7 ✓', 'default', 0],
    [800, '    ssh deploy@web-01.internal: key accepted', 'default', 0],
    [1000, '    ✓ environment ready', 'success', 0, true],
    [1300, '==> [2/6] Pulling latest code', 'info', 1],
    [1700, `    From github.com:acme/storefront  * branch main -> FETCH_HEAD`, 'muted', 1],
    [
      2100,
      `    Updating 3f9e2a1..${commit}  Fast-forward  14 files changed, 326 insertions(+), 88 deletions(-)`,
      'default',
      1,
    ],
    [2300, `    ✓ at commit ${commit}`, 'success', 1, true],
    [2600, '==> [3/6] Installing dependencies', 'info', 2],
    [3600, '    added 412 packages, and audited 413 packages in 9s', 'default', 2],
    [3800, '    found 0 vulnerabilities', 'default', 2],
    [3900, '    ✓ dependencies installed', 'success', 2, true],
    [4200, '==> [4/6] Running tests', 'info', 3],
    [5100, `    Test Files  23 passed (23)`, 'default', 3],
    [5200, `         Tests  ${tests} passed (${tests})`, 'default', 3],
    [5300, '    ✓ all tests passed', 'success', 3, true],
    [5600, '==> [5/6] Building application', 'info', 4],
    [6200, '    vite v6.3.5 building for production...', 'default', 4],
    [6900, '    ✓ 124 modules transformed.', 'default', 4],
    [7100, '    ✓ built in 1.48s', 'success', 4, true],
    [7400, '==> [6/6] Deploying to production', 'info', 5],
    [
      7900,
      `    rsync -az --delete dist/ deploy@web-01.internal:/srv/storefront/releases/${release}/`,
      'muted',
      5,
    ],
    [8400, '    sent 2.31M bytes  received 1.02K bytes  1.54M bytes/sec', 'default', 5],
    [8700, `    ln -sfn releases/${release} /srv/storefront/current`, 'muted', 5],
    [9000, '    sudo systemctl reload storefront.service', 'muted', 5],
    [9400, '    curl -fsS https://storefront.example.com/healthz → 200 OK (84 ms)', 'default', 5],
    [9600, '    ✓ release live', 'success', 5, true],
    [9800, `✔ Deployment complete: release ${release} (commit ${commit}) in 9.8s`, 'success', 5],
  ];
  return raw.map(([at, text, tone, step, completesStep]) => ({
    at,
    text,
    tone,
    step,
    ...(completesStep ? { completesStep } : {}),
  }));
}

/** The script the page simulates (shown under the run; the file is scripts/deploy.sh). Passes shellcheck. */
export const DEPLOY_SCRIPT: string = rawDeployScript;
