// @vitest-environment node
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Ajv } from 'ajv';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  COMPOSE_FILENAME,
  composeFile,
  INDEXER_CONFIG,
  MANAGER_COMMANDS,
  MANAGER_FILENAME,
  managerScript,
  NODE_CONFIG,
  NODE_CONFIG_FILENAME,
  nodeConfigFile,
  parseBitcoinConf,
} from './core';

const filesDir = join(import.meta.dirname, 'scripts');
const read = (name: string) => readFileSync(join(filesDir, name), 'utf8');

interface ComposeService {
  image: string;
  command?: string[];
  environment: Record<string, string>;
  ports?: string[];
  volumes?: string[];
}

describe('shipped files', () => {
  it('are the exact files the page shows', () => {
    expect(composeFile).toBe(read(COMPOSE_FILENAME));
    expect(nodeConfigFile).toBe(read(NODE_CONFIG_FILENAME));
    expect(managerScript).toBe(read(MANAGER_FILENAME));
  });
});

describe('docker-compose.yml', () => {
  const compose = parse(composeFile) as {
    services: Record<string, ComposeService>;
    volumes: Record<string, unknown>;
  };

  it('is valid against the Compose Specification schema (as shipped by dclint)', () => {
    const require = createRequire(import.meta.url);
    const schemaPath = join(dirname(require.resolve('dclint/package.json')), 'schemas/compose.schema.json');
    const { $schema, ...schema } = JSON.parse(readFileSync(schemaPath, 'utf8'));
    expect(schema.title).toBe('Compose Specification');
    // Draft-07 is Ajv's default dialect; its meta-schema is registered under the http:// id only.
    expect($schema).toBe('https://json-schema.org/draft-07/schema');
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(compose), JSON.stringify(validate.errors, null, 2)).toBe(true);
    // The schema is not a rubber stamp: an unknown service key is rejected.
    expect(validate({ services: { bitcoind: { image: 'x', imagee: 'typo' } } })).toBe(false);
  });

  it('configures the indexer with the spec values', () => {
    const { electrumx, bitcoind } = compose.services;
    expect(electrumx?.environment.MAX_SESSIONS).toBe(String(INDEXER_CONFIG.MAX_SESSIONS));
    expect(electrumx?.environment.MAX_SUBS).toBe(String(INDEXER_CONFIG.MAX_SUBS));
    expect(electrumx?.environment.SERVICES).toContain(`tcp://:${INDEXER_CONFIG.tcpPort}`);
    expect(electrumx?.environment.SERVICES).toContain(`ssl://:${INDEXER_CONFIG.sslPort}`);
    expect(electrumx?.ports).toEqual(['50001:50001', '50002:50002']);
    expect(electrumx?.environment.DAEMON_URL).toMatch(/@bitcoind:8332\/$/);
    expect(bitcoind?.volumes).toContain('./bitcoin.conf:/etc/bitcoin/bitcoin.conf:ro');
    expect(bitcoind?.command).toContain('-conf=/etc/bitcoin/bitcoin.conf');
    expect(Object.keys(compose.volumes)).toEqual(['bitcoin-data', 'electrumx-data']);
  });

  it('keeps the RPC password out of the file', () => {
    expect(composeFile).toContain('${BITCOIN_RPC_PASSWORD:?');
    expect(composeFile).not.toMatch(
      /rpcpassword=(?!\$\{BITCOIN_RPC_PASSWORD:\?|\\?"\$\$BITCOIN_RPC_PASSWORD)/,
    );
  });
});

describe('bitcoin.conf', () => {
  const conf = parseBitcoinConf(nodeConfigFile);

  it('parses and holds the spec values', () => {
    for (const [key, value] of Object.entries(NODE_CONFIG)) expect(conf.get(key)).toEqual([String(value)]);
    expect(conf.get('txindex')).toEqual(['1']);
    expect(conf.get('server')).toEqual(['1']);
    expect(conf.get('rpcallowip')).toEqual(['127.0.0.1', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']);
    expect(conf.has('rpcpassword')).toBe(false);
  });

  it('rejects unreadable lines with the line number', () => {
    expect(() => parseBitcoinConf('server=1\nthis is wrong')).toThrow('bitcoin.conf line 2 is not key=value');
    expect(parseBitcoinConf('[test]\nrpcport=18332').get('test.rpcport')).toEqual(['18332']);
  });
});

describe('bitcoin-manager.sh', () => {
  it('passes bash -n and shellcheck -S warning', () => {
    const path = join(filesDir, MANAGER_FILENAME);
    const syntax = spawnSync('bash', ['-n', path], { encoding: 'utf8' });
    expect(syntax.stderr).toBe('');
    expect(syntax.status).toBe(0);
    const lint = spawnSync('shellcheck', ['-S', 'warning', path], { encoding: 'utf8' });
    expect(lint.error).toBeUndefined();
    expect(lint.stdout).toBe('');
    expect(lint.status).toBe(0);
  });

  describe('run against a stub docker', () => {
    let dir: string;
    let stack: string;
    let stubs: string;

    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'bitcoin-stack-'));
      stack = join(dir, 'stack');
      stubs = join(dir, 'bin');
      mkdirSync(stack);
      mkdirSync(stubs);
      for (const name of [COMPOSE_FILENAME, NODE_CONFIG_FILENAME, MANAGER_FILENAME]) {
        copyFileSync(join(filesDir, name), join(stack, name));
      }
      writeFileSync(
        join(stubs, 'docker'),
        `#!/usr/bin/env bash
printf '%s\\n' "$*" >>"${dir}/docker.log"
case "$*" in
  "compose version") exit 0 ;;
  *" ps --status running -q bitcoind") echo 3f2a9c ;;
  *" exec -T bitcoind "*) printf '{\\n  "chain": "main",\\n  "blocks": 812345,\\n  "headers": 870000,\\n  "difficulty": 1\\n}\\n' ;;
esac
exit 0
`,
      );
      chmodSync(join(stubs, 'docker'), 0o755);
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    const run = (...args: string[]) =>
      spawnSync('bash', [join(stack, MANAGER_FILENAME), ...args], {
        encoding: 'utf8',
        env: { HOME: dir, PATH: `${stubs}:${process.env.PATH}` },
      });
    const calls = () => readFileSync(join(dir, 'docker.log'), 'utf8').trim().split('\n');
    const composeCall = (rest: string) =>
      `compose --project-directory ${stack} -f ${stack}/docker-compose.yml ${rest}`;

    it('start writes a private .env once and starts the stack (idempotent)', () => {
      const first = run('start');
      expect(first.stderr).toBe('');
      expect(first.status).toBe(0);
      const env = readFileSync(join(stack, '.env'), 'utf8');
      expect(env).toMatch(/^BITCOIN_RPC_USER=electrumx\nBITCOIN_RPC_PASSWORD=[A-Za-z0-9]{40}\n$/);
      expect(statSync(join(stack, '.env')).mode & 0o777).toBe(0o600);
      expect(calls()).toContain(composeCall('up -d'));

      expect(run('start').status).toBe(0);
      expect(readFileSync(join(stack, '.env'), 'utf8')).toBe(env);
    });

    it('stop gives bitcoind time to flush; status shows the sync', () => {
      expect(run('stop').status).toBe(0);
      expect(calls()).toContain(composeCall('stop --timeout 300'));
      const status = run('status');
      expect(status.status).toBe(0);
      expect(status.stdout).toContain('"blocks": 812345');
      expect(status.stdout).not.toContain('difficulty');
    });

    it('logs validates its arguments', () => {
      expect(run('logs', 'electrumx', '20').status).toBe(0);
      expect(calls()).toContain(composeCall('logs -f --tail 20 electrumx'));
      const bad = run('logs', 'nginx');
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain("Unknown service 'nginx': use bitcoind or electrumx.");
      expect(run('logs', 'bitcoind', 'ten').stderr).toContain(
        "The number of lines must be a whole number, got 'ten'.",
      );
    });

    it('backup archives the configuration files', () => {
      run('start');
      const result = run('backup');
      expect(result.status).toBe(0);
      const archive = /Backup written to (\S+\.tar\.gz)/.exec(result.stdout)?.[1] as string;
      const listing = spawnSync('tar', ['-tzf', archive], { encoding: 'utf8' }).stdout.trim().split('\n');
      expect(listing.sort()).toEqual(['.env', 'bitcoin.conf', 'docker-compose.yml']);
    });

    it('prints usage for help, nothing or an unknown command', () => {
      const help = run('help');
      expect(help.status).toBe(0);
      for (const command of MANAGER_COMMANDS)
        expect(help.stdout).toMatch(new RegExp(`^ {2}${command}\\b`, 'm'));
      expect(run().status).toBe(2);
      const unknown = run('restart');
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('Usage: ./bitcoin-manager.sh <command>');
      expect(unknown.stderr).toContain("Unknown command 'restart'.");
    });

    it('refuses to run without its files', () => {
      rmSync(join(stack, NODE_CONFIG_FILENAME));
      const result = run('start');
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('bitcoin.conf not found');
    });
  });
});
