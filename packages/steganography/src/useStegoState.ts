import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { StegoStore } from './store';

/**
 * Everything in the store but the progress percent: progress events (about twenty a job)
 * re-render only <ProgressView>, not the sections that read the rest.
 */
export function useStegoState(store: StegoStore) {
  return useStore(
    store,
    useShallow(({ progress: _progress, ...rest }) => rest),
  );
}
