import { guarded, useUrlStoreSync } from '@demos/kit';
import { isLanguageId, isSourceId, type LanguageId, type SourceId } from './core/languages';
import type { ConverterState, ConverterStore } from './store';

/** What a shared link carries: the two languages, never the code. */
const SCHEMA = {
  from: guarded<SourceId>(isSourceId, 'javascript'),
  to: guarded<LanguageId>(isLanguageId, 'python'),
};

const select = (s: ConverterState) => ({ from: s.from, to: s.to });

/** The page's source and target languages in the address. */
export function useShareableState(store: ConverterStore, enabled: boolean) {
  useUrlStoreSync(
    SCHEMA,
    store,
    select,
    ({ from, to }) => {
      if (from) store.getState().setFrom(from);
      if (to) store.getState().setTo(to);
    },
    enabled,
  );
}
