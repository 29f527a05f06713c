import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { ScaffoldEntry } from './core/model';
import { generateScript } from './core/script';

/** Past this much file text, the script preview waits for a pause in typing. */
const LIVE_SCRIPT_CONTENT_BYTES = 200_000;
const SCRIPT_PAUSE_MS = 400;

/**
 * The bash script for the tree, for the preview. It can be megabytes long: it is built from a
 * deferred copy so typing stays responsive, and once files hold much text, only when the user
 * pauses. Empty while the tree cannot be exported (or the script cannot be made).
 */
export function useScript(
  projectName: string,
  tree: readonly ScaffoldEntry[],
  { canExport, contentBytes }: { canExport: boolean; contentBytes: number },
): string {
  const deferredTree = useDeferredValue(tree);
  const deferredName = useDeferredValue(projectName);
  const live = contentBytes < LIVE_SCRIPT_CONTENT_BYTES;
  const [paused, setPaused] = useState<{ name: string; tree: readonly ScaffoldEntry[] } | null>(null);
  const pausedOnce = useRef(false);
  useEffect(() => {
    if (live) {
      pausedOnce.current = false;
      setPaused(null);
      return;
    }
    const timer = setTimeout(
      () => {
        pausedOnce.current = true;
        setPaused({ name: projectName, tree });
      },
      pausedOnce.current ? SCRIPT_PAUSE_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [live, projectName, tree]);
  const scriptName = !live && paused ? paused.name : deferredName;
  const scriptTree = !live && paused ? paused.tree : deferredTree;
  return useMemo(() => {
    if (!canExport) return '';
    try {
      return generateScript(scriptName, scriptTree);
    } catch {
      return '';
    }
  }, [canExport, scriptName, scriptTree]);
}
