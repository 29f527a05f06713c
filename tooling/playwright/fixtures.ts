import { test as base, expect, type Page, type Request } from '@playwright/test';

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
}

/** Lines that are expected console errors (the 404 page logs the missing path on purpose). */
const EXPECTED_ERRORS = [/^404 Error: User attempted to access non-existent route:/];
/** The boat preview's external site (packages/jc-boat-services, DEFAULT_BOAT_SITE_URL). */
export const BOAT_PROBE = /^https:\/\/jc-boat-services\.example\.com\//;

/**
 * Collects console errors, uncaught exceptions and CSP violations for a page. The CSP listener is
 * installed before any page script runs.
 */
export async function watchProblems(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], cspViolations: [] };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Chromium logs the document's own 404 status; the 404 page is supposed to have it.
    if (text.includes('status of 404') && message.location().url === page.url()) return;
    // The boat preview's probe of its external site fails offline (as every other host does here):
    // the page handles it (its card says the site could not be reached), Chromium still logs it.
    if (text.startsWith('Failed to load resource: net::') && BOAT_PROBE.test(message.location().url)) return;
    if (text.startsWith('CSP_VIOLATION ')) problems.cspViolations.push(text.slice('CSP_VIOLATION '.length));
    else if (!EXPECTED_ERRORS.some((pattern) => pattern.test(text))) problems.consoleErrors.push(text);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP_VIOLATION ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return problems;
}

/**
 * Requests of each page in flight, when the last one started or ended, and who waits for the
 * traffic to change (see `networkSettled`).
 */
const traffic = new WeakMap<Page, { inFlight: Set<Request>; last: number; watchers: Set<() => void> }>();

function trackTraffic(page: Page): void {
  const state = { inFlight: new Set<Request>(), last: Date.now(), watchers: new Set<() => void>() };
  traffic.set(page, state);
  const changed = () => {
    state.last = Date.now();
    for (const watcher of state.watchers) watcher();
  };
  const done = (request: Request) => {
    state.inFlight.delete(request);
    changed();
  };
  page.on('request', (request) => {
    state.inFlight.add(request);
    changed();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Resolves once none of the page's requests has been in flight for `quietMs`: each request that
 * starts or ends moves the deadline. Playwright's 'networkidle' also waits for every frame to have
 * loaded, and a lazy frame out of view never does: the boat preview (`loading="lazy"`) at some
 * widths, since Chromium starts such a frame only within a distance of the viewport that depends
 * on its estimate of the network. That wait hung in a clean-clone run (2026-11-25: crawl and
 * layout-shift of /jc-boat-services).
 */
export function networkSettled(page: Page, quietMs = 500): Promise<void> {
  const state = traffic.get(page);
  if (!state) throw new Error('networkSettled needs the page from these fixtures');
  return new Promise((resolve) => {
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const settled = () => {
      state.watchers.delete(watch);
      resolve();
    };
    const watch = () => {
      clearTimeout(deadline);
      if (state.inFlight.size === 0) deadline = setTimeout(settled, quietMs - (Date.now() - state.last));
    };
    state.watchers.add(watch);
    watch();
  });
}

/**
 * Resolves when the page's main thread is idle: its start-up work (hydration, effects, the tasks
 * that arriving chunks and worker messages queue) has run. The bound only keeps a page that is
 * never idle from hanging the test; the assertion after it says what was wrong.
 */
export async function mainThreadIdle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })),
  );
}

/** A test whose page fails the test on any console error, uncaught exception or CSP violation. */
export const test = base.extend<{ problems: PageProblems }>({
  // Pages arrive prerendered: their controls exist before React hydrates them. Navigations wait
  // until the app is live (App sets <html data-hydrated>), as a person waits for a page to load.
  page: async ({ page, javaScriptEnabled }, use) => {
    trackTraffic(page);
    // The tests never depend on the internet (CI has none, or a slow one): requests to other hosts
    // fail at once, as offline. A spec that needs one (the boat preview) routes it on the page,
    // which takes precedence. Without this, the boat page's frame kept the network busy until the
    // crawl's networkidle wait timed out on a machine whose DNS answered but whose connects hung.
    await page.context().route(
      (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
      (route) => route.abort('internetdisconnected'),
    );
    if (javaScriptEnabled) {
      const live = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await live();
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await live();
        return response;
      };
    }
    await use(page);
  },
  problems: async ({ page }, use) => {
    const problems = await watchProblems(page);
    await use(problems);
    expect(problems.pageErrors, 'uncaught exceptions').toEqual([]);
    expect(problems.cspViolations, 'CSP violations').toEqual([]);
    expect(problems.consoleErrors, 'console errors').toEqual([]);
  },
});

/**
 * Takes the console errors a test expects (a failed call logs them) out of the fixture's list,
 * one per pattern, failing when one is missing; the fixture then checks that nothing else was logged.
 */
export function expectLogged(problems: PageProblems, ...patterns: RegExp[]) {
  for (const pattern of patterns) {
    const index = problems.consoleErrors.findIndex((line) => pattern.test(line));
    expect(index, `console error matching ${pattern}`).toBeGreaterThanOrEqual(0);
    problems.consoleErrors.splice(index, 1);
  }
}

export { expect };
