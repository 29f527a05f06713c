import { Select, Switch } from '@demos/kit';
import { useStore } from 'zustand';
import { isLocale, LOCALE_NAMES, LOCALES, MESSAGES } from '../core/i18n';
import * as styles from '../QrPage.css';
import type { QrStore } from '../store';

/** The page's language and the preview's dark colours, beside its title. */
export function HeaderControls({ store }: { store: QrStore }) {
  const locale = useStore(store, (s) => s.locale);
  const theme = useStore(store, (s) => s.theme);
  const t = MESSAGES[locale];
  return (
    <div className={styles.headerControls}>
      <Select
        className={styles.localeField}
        selectClassName={styles.select}
        label={t.language}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) store.getState().setLocale(event.target.value);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </Select>
      <Switch
        checked={theme === 'dark'}
        onCheckedChange={(dark) => store.getState().setTheme(dark ? 'dark' : 'light')}
        label={t.darkMode}
      />
    </div>
  );
}
