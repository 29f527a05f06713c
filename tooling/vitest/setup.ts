import nodeConsole from 'node:console';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Code that loads on first use (the kit's dialogs, the toaster) is a dynamic import, which Vitest
// transforms on the spot: on a loaded 2-core machine that took more than Testing Library's
// default 1 s for `findBy…`. Waiting longer costs nothing when the element is already there.
configure({ asyncUtilTimeout: 10_000 });

// Unmount what a test rendered, so timers and subscriptions never leak into the next test.
// Pages keep their shareable state in the address's query (kit `useUrlState`): each test starts
// at the first address, not the query (or the followed download link) a previous test left.
const happyDom =
  typeof window === 'undefined'
    ? undefined
    : (window as { happyDOM?: { setURL(url: string): void } }).happyDOM;
const startUrl = typeof window === 'undefined' ? undefined : window.location.href;
afterEach(() => {
  cleanup();
  if (happyDom && startUrl !== undefined && window.location.href !== startUrl) happyDom.setURL(startUrl);
});

// happy-dom never loads frames and says so for every <iframe> with a src: a NotSupportedError with
// a 20-line stack, on the page's console, which Vitest's happy-dom environment wires to Node's own
// console (so it is not even attributed to a test). A frame that goes nowhere is expected in every
// test (the boat page's tests drive its load and timeout themselves), so exactly that report is
// dropped here; every other console error still prints.
const filtered = Symbol.for('demos.vitest.frameReportsFiltered');
const patched = nodeConsole as Console & { [filtered]?: true };
if (!patched[filtered]) {
  const report = nodeConsole.error.bind(nodeConsole);
  nodeConsole.error = (...args: unknown[]) => {
    const [first] = args;
    const message = first instanceof Error ? first.message : String(first);
    if (message.endsWith('Iframe page loading is disabled.')) return;
    report(...args);
  };
  patched[filtered] = true;
}
