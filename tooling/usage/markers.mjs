// The markers around generated parts of the READMEs, in one place for the scripts that write them
// (tooling/usage/readme-usage.mjs, tooling/scripts/package-contract.mjs) and new-demo.mjs.
export const USAGE_START =
  '<!-- usage:start (written by `pnpm usage:readmes` from tooling/usage: edit there) -->';
export const USAGE_END = '<!-- usage:end -->';
export const PAGES_START = '<!-- pages:start (written by `pnpm usage:readmes`) -->';
export const PAGES_END = '<!-- pages:end -->';
export const COST_START = '<!-- package-cost:start -->';
export const COST_END = '<!-- package-cost:end -->';
