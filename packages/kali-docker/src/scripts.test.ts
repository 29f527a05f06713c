// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  KALI_PORTS,
  KALI_PROXY_READ_TIMEOUT_S,
  KALI_SCREEN,
  KALI_SCRIPT_FILENAME,
  KALI_SETTINGS,
  kaliDockerScript,
} from './core';

const scriptPath = join(import.meta.dirname, 'scripts', 'kali-docker.sh');

describe('kali-docker.sh', () => {
  it('is the file the page ships', () => {
    expect(kaliDockerScript).toBe(readFileSync(scriptPath, 'utf8'));
  });

  it('is the one the documentation snippets run, and they pass bash -n', () => {
    const quickStart = readFileSync(join(import.meta.dirname, 'scripts', 'quick-start.sh'), 'utf8');
    const manage = readFileSync(join(import.meta.dirname, 'scripts', 'manage.sh'), 'utf8');
    expect(quickStart).toContain(`chmod +x ${KALI_SCRIPT_FILENAME}\n`);
    expect(quickStart).toContain(`./${KALI_SCRIPT_FILENAME}\n`);
    const container = KALI_SETTINGS.find((s) => s.name === 'KALI_CONTAINER_NAME')?.defaultValue;
    expect(manage.match(new RegExp(` ${container} `, 'g'))).toHaveLength(4);
    for (const snippet of [quickStart, manage]) {
      expect(spawnSync('bash', ['-n'], { input: snippet }).status).toBe(0);
    }
  });

  it('passes bash -n and shellcheck -S warning', () => {
    const syntax = spawnSync('bash', ['-n', scriptPath], { encoding: 'utf8' });
    expect(syntax.stderr).toBe('');
    expect(syntax.status).toBe(0);
    const lint = spawnSync('shellcheck', ['-S', 'warning', scriptPath], { encoding: 'utf8' });
    expect(lint.error).toBeUndefined();
    expect(lint.stdout).toBe('');
    expect(lint.status).toBe(0);
  });

  describe('run against a stub docker', () => {
    let dir: string;
    let stubs: string;
    let build: string;

    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'kali-docker-'));
      stubs = join(dir, 'bin');
      build = join(dir, 'build');
      mkdirSync(stubs);
      // The stub records every call; `info` answers per DOCKER_UP, `container inspect` per CONTAINER_EXISTS.
      writeFileSync(
        join(stubs, 'docker'),
        `#!/usr/bin/env bash
printf '%s\\n' "$*" >>"${dir}/docker.log"
case "$1" in
  info) [[ "\${DOCKER_UP:-1}" == 1 ]] ;;
  container) [[ "\${CONTAINER_EXISTS:-0}" == 1 ]] ;;
  *) exit 0 ;;
esac
`,
      );
      writeFileSync(join(stubs, 'ss'), '#!/usr/bin/env bash\nexit 0\n');
      chmodSync(join(stubs, 'docker'), 0o755);
      chmodSync(join(stubs, 'ss'), 0o755);
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    const run = (env: Record<string, string> = {}, args: string[] = []) =>
      spawnSync('bash', [scriptPath, ...args], {
        encoding: 'utf8',
        env: { HOME: dir, PATH: `${stubs}:${process.env.PATH}`, KALI_BUILD_DIR: build, ...env },
      });
    const dockerCalls = () => readFileSync(join(dir, 'docker.log'), 'utf8').trim().split('\n');

    it('writes the build files with the spec values and runs the container', () => {
      const result = run({ KALI_VNC_PASSWORD: 's3cret12' });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);

      const nginx = readFileSync(join(build, 'nginx.conf'), 'utf8');
      expect(nginx).toContain(`listen ${KALI_PORTS.http};`);
      expect(nginx).toContain(`listen ${KALI_PORTS.https} ssl;`);
      expect(nginx).toContain(`proxy_pass http://127.0.0.1:${KALI_PORTS.novnc};`);
      expect(nginx).toContain(`proxy_read_timeout ${KALI_PROXY_READ_TIMEOUT_S};`);
      expect(nginx).toContain('proxy_set_header Upgrade $http_upgrade;');
      expect(nginx).toContain('map $http_upgrade $connection_upgrade');

      const supervisor = readFileSync(join(build, 'supervisord.conf'), 'utf8');
      expect(supervisor).toContain(
        `-geometry ${KALI_SCREEN.width}x${KALI_SCREEN.height} -depth ${KALI_SCREEN.depth}`,
      );
      expect(supervisor).toContain(`${KALI_PORTS.novnc} localhost:${KALI_PORTS.vnc}`);

      const dockerfile = readFileSync(join(build, 'Dockerfile'), 'utf8');
      expect(dockerfile).toMatch(/^FROM kalilinux\/kali-rolling$/m);
      expect(dockerfile).toContain('EXPOSE 80 443 5901 6080');

      const entrypoint = join(build, 'entrypoint.sh');
      expect(spawnSync('shellcheck', ['-S', 'warning', entrypoint]).status).toBe(0);

      const calls = dockerCalls();
      expect(calls).toContain(`build --pull -t kali-desktop:latest ${build}`);
      const runCall = calls.find((call) => call.startsWith('run '));
      for (const port of Object.values(KALI_PORTS)) expect(runCall).toContain(`-p ${port}:${port}`);
      expect(runCall).toContain('-e VNC_PASSWORD=s3cret12');
      expect(result.stdout).toContain('https://localhost:443/');
      expect(result.stdout).not.toContain('s3cret12');
    });

    it('generates and prints a password when none is given', () => {
      const result = run();
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/VNC password: {4}[A-Za-z0-9]{8} {2}\(generated/);
    });

    it('replaces the container of an earlier run (idempotent)', () => {
      expect(run({ KALI_VNC_PASSWORD: 's3cret12', CONTAINER_EXISTS: '1' }).status).toBe(0);
      expect(dockerCalls()).toContain('rm -f kali-desktop');
    });

    it('fails clearly on bad input or a missing daemon', () => {
      const short = run({ KALI_VNC_PASSWORD: 'abc' });
      expect(short.status).toBe(1);
      expect(short.stderr).toContain('KALI_VNC_PASSWORD must be 6 to 8 characters long');

      const down = run({ KALI_VNC_PASSWORD: 's3cret12', DOCKER_UP: '0' });
      expect(down.status).toBe(1);
      expect(down.stderr).toContain('The Docker daemon is not reachable');

      const unknown = run({}, ['--frobnicate']);
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain('Unknown argument: --frobnicate');

      const help = run({}, ['--help']);
      expect(help.status).toBe(0);
      expect(help.stdout).toContain('Usage: ./kali-docker.sh');
    });
  });
});
