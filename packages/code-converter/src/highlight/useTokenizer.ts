import type { TokenStream } from 'prismjs';
import { useEffect, useState } from 'react';
import type { SourceId } from '../core/languages';

export type Tokenize = (text: string) => TokenStream;

/**
 * The tokenizer of a language, once the on-demand highlighter chunk and that language's grammar
 * have loaded. Undefined until then (and for a description): the editor is a plain text area
 * meanwhile. Nothing loads before the page is hydrated and idle.
 */
export function useTokenizer(language: SourceId, enabled = true): Tokenize | undefined {
  const [state, setState] = useState<{ language: SourceId; tokenize: Tokenize | undefined }>();
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const start = () => {
      import('./prism')
        .then(({ tokenizer }) => tokenizer(language))
        .then((tokenize) => {
          if (!cancelled) setState({ language, tokenize });
        })
        .catch((error: unknown) => {
          // Highlighting is a comfort: the plain text area keeps working without it.
          console.warn('Syntax highlighting is unavailable:', error);
        });
    };
    // Safari has no requestIdleCallback: a timeout does there.
    const idle = typeof globalThis.requestIdleCallback === 'function';
    const handle = idle ? requestIdleCallback(start, { timeout: 1500 }) : setTimeout(start, 0);
    return () => {
      cancelled = true;
      if (idle) cancelIdleCallback(handle as number);
      else clearTimeout(handle as ReturnType<typeof setTimeout>);
    };
  }, [language, enabled]);
  return state?.language === language ? state.tokenize : undefined;
}
