// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runServer, writeTestSite } from './serverProcess';

// config.test.ts checks every message; here, that the process prints that one line and exits 1.
describe('a bad setting at start', () => {
  let site: Awaited<ReturnType<typeof writeTestSite>>;
  beforeAll(async () => {
    site = await writeTestSite();
  });
  afterAll(() => site?.remove());

  it.each([
    [
      { DATABASE_URL: 'mysql://u:s3cret@db/notes' },
      [],
      /^Configuration error: DATABASE_URL must start with postgres:\/\//,
    ],
    [{ AI_RATE_LIMIT: 'lots' }, [], /^Configuration error: AI_RATE_LIMIT must be a whole number/],
    [
      { NOTES_READ_RATE_LIMIT: 'many' },
      [],
      /^Configuration error: NOTES_READ_RATE_LIMIT must be a whole number of read calls/,
    ],
    [{ DRAIN_SECONDS: 'soon' }, [], /^Configuration error: DRAIN_SECONDS must be a number of seconds/],
    [{}, ['--port', '80'], /^Configuration error: Unknown option "--port"/],
  ])(
    '%j %j: one clear line, exit 1',
    async (env, args, message) => {
      const run = runServer({ SITE_DIR: site.dir, ...env }, { args });
      // A server that does not stop by itself is stopped here, so a failing run leaves nothing behind.
      const exit = await Promise.race([
        run.exited,
        new Promise<'still running'>((done) => setTimeout(() => done('still running'), 45_000)),
      ]);
      if (exit === 'still running') run.child.kill('SIGKILL');
      expect(exit, run.output()).toBe(1);
      const lines = run.output().trim().split('\n');
      expect(lines).toEqual([expect.stringMatching(message)]);
      expect(run.output()).not.toContain('s3cret');
    },
    60_000,
  );
});
