// Child processes for the release rehearsal and the developer-loop checks: each server runs in its
// own process group so stopping it stops everything it started (pnpm → sh → vite → esbuild), and
// every group still running is killed when this process exits, however it exits.
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

const running = new Set();

/** Every process below `pid` (some tools, turbo among them, put their children in new groups). */
function descendants(pid) {
  let table;
  try {
    table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' });
  } catch {
    return [];
  }
  const children = new Map();
  for (const line of table.split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    if (!child) continue;
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(child);
  }
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Signals the child's process group and every descendant (listed before any of them dies). */
function killGroup(child, signal, tree = descendants(child.pid)) {
  for (const target of [-child.pid, ...tree]) {
    try {
      process.kill(target, signal);
    } catch {
      // Already gone.
    }
  }
  return tree;
}

process.on('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\nStopped by ${signal}.`);
    process.exit(130);
  });
}

/**
 * Starts a long-running command in its own process group. Its output goes to `logFile` and is kept
 * (the last 200 lines) for error messages.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string; env?: Record<string, string | undefined>; logFile?: string }} options
 */
export function startServer(name, command, args, { cwd, env, logFile }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const log = logFile ? createWriteStream(logFile) : null;
  const lines = [];
  const keep = (chunk) => {
    log?.write(chunk);
    lines.push(...chunk.toString().split('\n'));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      log?.end();
      resolve({ code, signal });
    });
  });
  return {
    name,
    child,
    exited,
    output: () => lines.join('\n'),
    /** Stops the whole group: SIGTERM, then SIGKILL after 5 s. */
    async stop() {
      if (!running.has(child)) return;
      const tree = killGroup(child, 'SIGTERM');
      const late = setTimeout(() => killGroup(child, 'SIGKILL', tree), 5000);
      await exited;
      clearTimeout(late);
      // Descendants that ignored SIGTERM while their parent exited.
      killGroup(child, 'SIGKILL', tree);
    },
  };
}

/** Waits until `url` answers 2xx, failing early (with the server's output) if the server exits. */
export async function waitForUrl(server, url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  /** @type {{ code: number | null; signal: string | null } | null} */
  let exitedWith = null;
  server.exited.then((result) => {
    exitedWith = result;
  });
  while (Date.now() < deadline) {
    if (exitedWith)
      throw new Error(
        `${server.name} exited (${exitedWith.signal ?? `code ${exitedWith.code}`}) before ${url} answered:\n${server.output()}`,
      );
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return response;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${server.name}: ${url} did not answer within ${timeoutMs / 1000} s:\n${server.output()}`);
}

/**
 * Runs a command to completion; resolves with its code, its combined output (for messages) and its
 * stdout alone (for values to parse: npm prints warnings such as "Unknown env config" on stderr),
 * never throws on exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string; env?: Record<string, string | undefined>; timeoutMs?: number; echo?: boolean }} [options]
 */
export function run(command, args, { cwd, env, timeoutMs = 600_000, echo = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let output = '';
    let stdout = '';
    const collect = (chunk) => {
      output += chunk;
      if (echo) process.stdout.write(chunk);
    };
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      collect(chunk);
    });
    child.stderr.on('data', collect);
    const timer = setTimeout(() => {
      killGroup(child, 'SIGKILL');
      output += `\n(killed after ${timeoutMs / 1000} s)`;
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      running.delete(child);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code: code ?? (signal ? 128 : 1), output, stdout });
    });
  });
}

/** Like `run`, but throws with the command's output when it fails. */
export async function mustRun(command, args, options) {
  const result = await run(command, args, options);
  if (result.code !== 0)
    throw new Error(`\`${[command, ...args].join(' ')}\` failed (exit ${result.code}):\n${result.output}`);
  return result.output;
}

/** Like `mustRun`, but returns stdout alone: for a value to parse, free of warnings on stderr. */
export async function mustRead(command, args, options) {
  const result = await run(command, args, options);
  if (result.code !== 0)
    throw new Error(`\`${[command, ...args].join(' ')}\` failed (exit ${result.code}):\n${result.output}`);
  return result.stdout;
}
