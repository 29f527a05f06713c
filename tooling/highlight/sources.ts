/**
 * The fixed code the pages show, highlighted at build time: each file gets a `<name>.tokens.gen.ts`
 * beside it (an array of plain strings and `[kind, text]` pairs), committed with the package so
 * an npm consumer gets the colours with no plugin and no highlighter at run time.
 */
export interface HighlightSource {
  /** Repository-relative path of the source file. */
  file: string;
  /** Prism grammar (`prismjs/components/prism-<grammar>.js`). */
  grammar: 'bash' | 'yaml' | 'ini' | 'powershell';
}

export const HIGHLIGHT_SOURCES: readonly HighlightSource[] = [
  { file: 'packages/bash-app/src/scripts/deploy.sh', grammar: 'bash' },
  { file: 'packages/kali-docker/src/scripts/kali-docker.sh', grammar: 'bash' },
  { file: 'packages/kali-docker/src/scripts/quick-start.sh', grammar: 'bash' },
  { file: 'packages/kali-docker/src/scripts/manage.sh', grammar: 'bash' },
  { file: 'packages/electrumx/src/scripts/install-electrumx.ps1', grammar: 'powershell' },
  { file: 'packages/bitcoin-docker/src/scripts/docker-compose.yml', grammar: 'yaml' },
  { file: 'packages/bitcoin-docker/src/scripts/bitcoin.conf', grammar: 'ini' },
  { file: 'packages/bitcoin-docker/src/scripts/bitcoin-manager.sh', grammar: 'bash' },
];
