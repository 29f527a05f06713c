#!/usr/bin/env node
// Steganography benchmark in Chromium: the real /steganography page and its workers,
// served by apps/server from a production build. For 1, 4 and 12 MP carriers (photo-like: smooth
// gradients with mild noise; and noise), it hides a ~1 MB file (990,000 bytes, or the largest that
// fits), then extracts it from the downloaded PNG and checks the bytes. Times run from the click to
// the success message; it also records the longest main-thread task (Long Tasks API), the peak
// memory in the page's two workers (DevTools Runtime.getHeapUsage, sampled) against 4 × the
// carrier's RGBA, and the renderer's peak memory growth (VmHWM, reset before each action).
// Needs a build (`pnpm build`), or BENCH_SITE_DIR / BENCH_SERVER_ENTRY pointing at one (e.g. what
// e2e-isolated.sh builds).
// Usage: node tooling/scripts/bench-stego.mjs [--runs N] [--sizes 1,4,12] [--kinds photo,noise]
//          [--pause MS] [--service-workers allow|block]
//        node tooling/scripts/bench-stego.mjs --gate [--update-baseline] [--plant-slowdown]
// --pause MS waits that long once an action can run before pressing it (a person's pause: the
// page's read-ahead of the image is then done, and the times are press to success alone).
// --service-workers block keeps the site's service worker from registering (it precaches the whole
// site on a first visit, in the same renderer and server as the measured work).
// --gate is the regression gate of the test command: only the 12 MP photo-like case, and, right
// before and right after each encode + decode, a fixed reference workload in the same page's two
// workers (plain JavaScript passes over a buffer the size of the carrier's pixels, on one worker
// then on both at once, as the page's own work is partly on one thread and partly on two). The
// page's times follow the machine's load; the ratio of the two, taken in the same threads of the
// same renderer a moment apart, mostly does not. It fails, naming the figure, when a median ratio
// is more than 15 % above the one in docs/benchmarks.json; --update-baseline writes it there (a
// commit of its own, saying why). --plant-slowdown (or BENCH_PLANT_SLOWDOWN=1) proves the gate:
// the harness adds one extra pass over a carrier-sized pixel buffer to every encode in the page's
// worker (nothing in the shipped code changes), and the gate must then fail.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../playwright/chromium.mjs';
import { pngFromScanlines, rgbaPng } from '../testing/rgbaPng.mjs';

// The workers' memory is read over the DevTools protocol (a WebSocket); Node 20 has WebSocket
// behind a flag, Node 22+ has it always.
if (typeof WebSocket === 'undefined') {
  const { spawnSync } = await import('node:child_process');
  const again = spawnSync(process.execPath, ['--experimental-websocket', ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  process.exit(again.status ?? 1);
}

const root = resolve(import.meta.dirname, '../..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const GATE = process.argv.includes('--gate');
const UPDATE_BASELINE = process.argv.includes('--update-baseline');
const PLANT_SLOWDOWN = process.argv.includes('--plant-slowdown') || process.env.BENCH_PLANT_SLOWDOWN === '1';
const PAUSE_MS = Number(arg('pause', process.env.BENCH_PAUSE_MS ?? 0));
const SERVICE_WORKERS = arg('service-workers', process.env.BENCH_SERVICE_WORKERS ?? 'allow');
if (SERVICE_WORKERS !== 'allow' && SERVICE_WORKERS !== 'block') {
  console.error(`--service-workers takes allow or block, not "${SERVICE_WORKERS}".`);
  process.exit(1);
}
const RUNS = Number(arg('runs', process.env.BENCH_RUNS ?? (GATE ? 5 : 3)));
const SIZES = GATE ? [12] : arg('sizes', '1,4,12').split(',').map(Number);
const KINDS = GATE ? ['photo'] : arg('kinds', 'photo,noise').split(',');
const BASELINE_PATH = join(root, 'docs/benchmarks.json');
// The baseline's entry in docs/benchmarks.json, and the figures the gate judges (CPU seconds: a
// busy machine scatters wall times, the page's and the reference's at different moments, so a
// wall-time ratio moved ±25 % between runs at a load average of 10 on 2 cores; CPU seconds ±3 %).
const BASELINE_KEY =
  "steganography 12 MP photo-like encode + decode against reference passes in the page's workers";
const WORKER_KEY =
  "steganography 12 MP encode press to success, CPU seconds in the page's workers / the reference passes' there";
const CPU_KEY =
  "steganography 12 MP photo-like encode + decode, renderer CPU seconds / the reference passes' CPU seconds";
// How much worse than the baseline a ratio may get before the gate fails.
const TOLERANCE = 1.15;
// Free ports by default: a server (or a Chromium) still shutting down from the previous run holds
// a fixed one for a moment, and this run then talked to it (a page that never loaded, or "Session
// with given id not found").
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const origin = `http://127.0.0.1:${port}`;
const work = join(root, '.tmp/bench-stego');
mkdirSync(work, { recursive: true });

const DIMENSIONS = { 1: [1000, 1000], 4: [2000, 2000], 12: [4000, 3000] };
const FILE_SIZE = 990_000;
const FILE_NAME = 'payload.bin';
const FILE_TYPE = 'application/octet-stream';

// --- carriers (8-bit RGBA PNGs written with Node's zlib, independent of the page's codec) ---
function carrier(kind, megapixels) {
  const path = join(work, `${kind}-${megapixels}mp.png`);
  if (existsSync(path)) return path;
  const [width, height] = DIMENSIONS[megapixels];
  writeFileSync(path, pngFromScanlines(width, height, scanlines(kind, megapixels)));
  return path;
}
/** The carrier's filtered scanlines (filter byte 0, then RGBA), deterministic. */
function scanlines(kind, megapixels) {
  const [width, height] = DIMENSIONS[megapixels];
  const stride = width * 4 + 1;
  const raw = Buffer.alloc(stride * height);
  let seed = 0x2545f491;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed >>> 0;
  };
  const clamp = (v) => (v < 0 ? 0 : v > 255 ? 255 : v | 0);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const o = row + 1 + x * 4;
      if (kind === 'noise') {
        const r = next();
        raw[o] = r & 0xff;
        raw[o + 1] = (r >>> 8) & 0xff;
        raw[o + 2] = (r >>> 16) & 0xff;
      } else {
        // A sky-to-ground gradient with a soft blob, plus ±3 of sensor-like noise.
        const n = (next() % 7) - 3;
        const blob =
          60 * Math.exp(-((x - width * 0.6) ** 2 + (y - height * 0.4) ** 2) / (0.05 * width * width));
        raw[o] = clamp(90 + (120 * y) / height + blob + n);
        raw[o + 1] = clamp(140 + 60 * Math.sin((x / width) * Math.PI) - (40 * y) / height + n);
        raw[o + 2] = clamp(220 - (150 * y) / height + blob / 2 + n);
      }
      raw[o + 3] = 255;
    }
  }
  return raw;
}

// --- the gate's reference workload and planted slowdown, run in the page's own workers ---
// Both are sent as source over the DevTools protocol (Runtime.evaluate in each worker's session):
// they must not use anything from this script.

/**
 * The reference: plain JavaScript over a fresh buffer of `bytes` (the carrier's RGBA size, or its
 * share): fill it with xorshift noise, apply PNG's Sub filter to it backwards in place with
 * Adler-like sums, then set the low bit of every R, G and B byte, the kinds of byte loops the
 * page's codec runs. The buffer is freed at once (`transfer(0)`), as the page frees its own.
 * Returns when it started and ended (epoch ms, comparable between workers).
 * @param {number} bytes
 */
function referencePass(bytes) {
  const data = new Uint8Array(bytes);
  const start = performance.timeOrigin + performance.now();
  const words = new Uint32Array(data.buffer, 0, bytes >>> 2);
  let seed = 0x2545f491;
  for (let i = 0; i < words.length; i++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    words[i] = seed;
  }
  let a = 1;
  let b = 0;
  for (let i = bytes - 1; i >= 4; i--) {
    const v = (data[i] - data[i - 4]) & 255;
    data[i] = v;
    a = (a + v) | 0;
    b = (b + a) | 0;
  }
  for (let p = 0; p < bytes; p++) {
    if ((p & 3) === 3) continue;
    data[p] = (data[p] & 0xfe) | ((b >>> (p & 31)) & 1);
  }
  const end = performance.timeOrigin + performance.now();
  // @ts-expect-error ArrayBuffer.prototype.transfer (ES2024) is in Chromium, not in this script's lib.
  data.buffer.transfer?.(0);
  return { start, end, check: a ^ b };
}

/**
 * Waits (up to 3 s) until the renderer has been idle for a tenth of a second: what the page does
 * after an action (its preview, the JPEG test, collecting the action's garbage) is not the
 * reference's, and would weigh on it.
 */
async function quiet(pids) {
  for (let i = 0; i < 30; i++) {
    const before = cpuSeconds(pids);
    await new Promise((r) => setTimeout(r, 100));
    if (cpuSeconds(pids) - before <= 0.01) return;
  }
}

/**
 * The reference in the page's workers: one pass over the whole buffer on one worker, then one over
 * each half on both workers at once (the page hides and checks on one thread and compresses on
 * two: under load a two-thread stretch slows more than a one-thread one). Its wall time in ms, and
 * the CPU seconds the renderer (`pids`) used meanwhile.
 */
async function reference(cdp, workers, bytes, pids) {
  await quiet(pids);
  const cpuBefore = cpuSeconds(pids);
  const workerBefore = workerCpuSeconds(pids);
  const run = async (session, size) => {
    const { result, exceptionDetails } = await cdp.send(
      'Runtime.evaluate',
      { expression: `(${referencePass})(${size})`, returnByValue: true },
      session,
    );
    if (exceptionDetails) throw new Error(`reference workload: ${exceptionDetails.text}`);
    return result.value;
  };
  const sessions = workers();
  const serial = await run(sessions[0], bytes);
  const share = Math.floor(bytes / sessions.length / 4) * 4;
  const halves = await Promise.all(sessions.map((session) => run(session, share)));
  const parallel = Math.max(...halves.map((h) => h.end)) - Math.min(...halves.map((h) => h.start));
  return {
    ms: serial.end - serial.start + parallel,
    cpu: cpuSeconds(pids) - cpuBefore,
    workerCpu: workerCpuSeconds(pids) - workerBefore,
  };
}

/**
 * The planted slowdown (--plant-slowdown): every 'encode' request the worker receives first runs
 * one extra pass over a buffer of the carrier's pixels (`bytes` of RGBA) that writes a bit into the
 * low bit of each R, G and B byte, the loop the page's embedding runs over the frame's pixels. In
 * the worker that encodes, before its own handler: what a change adding one more pass over the
 * pixels to the encode would cost. Returns whether this worker had a handler to wrap.
 * @param {number} bytes
 */
function plantExtraPass(bytes) {
  /** @type {any} */
  const scope = self;
  const handler = scope.onmessage;
  if (typeof handler !== 'function') return false;
  scope.onmessage = function (/** @type {MessageEvent} */ event) {
    if (event.data?.kind === 'encode') {
      const data = new Uint8Array(bytes);
      let p = 0;
      for (let i = 0; p < bytes; i++) {
        for (let bit = 7; bit >= 0 && p < bytes; bit--) {
          if ((p & 3) === 3) p++;
          data[p] = (data[p] & 0xfe) | ((i >> bit) & 1);
          p++;
        }
      }
      // @ts-expect-error see referencePass
      data.buffer.transfer?.(0);
    }
    return handler.call(this, event);
  };
  return true;
}

function payloadFor(megapixels) {
  const [width, height] = DIMENSIONS[megapixels];
  const capacity = Math.floor((width * height * 3) / 8);
  let size = FILE_SIZE;
  // Format 2 frame: prefix (4), marker and flags (2), JSON header, separator, the (random, so
  // stored uncompressed) file.
  const frame = (s) =>
    4 + 2 + Buffer.byteLength(JSON.stringify({ filename: FILE_NAME, size: s, type: FILE_TYPE })) + 1 + s;
  while (frame(size) > capacity) size -= 1;
  // The page stores the file's own name in the header: it must be FILE_NAME.
  const folder = join(work, `payload-${size}`);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, FILE_NAME);
  if (!existsSync(path)) writeFileSync(path, randomBytes(size));
  return { path, size };
}

// --- renderer memory (the page's workers live in its renderer process) ---
/** Renderer processes started by this script's Chromium (descendants of this process). */
function rendererPids() {
  const parent = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parent.set(
        Number(entry),
        Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]),
      );
    } catch {}
  }
  const mine = (pid) => {
    for (let p = pid; p > 1; p = parent.get(p) ?? 0) if (p === process.pid) return true;
    return false;
  };
  return [...parent.keys()].filter((pid) => {
    try {
      return mine(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer');
    } catch {
      return false;
    }
  });
}
const memoryKb = (pid, field) => {
  try {
    return Number(
      new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0,
    );
  } catch {
    return 0;
  }
};
function resetPeaks(pids) {
  const before = new Map();
  for (const pid of pids) {
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
    } catch {}
    before.set(pid, memoryKb(pid, 'VmRSS'));
  }
  return before;
}
/** CPU seconds (user + system) used so far by these processes, all threads. */
function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  return ticks / 100;
}
/**
 * CPU seconds used so far by the Web Worker threads of these processes (Chromium names each
 * "DedicatedWorker thread"): the page's worker and its helper, without the main thread, the
 * image decoders or the compositor.
 */
function workerCpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    let tasks = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {}
    for (const tid of tasks) {
      try {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        if (!stat.includes('(DedicatedWorker')) continue;
        const fields = stat.split(') ')[1].split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {}
    }
  }
  return ticks / 100;
}
const peakGrowthMb = (before) =>
  Math.max(0, ...[...before].map(([pid, rss]) => memoryKb(pid, 'VmHWM') - rss)) / 1024;

// --- the workers' own memory (DevTools protocol) ---
// What the budget names: memory in the worker. Chromium attributes no RSS to a thread, so
// this is what each worker's isolate holds: its JavaScript heap in use, the backing stores of its
// ArrayBuffers (pixels, PNG pieces, payloads) and its share of Blink's heap
// (Runtime.getHeapUsage: usedSize + backingStorageSize + embedderHeapUsedSize), summed over the
// page's worker and its helper, sampled every few milliseconds (a busy worker answers between
// two pieces of JavaScript, through V8 interrupts). Native buffers outside the isolate (an
// OffscreenCanvas's pixels, zlib's state) are not in it: the renderer column above counts them.
const cdpPort = Number(process.env.BENCH_CDP_PORT ?? (await freePort()));
// BENCH_WORKER_MEMORY=0 leaves the workers unsampled (to check that sampling does not move the times).
// The gate leaves them unsampled: the sampling's own traffic would be part of its times.
const sampleWorkers = !GATE && process.env.BENCH_WORKER_MEMORY !== '0';
/** A TCP port nothing listens on now (the system's choice). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}
class Cdp {
  static async connect() {
    const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${cdpPort}/json/version`)).json();
    const cdp = new Cdp(new WebSocket(webSocketDebuggerUrl));
    await new Promise((resolve, reject) => {
      cdp.socket.addEventListener('open', resolve, { once: true });
      cdp.socket.addEventListener('error', reject, { once: true });
    });
    return cdp;
  }
  constructor(socket) {
    this.socket = socket;
    this.next = 1;
    this.waiting = new Map();
    this.workers = new Set(); // session ids of attached workers
    /** Each attached worker's script URL, by session id. */
    this.workerUrls = new Map();
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(event.data);
      if (message.id) {
        const entry = this.waiting.get(message.id);
        this.waiting.delete(message.id);
        if (message.error) entry?.reject(new Error(message.error.message));
        else entry?.resolve(message.result);
      } else if (message.method === 'Target.attachedToTarget') {
        const { sessionId, targetInfo } = message.params;
        if (targetInfo.type === 'worker') {
          if (process.env.BENCH_DEBUG) console.log(`worker attached: ${sessionId} ${targetInfo.url}`);
          this.workers.add(sessionId);
          this.workerUrls.set(sessionId, targetInfo.url);
          // A worker's own workers (the helper) attach through it.
          this.send('Target.setAutoAttach', AUTO_ATTACH, sessionId).catch(() => {});
        }
      } else if (message.method === 'Target.detachedFromTarget') {
        if (process.env.BENCH_DEBUG) console.log(`detached: ${message.params.sessionId}`);
        this.workers.delete(message.params.sessionId);
      }
    });
  }
  send(method, params = {}, sessionId) {
    const id = this.next++;
    this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    return new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
  }
  /** Attaches to the page at `url` and, through it, to every worker it starts. */
  async watch(url) {
    const { targetInfos } = await this.send('Target.getTargets');
    const target = targetInfos.find((t) => t.type === 'page' && t.url === url);
    if (!target) throw new Error(`no DevTools target for ${url}`);
    const { sessionId } = await this.send('Target.attachToTarget', {
      targetId: target.targetId,
      flatten: true,
    });
    await this.send('Target.setAutoAttach', AUTO_ATTACH, sessionId);
    return sessionId;
  }
  /** Bytes the page's workers hold now (see above). */
  async workerBytes(trace) {
    const usages = await Promise.all(
      [...this.workers].map((session) => this.send('Runtime.getHeapUsage', {}, session).catch(() => null)),
    );
    trace?.push({
      t: Date.now(),
      workers: usages.map((u) =>
        u
          ? [u.usedSize, u.backingStorageSize ?? 0, u.embedderHeapUsedSize ?? 0].map(
              (b) => +(b / 1_048_576).toFixed(2),
            )
          : null,
      ),
    });
    return usages.reduce(
      (sum, u) => sum + (u ? u.usedSize + (u.backingStorageSize ?? 0) + (u.embedderHeapUsedSize ?? 0) : 0),
      0,
    );
  }
  /** Samples `workerBytes` until `stop()`; resolves to the peak, in MB. */
  sample(trace) {
    let running = true;
    let peak = 0;
    const done = (async () => {
      while (running) {
        peak = Math.max(peak, await this.workerBytes(trace));
        await new Promise((r) => setTimeout(r, 4));
      }
      return peak / 1_048_576;
    })();
    return {
      stop: () => {
        running = false;
        return done;
      },
    };
  }
  /** Starts the CPU profiler in every worker; `stop()` resolves to their profiles (.cpuprofile). */
  async profile() {
    const sessions = [...this.workers];
    for (const session of sessions) {
      await this.send('Profiler.enable', {}, session);
      await this.send('Profiler.setSamplingInterval', { interval: 250 }, session);
      await this.send('Profiler.start', {}, session);
    }
    return {
      stop: () =>
        Promise.all(
          sessions.map((session) =>
            this.send('Profiler.stop', {}, session).then(
              (result) => result.profile,
              () => null,
            ),
          ),
        ),
    };
  }
  close() {
    this.socket.close();
  }
}
const AUTO_ATTACH = { autoAttach: true, waitForDebuggerOnStart: false, flatten: true };

// --- the page ---
/**
 * The moment an image is chosen: memory peaks and CPU are counted from there, since the page starts
 * reading a chosen image's pixels at once (before the click).
 */
// BENCH_TRACE=<dir>: each action's samples of the workers' memory, and their CPU profiles.
const traceDir = process.env.BENCH_TRACE;
async function choosing(pids, cdp, name) {
  /** @type {(Record<string, unknown>[] & { name?: string }) | undefined} */
  const trace = traceDir ? [] : undefined;
  if (trace) trace.name = name;
  return {
    trace,
    profiler: trace ? await cdp.profile() : null,
    pids,
    before: resetPeaks(pids),
    cpuBefore: cpuSeconds(pids),
    chosenAt: Date.now(),
    workers: sampleWorkers ? cdp.sample(trace) : { stop: async () => Number.NaN },
  };
}

async function action(page, button, since) {
  const { before, cpuBefore, chosenAt } = since;
  const start = Date.now();
  const workerBefore = workerCpuSeconds(since.pids);
  since.trace?.push({ t: start, event: 'click' });
  const elapsed = await page.evaluate(async (name) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes(name));
    const t0 = performance.now();
    button.click();
    return new Promise((resolve, reject) => {
      const check = () => {
        const text = document.querySelector('[data-testid="stego-message"]')?.textContent ?? '';
        if (text.includes('terminé')) return resolve(performance.now() - t0);
        if (text.includes('Erreur')) return reject(new Error(text));
        requestAnimationFrame(check);
      };
      new MutationObserver(check).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      check();
    });
  }, button);
  const fromChoice = Date.now() - chosenAt;
  const workerCpu = workerCpuSeconds(since.pids) - workerBefore;
  since.trace?.push({ t: Date.now(), event: 'done' });
  await page.waitForTimeout(300); // tasks right after the message (the preview) still count
  const tasks = await page.evaluate(() => window.__tasks);
  const workerPeak = await since.workers.stop();
  if (since.trace) {
    mkdirSync(traceDir, { recursive: true });
    const profiles = await since.profiler.stop();
    profiles.forEach((profile, k) => {
      if (profile)
        writeFileSync(join(traceDir, `${since.trace.name}-worker${k}.cpuprofile`), JSON.stringify(profile));
    });
    const t0 = since.chosenAt;
    writeFileSync(
      join(traceDir, `${since.trace.name}.txt`),
      since.trace.map((e) => `${e.t - t0}\t${e.event ?? JSON.stringify(e.workers)}`).join('\n'),
    );
  }
  return {
    workerPeak,
    ms: elapsed,
    fromChoice,
    wall: Date.now() - start,
    longest: Math.max(0, ...tasks),
    memory: peakGrowthMb(before),
    // From the choice of the image, and the ~300 ms after the message (the preview and the JPEG
    // test run then).
    cpu: cpuSeconds(since.pids) - cpuBefore,
    // The page's workers, press to success.
    workerCpu,
  };
}

/** Sessions of the steganography workers (its script) attached since `earlier` was taken. */
const stegoWorkers = (cdp, earlier) =>
  [...cdp.workers].filter(
    (session) =>
      !earlier.has(session) && /\/assets\/worker-[^/]*\.js$/.test(cdp.workerUrls.get(session) ?? ''),
  );

/**
 * The DevTools sessions of the page's workers (the one that encodes and its helper), attached
 * since `earlier` was taken: as many as the page starts (two on two cores or more).
 */
async function pageWorkers(page, cdp, earlier) {
  const expected = (await page.evaluate(() => navigator.hardwareConcurrency)) >= 2 ? 2 : 1;
  for (let i = 0; i < 100; i++) {
    const started = stegoWorkers(cdp, earlier);
    if (started.length >= expected) return started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the page's ${expected} worker(s) did not attach to DevTools`);
}

/** Installs the planted slowdown (`plantExtraPass`) in the page's workers. */
async function plant(cdp, sessions, bytes) {
  const wrapped = await Promise.all(
    sessions.map((session) =>
      cdp
        .send(
          'Runtime.evaluate',
          { expression: `(${plantExtraPass})(${bytes})`, returnByValue: true },
          session,
        )
        .then((reply) => reply.result.value === true),
    ),
  );
  if (!wrapped.includes(true)) throw new Error('--plant-slowdown: no worker handler to wrap');
}

/** Waits until the action button is enabled; says why not when it stays disabled. */
async function ready(page) {
  try {
    await page.waitForFunction(
      () => !document.querySelector('button[type="submit"]')?.hasAttribute('disabled'),
    );
  } catch (error) {
    const reason = await page.locator('[data-testid^="stego-"]').allTextContents();
    throw new Error(`the action stayed disabled: ${reason.join(' / ') || 'no reason shown'}`, {
      cause: error,
    });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const max = (values) => Math.max(...values);

const siteDir = process.env.BENCH_SITE_DIR ?? join(root, 'apps/site/dist');
const serverEntry = process.env.BENCH_SERVER_ENTRY ?? join(root, 'apps/server/dist/main.js');
if (!existsSync(serverEntry) || !existsSync(siteDir)) {
  console.error(`No build found (${serverEntry}, ${siteDir}): run \`pnpm build\` first.`);
  process.exit(1);
}
const server = spawn(process.execPath, [serverEntry], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_DIR: siteDir,
    NOTES_DATA_DIR: join(work, 'notes'),
  },
  stdio: 'ignore',
});
const stopServer = () => server.kill();
process.on('exit', stopServer);
for (let i = 0; i < 100; i++) {
  if (server.exitCode !== null) {
    console.error(`The server stopped at start (exit code ${server.exitCode}): is port ${port} taken?`);
    process.exit(1);
  }
  try {
    if ((await fetch(`${origin}/healthz`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 100));
}

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${cdpPort}`],
});
const cdp = await Cdp.connect();
const version = browser.version();
const tinyPath = join(work, 'tiny.png');
writeFileSync(
  tinyPath,
  rgbaPng(2, 2, () => [10, 20, 30, 255]),
);
const loads = [];
const rows = [];
/** @type {{ encode: number, decode: number, reference: number, ratio: number, cpuRatio: number, workerRatio: number, encodeRatio: number }[]} */
const gateRows = [];
try {
  for (const megapixels of SIZES) {
    for (const kind of KINDS) {
      const carrierPath = carrier(kind, megapixels);
      const payload = payloadFor(megapixels);
      const [width, height] = DIMENSIONS[megapixels];
      const rgbaBytes = width * height * 4;
      const samples = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ acceptDownloads: true, serviceWorkers: SERVICE_WORKERS });
        const page = await context.newPage();
        await page.addInitScript(() => {
          window.__tasks = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) window.__tasks.push(entry.duration);
          }).observe({ type: 'longtask', buffered: true });
        });
        await page.goto(`${origin}/steganography`);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await cdp.watch(page.url());
        const pids = rendererPids();
        const earlierWorkers = new Set(cdp.workers);
        // The page starts its two workers on its first request: a tiny image first, so that their
        // start (two JavaScript isolates, the same for any image) is not counted as this image's memory.
        await page.getByLabel('Image porteuse').setInputFiles(tinyPath);
        await page.getByText('2 × 2 px').waitFor();
        if (GATE) await pageWorkers(page, cdp, earlierWorkers);
        // The page's workers as they are now (a session that went away is dropped).
        const workers = () => stegoWorkers(cdp, earlierWorkers);
        if (PLANT_SLOWDOWN) await plant(cdp, workers(), rgbaBytes);
        // Interleaved: the reference right before the encode, between the encode and the decode,
        // and right after the decode, in the same workers, so that a change in the machine's load
        // during the run weighs on both sides of each action's ratio.
        const refs = GATE ? [await reference(cdp, workers, rgbaBytes, pids)] : [];
        await page.evaluate(() => {
          window.__tasks = [];
        });
        const carrierChosen = await choosing(pids, cdp, `${kind}-${megapixels}-encode-${run}`);
        await page.getByLabel('Image porteuse').setInputFiles(carrierPath);
        await page.getByText(`${width} × ${height} px`).waitFor();
        await page.getByLabel('Fichier à cacher').setInputFiles(payload.path);
        await page.getByRole('button', { name: 'Cacher le fichier' }).waitFor();
        await ready(page);
        if (PAUSE_MS > 0) await page.waitForTimeout(PAUSE_MS);
        loads.push(loadavg()[0]);
        const encode = await action(page, 'Cacher le fichier', carrierChosen);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Télécharger', exact: true }).click(),
        ]);
        const encodedPath = join(work, `out-${kind}-${megapixels}.png`);
        await download.saveAs(encodedPath);
        const pngBytes = readFileSync(encodedPath).length;
        if (GATE) refs.push(await reference(cdp, workers, rgbaBytes, pids));
        await page.getByRole('tab', { name: 'Décoder' }).click();
        await page.evaluate(() => {
          window.__tasks = [];
        });
        const imageChosen = await choosing(pids, cdp, `${kind}-${megapixels}-decode-${run}`);
        await page.getByLabel('Image à décoder').setInputFiles(encodedPath);
        await page.getByText(`${width} × ${height} px`).waitFor();
        await ready(page);
        if (PAUSE_MS > 0) await page.waitForTimeout(PAUSE_MS);
        const decode = await action(page, 'Extraire le fichier', imageChosen);
        const [recovered] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Télécharger le fichier' }).click(),
        ]);
        const back = readFileSync(await recovered.path());
        if (!back.equals(readFileSync(payload.path)))
          throw new Error(`${kind} ${megapixels} MP: recovered bytes differ`);
        if (GATE) {
          refs.push(await reference(cdp, workers, rgbaBytes, pids));
          const [r0, r1, r2] = refs.map((r) => r.ms);
          const aroundEncode = (r0 + r1) / 2;
          // From each image's choice, not from the click: the page reads a chosen image's pixels
          // ahead, so a click right after the choice would leave that work out of the figure
          // (and a pass over the pixels can move between the two without changing what a person waits).
          // Each action against the references on either side of it.
          const ratio = encode.fromChoice / aroundEncode + decode.fromChoice / ((r1 + r2) / 2);
          const ref = (r0 + 2 * r1 + r2) / 4;
          // CPU seconds change far less with the machine's load than wall time does.
          // Against the later two references, as below.
          const cpuRatio = (encode.cpu + decode.cpu) / ((refs[1].cpu + refs[2].cpu) / 2);
          samples.push({
            encode,
            decode,
            ref,
            ratio,
            cpuRatio,
            // The encode's work in the page's workers, press to success, against the reference's
            // there: the figure a pass added to the encode moves most, and load least.
            // The references after the first only: the first, in workers that have done nothing yet,
            // ran on less CPU (0.64–0.68 s against 0.73–0.76 s, every run).
            workerRatio: encode.workerCpu / ((refs[1].workerCpu + refs[2].workerCpu) / 2),
            encodeRatio: encode.ms / aroundEncode,
            pngBytes,
          });
          console.log(
            `run ${run + 1}: encode ${encode.fromChoice} ms + decode ${decode.fromChoice} ms from choosing each image (click to success ${Math.round(encode.ms)} + ${Math.round(decode.ms)} ms), references ${refs.map((r) => Math.round(r.ms)).join(', ')} ms, ratio ${ratio.toFixed(3)}; renderer CPU ${(encode.cpu + decode.cpu).toFixed(2)} s against ${refs.map((r) => r.cpu.toFixed(2)).join(', ')} s, ratio ${cpuRatio.toFixed(3)}; encode in the workers ${encode.workerCpu.toFixed(2)} CPU-s against ${refs.map((r) => r.workerCpu.toFixed(2)).join(', ')}, ratio ${samples.at(-1).workerRatio.toFixed(3)}; load ${loadavg()[0].toFixed(1)}`,
          );
          await context.close();
          continue;
        }
        // A second carrier in the same page (the same file chosen again): what one more image costs
        // once the page has done an encode, without the first run's one-time costs (code compiled
        // in the workers, their heaps grown, canvases made).
        await page.getByRole('tab', { name: 'Encoder' }).click();
        const againChosen = await choosing(pids, cdp, `${kind}-${megapixels}-again-${run}`);
        await page.getByLabel('Image porteuse').setInputFiles(tinyPath);
        await page.getByText('2 × 2 px').waitFor();
        await page.getByLabel('Image porteuse').setInputFiles(carrierPath);
        await page.getByText(`${width} × ${height} px`).waitFor();
        await page.getByLabel('Fichier à cacher').setInputFiles(payload.path);
        await ready(page);
        const again = await action(page, 'Cacher le fichier', againChosen);
        samples.push({ encode, decode, again, pngBytes });
        console.log(
          `${kind} ${megapixels} MP run ${run + 1}: encode ${Math.round(encode.ms)} ms, decode ${Math.round(decode.ms)} ms (press to success); from choosing each image ${encode.fromChoice} + ${decode.fromChoice} ms; load ${loadavg()[0].toFixed(1)}`,
        );
        await context.close();
      }
      if (GATE) {
        gateRows.push({
          encode: median(samples.map((s) => s.encode.fromChoice)),
          decode: median(samples.map((s) => s.decode.fromChoice)),
          reference: median(samples.map((s) => s.ref)),
          // The least disturbed run: a busy machine's bursts hit the page and the reference at
          // different moments and scatter single runs both ways, least so in the best one.
          ratio: Math.min(...samples.map((s) => s.ratio)),
          cpuRatio: median(samples.map((s) => s.cpuRatio)),
          workerRatio: median(samples.map((s) => s.workerRatio)),
          encodeRatio: median(samples.map((s) => s.encodeRatio)),
        });
        continue;
      }
      const rgbaMb = (width * height * 4) / 1_048_576;
      const row = {
        carrier: `${megapixels} MP ${kind} (${width}×${height})`,
        file: payload.size,
        encode: median(samples.map((s) => s.encode.ms)),
        decode: median(samples.map((s) => s.decode.ms)),
        total: median(samples.map((s) => s.encode.ms + s.decode.ms)),
        fromChoice: median(samples.map((s) => s.encode.fromChoice + s.decode.fromChoice)),
        cpu: median(samples.map((s) => s.encode.cpu + s.decode.cpu)),
        longest: max(samples.flatMap((s) => [s.encode.longest, s.decode.longest])),
        memory: max(samples.flatMap((s) => [s.encode.memory, s.decode.memory])),
        againMemory: max(samples.map((s) => s.again.memory)),
        workers: max(samples.flatMap((s) => [s.encode.workerPeak, s.decode.workerPeak])),
        againWorkers: max(samples.map((s) => s.again.workerPeak)),
        budget: 4 * rgbaMb,
        png: samples[0].pngBytes / 1_048_576,
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
} finally {
  cdp.close();
  await browser.close();
  stopServer();
}

if (GATE) {
  const [{ encode, decode, reference: ref, ratio, cpuRatio, workerRatio, encodeRatio }] = gateRows;
  const figure = {
    ratio: +ratio.toFixed(3),
    cpuRatio: +cpuRatio.toFixed(3),
    workerRatio: +workerRatio.toFixed(3),
    // The encode alone, press to success: the part a person waits for after pressing, and less
    // diluted by the page's read-ahead than the total, so a pass added there shows on its own.
    encodeClickRatio: +encodeRatio.toFixed(3),
    encodeMs: Math.round(encode),
    decodeMs: Math.round(decode),
    referenceMs: Math.round(ref),
    runs: RUNS,
    chromium: version,
    loadAverage: +Math.max(...loads).toFixed(1),
  };
  const baseline = existsSync(BASELINE_PATH) ? JSON.parse(readFileSync(BASELINE_PATH, 'utf8')) : {};
  console.log(
    `${BASELINE_KEY}: renderer CPU ratio ${figure.cpuRatio}; encode in the workers ${figure.workerRatio}; not judged, wall-time ratios: from choosing each image ${figure.ratio} (best of ${RUNS} runs), encode press to success ${figure.encodeClickRatio} (medians of ${RUNS}: encode ${figure.encodeMs} ms + decode ${figure.decodeMs} ms from choosing each image, reference ${figure.referenceMs} ms${PLANT_SLOWDOWN ? '; with the planted extra pass' : ''})`,
  );
  if (UPDATE_BASELINE) {
    if (PLANT_SLOWDOWN) {
      console.error('--update-baseline with --plant-slowdown would record the planted slowdown: refused.');
      process.exit(1);
    }
    baseline[BASELINE_KEY] = figure;
    writeFileSync(BASELINE_PATH, `${JSON.stringify(baseline, null, 2)}\n`);
    console.log(`Baseline written to docs/benchmarks.json: commit it on its own, saying why.`);
    process.exit(0);
  }
  const before = baseline[BASELINE_KEY];
  if (!before) {
    console.error(`No baseline for "${BASELINE_KEY}" in docs/benchmarks.json: run with --update-baseline.`);
    process.exit(1);
  }
  let failed = false;
  for (const [name, now, was] of [
    [CPU_KEY, figure.cpuRatio, before.cpuRatio],
    [WORKER_KEY, figure.workerRatio, before.workerRatio],
  ]) {
    const change = now / was;
    const verdict = `"${name}" is ${now}, ${change >= 1 ? '+' : ''}${((change - 1) * 100).toFixed(0)} % against the baseline ${was}`;
    if (change > TOLERANCE) {
      failed = true;
      console.error(
        `Steganography time regressed: ${verdict} (the limit is +${Math.round((TOLERANCE - 1) * 100)} %).`,
      );
    } else console.log(`Within the limit: ${verdict}.`);
  }
  process.exit(failed ? 1 : 0);
}

const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mb = (value) => value.toFixed(1);
const table = [
  `Chromium ${version} on ${cpus().length} × ${cpus()[0]?.model.trim()}, load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} (1 min) while running; median of ${RUNS} runs, each in a fresh page; no password. Times run from the click to the success message; the page starts reading a chosen image's pixels at once, so "From choosing the images" also gives both actions timed from the moment each image was chosen (the script picks the file to hide and clicks as soon as it can, with none of a person's pause). "Renderer CPU" is the CPU time all the page's threads used (user + system, from each choice to the end of each action, including the preview and JPEG test after each message): unlike wall time, a loaded machine barely changes it. Memory is counted from each choice too, the largest of the runs. "In the workers" is what the steganography budget names: the page's worker and its helper, each one's JavaScript heap in use plus its ArrayBuffers' memory plus its share of Blink's heap (DevTools \`Runtime.getHeapUsage\`, sampled every few ms; not a growth: their idle heaps and garbage not yet collected count). "Renderer peak growth" is the whole renderer process's (VmHWM, reset at each choice): the workers, the main thread, canvases, image decoders, the Blob being handed to the browser. "Second image" is a further encode in the same page, once the first has run.`,
  '',
  '| Carrier | File | Encode | Decode | Encode + decode | From choosing the images | Renderer CPU (both) | Longest main-thread task | Peak memory in the workers (budget 4 × RGBA) | Same, second image in the page | Renderer peak growth | Same, second image | Output PNG |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.carrier} | ${r.file.toLocaleString('en-US')} B | ${fmt(r.encode)} | ${fmt(r.decode)} | ${fmt(r.total)} | ${fmt(r.fromChoice)} | ${r.cpu.toFixed(2)} s | ${Math.round(r.longest)} ms | ${mb(r.workers)} MB (${mb(r.budget)} MB) | ${mb(r.againWorkers)} MB | ${Math.round(r.memory)} MB | ${Math.round(r.againMemory)} MB | ${r.png.toFixed(1)} MiB |`,
  ),
].join('\n');
mkdirSync(join(root, 'test-results'), { recursive: true });
writeFileSync(join(root, 'test-results/bench-stego.md'), `${table}\n`);
console.log(`\n${table}\n\n(written to test-results/bench-stego.md)`);
