import type { DemoManifest } from '@demos/kit';
import cliApp from '@demos/cli-app';
import htmlJsApp from '@demos/html-js-app';

/**
 * The one list of pages the site composes, in sidebar order within each group.
 * Adding a demo: create its package (tooling/scripts/new-demo.mjs), then add one line here.
 */
export const demos: readonly DemoManifest[] = [htmlJsApp, cliApp];
