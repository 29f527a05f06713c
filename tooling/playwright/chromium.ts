// The launcher for TypeScript importers (Playwright configs, specs); its one definition is chromium.mjs.
export { CHROMIUM_ARGS, chromiumLaunchOptions, chromiumPath } from './chromium.mjs';
