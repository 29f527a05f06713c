import type { Page } from '@playwright/test';

/**
 * A page's "first action": the input a visitor makes the moment the page's main control is
 * visible, before the app has hydrated, and the effect that proves it was not dropped.
 *
 * Each page package brings its own in `packages/<dir>/e2e/firstAction.ts` (default export), so a
 * new page brings its check with it. `apps/site/e2e/first-input.spec.ts` runs every one on a
 * throttled phone profile, navigating with `waitUntil: 'commit'` (never waiting for hydration),
 * and fails when a route in `dist/routes.json` has none.
 */
export interface FirstAction {
  /** The route, exactly as in the manifest, e.g. '/kali-docker'. */
  path: `/${string}`;
  /** What the visitor does and sees, for the test title: 'Copy Script shows Copied!'. */
  description: string;
  /**
   * The browser itself carries the input out (a link that opens a page), so nothing is held for
   * the app; otherwise the spec checks that the input was held and delivered after hydration.
   */
  native?: boolean;
  /**
   * The control is shown only once the page is live: the prerendered page shows a neutral
   * placeholder instead (what it shows depends on the address), so nothing can be pressed early.
   */
  liveOnly?: boolean;
  /**
   * The action uses the host site's own chrome (the header's theme toggle) because the page has no
   * control of its own: an app that installs the page alone has nothing to act on.
   */
  hostOnly?: boolean;
  /** Browser permissions the action needs (e.g. 'clipboard-read', 'clipboard-write'). */
  permissions?: string[];
  /**
   * Performs the input as soon as its control is visible (Playwright's auto-wait for visibility,
   * no wait for `html[data-hydrated]`): a click, typed text, a key press, a chosen file.
   */
  act(page: Page): Promise<void>;
  /** Asserts the input's effect with `expect` (auto-retrying), once the page is live. */
  verify(page: Page): Promise<void>;
}

export const defineFirstAction = (action: FirstAction): FirstAction => action;
