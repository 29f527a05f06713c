/// <reference path="./prism-modules.d.ts" />
import { type CodeToken, type PrismStreamLike, toCodeTokens } from './tokens';

/** The part of Prism the kit uses. */
export interface PrismApi {
  languages: Record<string, object | undefined>;
  tokenize(text: string, grammar: object): PrismStreamLike;
}

const host = globalThis as {
  Prism?: Partial<PrismApi> & { manual?: boolean; disableWorkerMessageHandler?: boolean };
};

let loading: Promise<PrismApi> | undefined;

/**
 * Prism's core, loaded once, in order: core first, grammars after (they register on the `Prism`
 * global). A Prism another part of the page loaded already (the code converter's) is used as is,
 * so neither replaces the other's. Before loading, two flags Prism reads from the global:
 * `manual` (never highlight the host page's `language-*` elements by itself) and
 * `disableWorkerMessageHandler` (no message listener in a worker).
 */
export function loadPrism(): Promise<PrismApi> {
  loading ??= (async () => {
    if (typeof host.Prism?.tokenize !== 'function') {
      host.Prism = { ...host.Prism, manual: true, disableWorkerMessageHandler: true };
      await import('prismjs/components/prism-core.js');
    }
    return host.Prism as PrismApi;
  })();
  return loading;
}

/** Highlights `code` with a grammar registered on `prism`. */
export function highlightWith(prism: PrismApi, code: string, grammar: string): CodeToken[] {
  const rules = prism.languages[grammar];
  if (!rules) throw new Error(`The ${grammar} grammar is not loaded.`);
  return toCodeTokens(prism.tokenize(code, rules));
}
