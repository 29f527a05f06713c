// What the scripts' `page.evaluate` callbacks read on the page's window: set by the same scripts
// (an init script or an earlier evaluate), never by the site.
declare global {
  interface Window {
    /** tooling/release/dev-loop.mjs: a value that survives hot module replacement, not a reload. */
    __devLoopMarker?: string;
    /** tooling/scripts/bench-stego.mjs: the durations of the page's long tasks. */
    __tasks: number[];
  }
}

export {};
