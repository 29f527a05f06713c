// `@demos/kit/highlight`: the bash grammar for scripts a page generates at run time. Fixed scripts
// are highlighted at build time by tooling/highlight with this same loader and grammar.
import { highlightWith, loadPrism } from './prism';
import type { CodeToken } from './tokens';

export type { CodeToken, CodeTokenKind } from './tokens';

/**
 * Loads Prism's core, then its bash grammar (each once), and resolves to a function from bash
 * source to tokens (joining their texts gives the source back). Pass it to CodeBlock's `highlight`
 * prop: `highlight={() => import('@demos/kit/highlight').then((m) => m.loadBashHighlighter())}`.
 */
export async function loadBashHighlighter(): Promise<(code: string) => CodeToken[]> {
  const prism = await loadPrism();
  if (!prism.languages.bash) await import('prismjs/components/prism-bash.js');
  return (code) => highlightWith(prism, code, 'bash');
}
