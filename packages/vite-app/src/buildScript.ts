import { type LogTone, type Random, randomInt } from '@demos/kit';

/** Spec §9: the production build takes 2.14 s and reports 124 modules and 45.32 kB gzip. */
export const BUILD_DURATION_MS = 2140;
export const BUILD_MODULES = 124;
export const BUILD_GZIP_KB = 45.32;
/** Spec §4: while the dev server runs, a file change and its HMR update are logged every 5 s. */
export const HMR_INTERVAL_MS = 5000;
export const VITE_VERSION = '6.3.5';
export const DEV_SERVER_URL = 'http://localhost:5173/';

export interface ScriptLine {
  /** Milliseconds after the command started. */
  at: number;
  text: string;
  tone: LogTone;
}

export interface BuildOutputFile {
  name: string;
  sizeKb: number;
  gzipKb: number;
}

const hash = (random: Random) =>
  Array.from(
    { length: 8 },
    () => '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_-'[randomInt(random, 0, 63)],
  ).join('');

/** The files a `vite build` of the demo project writes, with content hashes from `random`. */
export function buildOutputFiles(random: Random): BuildOutputFile[] {
  return [
    { name: 'dist/index.html', sizeKb: 0.46, gzipKb: 0.3 },
    { name: `dist/assets/react-${hash(random)}.svg`, sizeKb: 4.13, gzipKb: 2.14 },
    { name: `dist/assets/index-${hash(random)}.css`, sizeKb: 8.21, gzipKb: 2.34 },
    { name: `dist/assets/index-${hash(random)}.js`, sizeKb: 143.42, gzipKb: BUILD_GZIP_KB },
  ];
}

const pad = (text: string, width: number) => text.padEnd(width, ' ');
const kb = (value: number, width: number) => `${value.toFixed(2)} kB`.padStart(width, ' ');

/** The timed lines of `vite build`, in the layout Vite prints (name, size, gzip size). */
export function buildScript(files: readonly BuildOutputFile[]): ScriptLine[] {
  const nameWidth = Math.max(...files.map((f) => f.name.length)) + 2;
  const sizeWidth = Math.max(...files.map((f) => `${f.sizeKb.toFixed(2)} kB`.length));
  const gzipWidth = Math.max(...files.map((f) => `${f.gzipKb.toFixed(2)} kB`.length));
  const fileLines: ScriptLine[] = files.map((file, index) => ({
    at: 1980 + index * 40,
    text: `${pad(file.name, nameWidth)}${kb(file.sizeKb, sizeWidth)} │ gzip: ${kb(file.gzipKb, gzipWidth)}`,
    tone: file.name.endsWith('.js') ? 'info' : file.name.endsWith('.css') ? 'warning' : 'muted',
  }));
  return [
    { at: 0, text: '$ npm run build', tone: 'command' },
    { at: 40, text: '> vite-project@1.0.0 build', tone: 'muted' },
    { at: 60, text: '> tsc -b && vite build', tone: 'muted' },
    { at: 820, text: `vite v${VITE_VERSION} building for production...`, tone: 'info' },
    { at: 860, text: 'transforming...', tone: 'default' },
    { at: 1610, text: `✓ ${BUILD_MODULES} modules transformed.`, tone: 'success' },
    { at: 1650, text: 'rendering chunks...', tone: 'default' },
    { at: 1900, text: 'computing gzip size...', tone: 'default' },
    ...fileLines,
    { at: BUILD_DURATION_MS, text: `✓ built in ${(BUILD_DURATION_MS / 1000).toFixed(2)}s`, tone: 'success' },
  ];
}

/** Source files the simulated developer edits while the dev server runs. */
export const EDITED_FILES = [
  'src/App.tsx',
  'src/components/Header.tsx',
  'src/components/Counter.tsx',
  'src/hooks/useTheme.ts',
  'src/styles/app.css',
  'src/pages/Dashboard.tsx',
] as const;
