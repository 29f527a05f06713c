/// <reference path="./prism-components.d.ts" />
import type { Grammar, TokenStream } from 'prismjs';
import type { LanguageId, SourceId } from '../core/languages';

/**
 * The on-demand highlighter (a chunk of its own, loaded after the page is interactive): Prism's
 * core with one small grammar module per language, each fetched the first time it is needed.
 * Prism only tokenizes here; the page renders the tokens as React elements (never as HTML).
 */
type PrismApi = typeof import('prismjs');

// Prism reads these flags from a global set before it loads: no automatic highlighting of the
// whole document, no worker message listener.
const globals = globalThis as { Prism?: Partial<PrismApi> };
globals.Prism ??= { manual: true, disableWorkerMessageHandler: true } as Partial<PrismApi>;

let core: Promise<PrismApi> | undefined;
const loadCore = () => {
  core ??= import('prismjs').then((module) => (module.default ?? module) as PrismApi);
  return core;
};

/** Grammar modules, loaded after the ones they extend (Prism's component dependencies). */
const components: Record<LanguageId, () => Promise<unknown>> = {
  javascript: async () => {},
  typescript: () => import('prismjs/components/prism-typescript'),
  python: () => import('prismjs/components/prism-python'),
  java: () => import('prismjs/components/prism-java'),
  c: () => import('prismjs/components/prism-c'),
  cpp: async () => {
    await components.c();
    await import('prismjs/components/prism-cpp');
  },
  csharp: () => import('prismjs/components/prism-csharp'),
  go: () => import('prismjs/components/prism-go'),
  rust: () => import('prismjs/components/prism-rust'),
  ruby: () => import('prismjs/components/prism-ruby'),
  php: async () => {
    await import('prismjs/components/prism-markup-templating');
    await import('prismjs/components/prism-php');
  },
  swift: () => import('prismjs/components/prism-swift'),
  kotlin: () => import('prismjs/components/prism-kotlin'),
  scala: async () => {
    await components.java();
    await import('prismjs/components/prism-scala');
  },
  r: () => import('prismjs/components/prism-r'),
  dart: () => import('prismjs/components/prism-dart'),
  lua: () => import('prismjs/components/prism-lua'),
  perl: () => import('prismjs/components/prism-perl'),
  haskell: () => import('prismjs/components/prism-haskell'),
  elixir: () => import('prismjs/components/prism-elixir'),
  clojure: () => import('prismjs/components/prism-clojure'),
  fsharp: () => import('prismjs/components/prism-fsharp'),
  'objective-c': async () => {
    await components.c();
    await import('prismjs/components/prism-objectivec');
  },
  bash: () => import('prismjs/components/prism-bash'),
  sql: () => import('prismjs/components/prism-sql'),
};

/** Prism's grammar name for each language id. */
export const GRAMMAR_NAMES: Record<LanguageId, string> = {
  javascript: 'javascript',
  typescript: 'typescript',
  python: 'python',
  java: 'java',
  c: 'c',
  cpp: 'cpp',
  csharp: 'csharp',
  go: 'go',
  rust: 'rust',
  ruby: 'ruby',
  php: 'php',
  swift: 'swift',
  kotlin: 'kotlin',
  scala: 'scala',
  r: 'r',
  dart: 'dart',
  lua: 'lua',
  perl: 'perl',
  haskell: 'haskell',
  elixir: 'elixir',
  clojure: 'clojure',
  fsharp: 'fsharp',
  'objective-c': 'objectivec',
  bash: 'bash',
  sql: 'sql',
};

const loaded = new Map<LanguageId, Promise<Grammar | undefined>>();

/** Loads Prism and the language's grammar (once); resolves to the grammar. */
export function loadGrammar(language: LanguageId): Promise<Grammar | undefined> {
  let grammar = loaded.get(language);
  if (!grammar) {
    grammar = loadCore().then(async (prism) => {
      await components[language]();
      return prism.languages[GRAMMAR_NAMES[language]];
    });
    loaded.set(language, grammar);
  }
  return grammar;
}

/** Tokens of `text` in `language`; undefined for a description or a grammar not loaded yet. */
export async function tokenizer(language: SourceId): Promise<((text: string) => TokenStream) | undefined> {
  // A description (natural-language source) is prose: not highlighted. Compared by value, so this
  // chunk imports nothing from the page's modules at run time.
  if (language === 'natural-language') return undefined;
  const [prism, grammar] = await Promise.all([loadCore(), loadGrammar(language)]);
  return grammar ? (text) => prism.tokenize(text, grammar) : undefined;
}
