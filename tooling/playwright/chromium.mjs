// Debian's Chromium as every script and test here launches it: one list of flags, one way to find
// the binary (browsers cannot be downloaded on these machines). TypeScript importers import this
// file too (its types are in chromium.d.mts).
import { execFileSync } from 'node:child_process';

/** Flags for Debian's Chromium on a machine without a sandbox or a network (CI, these hosts). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium; CHROMIUM_PATH overrides. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error("Chromium is not installed: run the test command (it installs Debian's chromium).");
  }
}

export const chromiumLaunchOptions = () => ({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
