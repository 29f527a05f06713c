import rawNodeConfig from '../scripts/bitcoin.conf?raw';
import rawManager from '../scripts/bitcoin-manager.sh?raw';
import rawCompose from '../scripts/docker-compose.yml?raw';

/** The shipped files, typed here so the .d.ts needs no `?raw` module. */
export const composeFile: string = rawCompose;
export const nodeConfigFile: string = rawNodeConfig;
export const managerScript: string = rawManager;

export const COMPOSE_FILENAME = 'docker-compose.yml';
export const NODE_CONFIG_FILENAME = 'bitcoin.conf';
export const MANAGER_FILENAME = 'bitcoin-manager.sh';

/** Spec §9: sample node configuration. */
export const NODE_CONFIG = { dbcache: 4096, maxmempool: 512, maxorphantx: 100, maxconnections: 125 } as const;

/** Spec §9: sample indexer configuration. */
export const INDEXER_CONFIG = {
  MAX_SESSIONS: 1000,
  MAX_SUBS: 250000,
  tcpPort: 50001,
  sslPort: 50002,
} as const;

/** Spec §9: hardware and time needed. */
export const REQUIREMENTS = {
  nodeDiskGb: 500,
  indexerDiskGb: 50,
  totalDiskGb: 550,
  minRamGb: 12,
  minCores: 4,
  syncDays: { min: 2, max: 7 },
} as const;

export const MANAGER_COMMANDS = ['start', 'stop', 'status', 'logs', 'backup'] as const;

/**
 * Reads a bitcoin.conf: `key=value` lines, `#` comments, optional `[section]` headers.
 * Repeated keys (rpcallowip) keep every value, in order. Throws on a line it cannot read.
 */
export function parseBitcoinConf(text: string): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  let section = '';
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const header = /^\[([a-z]+)\]$/.exec(line);
    if (header) {
      section = `${header[1]}.`;
      return;
    }
    const match = /^(-?[a-z][a-z0-9]*)\s*=\s*(.*)$/.exec(line);
    if (!match) throw new Error(`bitcoin.conf line ${index + 1} is not key=value: ${raw}`);
    const key = `${section}${match[1]}`;
    entries.set(key, [...(entries.get(key) ?? []), match[2] as string]);
  });
  return entries;
}
