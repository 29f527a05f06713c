import { pickLocale } from '@demos/kit';
import { useEffect } from 'react';
import { DEFAULT_LOCALE, LOCALES } from './core/i18n';
import { isQrTab } from './core/payload';
import { settingsFromQuery, settingsToQuery } from './core/query';
import { inputsOf, type QrState, type QrStore } from './store';

const settingsOf = (state: QrState) => ({
  tab: state.tab,
  inputs: inputsOf(state),
  options: state.options,
  dark: state.theme === 'dark',
});

/**
 * The page is prerendered in the default locale and settings; the browser's locale (when the page
 * made its own store) and the URL's query apply once hydrated, so the first client render matches
 * the server's HTML. After that, every change is written back to the query.
 */
export function useUrlSync(
  store: QrStore,
  { ownStore, syncWithUrl }: { ownStore: boolean; syncWithUrl: boolean },
) {
  useEffect(() => {
    if (ownStore) store.getState().setLocale(pickLocale(LOCALES, DEFAULT_LOCALE));
  }, [ownStore, store]);
  useEffect(() => {
    if (!syncWithUrl) return;
    const settings = settingsFromQuery(window.location.search);
    // A link without a valid `type` keeps the tab the page opened on (its `defaultTab`).
    const type = new URLSearchParams(window.location.search).get('type');
    if (type === null || !isQrTab(type)) settings.tab = store.getState().tab;
    store.getState().applySettings(settings);
    return store.subscribe((state) => {
      const query = settingsToQuery(settingsOf(state));
      const search = query === '' ? '' : `?${query}`;
      if (search === window.location.search) return;
      const { pathname, hash } = window.location;
      // Keep the router's history entry (its state) and only change the query.
      window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
    });
  }, [store, syncWithUrl]);
}
