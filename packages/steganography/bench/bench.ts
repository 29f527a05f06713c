/**
 * Encode + decode timings for 1, 4 and 12 megapixel carriers with a ~1 MB payload, for the core
 * alone (RGBA pixels) and with the PNG codec (fast-png, including the SHA-256 read-back check).
 * Run with `pnpm --filter @demos/steganography bench`; the table is written into README.md.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  capacityBytes,
  decodeFile,
  decodeFileFromPng,
  encodeFile,
  encodeFileToPng,
  frameBytes,
  MAX_PAYLOAD_BYTES,
  payloadSize,
} from '../src/core/index';
import { pseudoRandomBytes, randomImage } from '../src/core/testing';

const SIZES = [
  { label: '1 MP', width: 1000, height: 1000 },
  { label: '4 MP', width: 2000, height: 2000 },
  { label: '12 MP', width: 4000, height: 3000 },
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const NAME = 'payload.bin';
const TYPE = 'application/octet-stream';

function largestFileFor(pixels: number): number {
  // 1 MB (1,000,000 bytes of payload, header included) or what the image can hold.
  const limit = Math.min(MAX_PAYLOAD_BYTES, capacityBytes(pixels) - 4);
  let size = limit;
  while (size > 0 && payloadSize({ name: NAME, type: TYPE, size }, false, 2) > limit) size--;
  return size;
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] as number;
}

function must<T>(result: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const rows: string[] = [];
for (const { label, width, height } of SIZES) {
  const image = randomImage(width, height, 1, 255);
  const fileSize = largestFileFor(width * height);
  const file = { name: NAME, type: TYPE, bytes: pseudoRandomBytes(fileSize, 2) };
  const stego = must(await encodeFile(image, file));
  const png = must(await encodeFileToPng(image, file)).png;
  const coreEncode = await time(async () => must(await encodeFile(image, file)));
  const coreDecode = await time(async () => must(await decodeFile(stego)));
  const pngEncode = await time(async () => must(await encodeFileToPng(image, file)));
  const pngDecode = await time(async () => must(await decodeFileFromPng(png)));
  const frame = frameBytes(payloadSize({ name: NAME, type: TYPE, size: fileSize }, false, 2));
  rows.push(
    `| ${label} (${width}×${height}) | ${(fileSize / 1_000_000).toFixed(3)} MB (${frame} of ${capacityBytes(width * height)} bytes) | ${ms(coreEncode)} | ${ms(coreDecode)} | ${ms(pngEncode)} | ${ms(pngDecode)} | ${(png.length / 1_048_576).toFixed(1)} MiB |`,
  );
  console.log(rows.at(-1));
}
const kdf = await time(async () => {
  const image = randomImage(100, 100, 3, 255);
  const file = { name: 'k', type: '', bytes: new Uint8Array(16) };
  must(await decodeFile(must(await encodeFile(image, file, { password: 'p' })), { password: 'p' }));
});

const table = [
  `Measured with Node ${process.version} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'} (load average ${loadavg()[0]?.toFixed(1)} while running), median of ${RUNS} runs, no password. `,
  `"PNG" includes decoding/encoding the PNG and, for encoding, the read-back SHA-256 check. A password adds two PBKDF2 derivations (600,000 iterations): ${ms(kdf)} for one encode + decode.`,
  '',
  '| Carrier | Payload (frame / capacity) | Core encode | Core decode | PNG encode | PNG decode | PNG size |',
  '|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');

const readme = fileURLToPath(new URL('../README.md', import.meta.url));
const text = await readFile(readme, 'utf8');
const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';
if (!text.includes(start) || !text.includes(end)) throw new Error('README.md has no bench markers');
await writeFile(
  readme,
  `${text.slice(0, text.indexOf(start) + start.length)}\n${table}\n${text.slice(text.indexOf(end))}`,
);
console.log('README.md updated');
