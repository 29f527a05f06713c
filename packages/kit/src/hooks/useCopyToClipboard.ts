// kit-shared-chunk: loaded with the shell by every page (the rule is in apps/site/vite.config.ts).
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the "Copied!" state lasts (spec §9). */
export const COPY_CONFIRMATION_MS = 2000;

/**
 * Copies text and keeps `copied` true for 2 s. A refused clipboard is logged, never thrown:
 * the spec wants clipboard failures logged only. Resolves to whether the copy worked.
 */
export function useCopyToClipboard(durationMs = COPY_CONFIRMATION_MS) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      try {
        if (!navigator.clipboard) throw new Error('The clipboard API is not available here.');
        await navigator.clipboard.writeText(text);
      } catch (error) {
        console.error('Copy to clipboard failed:', error);
        return false;
      }
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), durationMs);
      return true;
    },
    [durationMs],
  );
  return { copied, copy };
}
