import { Button } from '@demos/kit';
import { ArrowLeftRight, Play } from 'lucide-react';
import { useStore } from 'zustand';
import * as styles from '../CodeConverterPage.css';
import { NATURAL_LANGUAGE } from '../core/languages';
import { LanguageCombobox } from '../LanguageCombobox';
import { TEXT } from '../messages';
import type { ConverterStore } from '../store';

/** The two languages, the swap between them, and the convert button. */
export function ConversionToolbar({ store }: { store: ConverterStore }) {
  const from = useStore(store, (s) => s.from);
  const to = useStore(store, (s) => s.to);
  const converting = useStore(store, (s) => s.status === 'converting');
  const { setFrom, setTo, swap, convert } = store.getState();
  return (
    <form
      className={styles.toolbar}
      aria-label={TEXT.settings}
      onSubmit={(event) => {
        event.preventDefault();
        void convert();
      }}
    >
      <LanguageCombobox
        label={TEXT.source}
        value={from}
        onChange={setFrom}
        disabled={converting}
        withNaturalLanguage
      />
      <Button
        variant="ghost"
        size="icon"
        className={styles.swap}
        aria-label={TEXT.swap}
        onClick={swap}
        disabled={converting || from === NATURAL_LANGUAGE}
      >
        <ArrowLeftRight size={18} aria-hidden />
      </Button>
      <LanguageCombobox label={TEXT.target} value={to} onChange={setTo} disabled={converting} />
      <Button type="submit" className={styles.convert} icon={Play} iconSize={18} busy={converting}>
        {TEXT.convert}
      </Button>
    </form>
  );
}
