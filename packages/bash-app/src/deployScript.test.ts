// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPLOY_SCRIPT, STEP_TITLES } from './deployScript';

describe('deploy.sh', () => {
  it('passes shellcheck', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'deploy-')), 'deploy.sh');
    writeFileSync(file, DEPLOY_SCRIPT);
    // Throws with shellcheck's findings on a non-zero exit.
    expect(() =>
      execFileSync('shellcheck', ['-s', 'bash', '-S', 'style', file], { encoding: 'utf8' }),
    ).not.toThrow();
  });

  it('is valid Bash syntax', () => {
    expect(() => execFileSync('bash', ['-n'], { input: DEPLOY_SCRIPT })).not.toThrow();
  });

  it('runs the same six steps the page shows', () => {
    for (const [i, title] of STEP_TITLES.entries()) {
      const shown = i === 5 ? `Deploying to \${ENVIRONMENT}` : title;
      expect(DEPLOY_SCRIPT).toContain(`step ${i + 1} "${shown}"`);
    }
  });
});
