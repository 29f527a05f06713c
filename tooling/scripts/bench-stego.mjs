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
//        node tooling/scripts/bench-stego.mjs --gate [--update-baseline]
// --gate is the regression gate of the test command: only the 12 MP photo-like case, and, around
// each encode + decode, a fixed reference workload on the same machine (Node's zlib deflate of the
// same carrier's pixels). Absolute times follow the machine's load; the ratio of the two, taken in
// the same run and interleaved, mostly does not. It fails, naming the figure, when the median ratio
// is more than 15 % above the one in docs/benchmarks.json; --update-baseline writes it there
// (a commit of its own, saying why).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { deflateSync } from 'node:zlib';
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
const RUNS = Number(arg('runs', process.env.BENCH_RUNS ?? (GATE ? 5 : 3)));
const SIZES = GATE ? [12] : arg('sizes', '1,4,12').split(',').map(Number);
const KINDS = GATE ? ['photo'] : arg('kinds', 'photo,noise').split(',');
const BASELINE_PATH = join(root, 'docs/benchmarks.json');
const BASELINE_KEY =
  'steganography 12 MP photo-like encode + decode from choosing each image / zlib deflate of its pixels';
// How much worse than the baseline a ratio may get before the gate fails.
const TOLERANCE = 1.15;
const port = Number(process.env.BENCH_PORT ?? 4420);
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

/** The reference workload: Node's zlib deflate (level 6) of the carrier's pixels, in ms. */
function reference(raw) {
  const t0 = performance.now();
  deflateSync(raw, { level: 6 });
  return performance.now() - t0;
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
const cdpPort = Number(process.env.BENCH_CDP_PORT ?? 9333);
// BENCH_WORKER_MEMORY=0 leaves the workers unsampled (to check that sampling does not move the times).
// The gate leaves them unsampled: the sampling's own traffic would be part of its times.
const sampleWorkers = !GATE && process.env.BENCH_WORKER_MEMORY !== '0';
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
          this.workers.add(sessionId);
          // A worker's own workers (the helper) attach through it.
          this.send('Target.setAutoAttach', AUTO_ATTACH, sessionId).catch(() => {});
        }
      } else if (message.method === 'Target.detachedFromTarget') {
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
  };
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
/** @type {{ encode: number, decode: number, reference: number, ratio: number, encodeRatio: number }[]} */
const gateRows = [];
try {
  for (const megapixels of SIZES) {
    for (const kind of KINDS) {
      const carrierPath = carrier(kind, megapixels);
      const payload = payloadFor(megapixels);
      const [width, height] = DIMENSIONS[megapixels];
      const raw = GATE ? scanlines(kind, megapixels) : null;
      const samples = [];
      for (let run = 0; run < RUNS; run++) {
        // Interleaved: one reference before and one after each encode + decode, so that a change
        // in the machine's load during the run weighs on both sides of the ratio.
        const refBefore = raw ? reference(raw) : 0;
        const context = await browser.newContext({ acceptDownloads: true });
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
        // The page starts its two workers on its first request: a tiny image first, so that their
        // start (two JavaScript isolates, the same for any image) is not counted as this image's memory.
        await page.getByLabel('Image porteuse').setInputFiles(tinyPath);
        await page.getByText('2 × 2 px').waitFor();
        await page.evaluate(() => {
          window.__tasks = [];
        });
        const carrierChosen = await choosing(pids, cdp, `${kind}-${megapixels}-encode-${run}`);
        await page.getByLabel('Image porteuse').setInputFiles(carrierPath);
        await page.getByText(`${width} × ${height} px`).waitFor();
        await page.getByLabel('Fichier à cacher').setInputFiles(payload.path);
        await page.getByRole('button', { name: 'Cacher le fichier' }).waitFor();
        await ready(page);
        loads.push(loadavg()[0]);
        const encode = await action(page, 'Cacher le fichier', carrierChosen);
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Télécharger', exact: true }).click(),
        ]);
        const encodedPath = join(work, `out-${kind}-${megapixels}.png`);
        await download.saveAs(encodedPath);
        const pngBytes = readFileSync(encodedPath).length;
        await page.getByRole('tab', { name: 'Décoder' }).click();
        await page.evaluate(() => {
          window.__tasks = [];
        });
        const imageChosen = await choosing(pids, cdp, `${kind}-${megapixels}-decode-${run}`);
        await page.getByLabel('Image à décoder').setInputFiles(encodedPath);
        await page.getByText(`${width} × ${height} px`).waitFor();
        await ready(page);
        const decode = await action(page, 'Extraire le fichier', imageChosen);
        const [recovered] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Télécharger le fichier' }).click(),
        ]);
        const back = readFileSync(await recovered.path());
        if (!back.equals(readFileSync(payload.path)))
          throw new Error(`${kind} ${megapixels} MP: recovered bytes differ`);
        if (raw) {
          const ref = (refBefore + reference(raw)) / 2;
          // From each image's choice, not from the click: the page reads a chosen image's pixels
          // ahead, so a click right after the choice would leave that work out of the figure
          // (and a pass over the pixels can move between the two without changing what a person waits).
          const both = encode.fromChoice + decode.fromChoice;
          samples.push({ encode, decode, ref, ratio: both / ref, encodeRatio: encode.ms / ref, pngBytes });
          console.log(
            `run ${run + 1}: encode ${encode.fromChoice} ms + decode ${decode.fromChoice} ms from choosing each image (click to success ${Math.round(encode.ms)} + ${Math.round(decode.ms)} ms), reference ${Math.round(ref)} ms, ratio ${(both / ref).toFixed(3)}`,
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
        await context.close();
      }
      if (raw) {
        gateRows.push({
          encode: median(samples.map((s) => s.encode.fromChoice)),
          decode: median(samples.map((s) => s.decode.fromChoice)),
          reference: median(samples.map((s) => s.ref)),
          ratio: median(samples.map((s) => s.ratio)),
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
  const [{ encode, decode, reference: ref, ratio, encodeRatio }] = gateRows;
  const figure = {
    ratio: +ratio.toFixed(3),
    // The encode alone, click to success: the part a person waits for after pressing, and less
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
    `${BASELINE_KEY}: ratio ${figure.ratio} (median of ${RUNS}: encode ${figure.encodeMs} ms + decode ${figure.decodeMs} ms, reference ${figure.referenceMs} ms)`,
  );
  if (UPDATE_BASELINE) {
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
  const change = figure.ratio / before.ratio;
  const encodeChange = figure.encodeClickRatio / before.encodeClickRatio;
  let failed = false;
  for (const [name, now, was, ratioChange] of [
    [BASELINE_KEY, figure.ratio, before.ratio, change],
    [
      'steganography 12 MP encode, click to success / zlib deflate',
      figure.encodeClickRatio,
      before.encodeClickRatio,
      encodeChange,
    ],
  ]) {
    if (!(ratioChange > TOLERANCE)) continue;
    failed = true;
    console.error(
      `Steganography time regressed: "${name}" is ${now}, ${((ratioChange - 1) * 100).toFixed(0)} % above the baseline ${was} (the limit is +${Math.round((TOLERANCE - 1) * 100)} %).`,
    );
  }
  if (failed) process.exit(1);
  console.log(
    `Within ${Math.round((TOLERANCE - 1) * 100)} % of the baseline ${before.ratio} (${((change - 1) * 100).toFixed(0)} %).`,
  );
  process.exit(0);
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
