import rawScript from '../scripts/deploy-ipfs.ps1?raw';

/** The shipped deployment script, typed here so the .d.ts needs no `?raw` module. */
export const deployScript: string = rawScript;

export const SCRIPT_FILENAME = 'deploy-ipfs.ps1';
export const RESULT_FILENAME = 'ipfs-deployment.json';

/** Spec §9: the script's default parameters and the PowerShell it needs. */
export const DEFAULT_PARAMETERS = {
  ProjectPath: '.',
  BuildCommand: 'npm run build',
  BuildFolder: 'build',
  OpenInBrowser: false,
  Pin: false,
} as const;
export const MIN_POWERSHELL_VERSION = '5.1';

export interface ScriptParameter {
  name: keyof typeof DEFAULT_PARAMETERS;
  type: 'string' | 'switch';
  defaultValue?: string;
  description: string;
}

export const PARAMETERS: readonly ScriptParameter[] = [
  {
    name: 'ProjectPath',
    type: 'string',
    defaultValue: 'current directory',
    description: 'The project folder to build and deploy',
  },
  {
    name: 'BuildCommand',
    type: 'string',
    defaultValue: `'${DEFAULT_PARAMETERS.BuildCommand}'`,
    description: 'The command that builds the project',
  },
  {
    name: 'BuildFolder',
    type: 'string',
    defaultValue: `'${DEFAULT_PARAMETERS.BuildFolder}'`,
    description: 'The build output, relative to ProjectPath',
  },
  { name: 'OpenInBrowser', type: 'switch', description: 'Open the main gateway link when done' },
  { name: 'Pin', type: 'switch', description: 'Pin the content on the local node' },
];

/** The three public gateways the script prints, in order; the first gives mainUrl. */
export const GATEWAYS = [
  { name: 'ipfs.io', base: 'https://ipfs.io/ipfs/' },
  { name: 'dweb.link', base: 'https://dweb.link/ipfs/' },
  { name: 'Pinata', base: 'https://gateway.pinata.cloud/ipfs/' },
] as const;

/** A CIDv0 (Qm…, base58btc) or a CIDv1 in base32 (b…), as `ipfs add` prints them. */
const CID_PATTERN = /^(Qm[1-9A-HJ-NP-Za-km-z]{44}|b[a-z2-7]{58,})$/;

export function isCid(value: string): boolean {
  return CID_PATTERN.test(value);
}

export interface GatewayLink {
  name: string;
  url: string;
}

/** The gateway links for a hash. Throws on anything that is not a CID, so no URL is built from junk. */
export function buildGatewayLinks(hash: string): GatewayLink[] {
  if (!isCid(hash)) throw new Error(`Not an IPFS content identifier: ${hash}`);
  return GATEWAYS.map((gateway) => ({ name: gateway.name, url: `${gateway.base}${hash}/` }));
}

/** Spec §3: the deployment result, as the script saves it to ipfs-deployment.json. */
export interface DeploymentResult {
  timestamp: string;
  hash: string;
  mainUrl: string;
  projectPath: string;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * A CIDv1 (dag-pb, sha2-256) shaped like Kubo's `--cid-version=1` output: 'bafybei' and 52 more
 * base32 characters. Random digest: this is a simulation, nothing is hashed.
 */
export function randomCidV1(random: () => number): string {
  let cid = 'bafybei';
  for (let i = 0; i < 52; i += 1) cid += BASE32[Math.floor(random() * BASE32.length)];
  return cid;
}

export type SimTone = 'default' | 'info' | 'success' | 'muted' | 'command';

export interface SimStep {
  /** Delay before this line, in ms. */
  delayMs: number;
  text: string | ((hash: string) => string);
  tone: SimTone;
}

/** The scripted log of a simulated run with the default parameters. */
export const SIMULATION_STEPS: readonly SimStep[] = [
  { delayMs: 0, text: `PS C:\\projects\\my-app> .\\${SCRIPT_FILENAME} -Pin`, tone: 'command' },
  { delayMs: 300, text: 'IPFS deployment of C:\\projects\\my-app', tone: 'default' },
  { delayMs: 400, text: `==> Building: ${DEFAULT_PARAMETERS.BuildCommand}`, tone: 'info' },
  { delayMs: 600, text: '> my-app@1.0.0 build', tone: 'muted' },
  { delayMs: 500, text: '> react-scripts build', tone: 'muted' },
  { delayMs: 900, text: 'Creating an optimized production build...', tone: 'muted' },
  { delayMs: 1200, text: 'Compiled successfully. 187.42 kB build/static/js/main.js (gzip)', tone: 'muted' },
  { delayMs: 300, text: '    Build finished', tone: 'success' },
  { delayMs: 400, text: '==> Adding C:\\projects\\my-app\\build to IPFS', tone: 'info' },
  { delayMs: 1000, text: (hash) => `    Added and pinned: ${hash}`, tone: 'success' },
  { delayMs: 300, text: `    Deployment saved to C:\\projects\\my-app\\${RESULT_FILENAME}`, tone: 'success' },
  { delayMs: 200, text: 'Deployed. Gateway links:', tone: 'success' },
  ...GATEWAYS.map((gateway) => ({
    delayMs: 100,
    text: (hash: string) => `  ${gateway.base}${hash}/`,
    tone: 'default' as const,
  })),
];

/** The simulated project path shown in the deployment info. */
export const SIMULATED_PROJECT_PATH = 'C:\\projects\\my-app';
