import { Collapsible, Select } from '@demos/kit';
import { PenLine } from 'lucide-react';
import { useStore } from 'zustand';
import { isReplyLanguage, REPLY_LANGUAGE_CODES } from '../core/languages';
import { EMAIL_LENGTHS, isEmailLength } from '../core/lengths';
import { TONES } from '../core/tones';
import * as styles from '../EmailWriterPage.css';
import type { Messages } from '../i18n';
import type { EmailWriterStore } from '../store';

interface InputProps {
  store: EmailWriterStore;
  t: Messages;
  /** The page's id prefix: each control's id is built on it. */
  ids: string;
}

/** The raw thoughts, with Ctrl/⌘ + Enter to generate. */
export function ThoughtsPanel({ store, t, ids }: InputProps) {
  const thoughts = useStore(store, (s) => s.thoughts);
  const [before, after] = t.shortcutTip.split('{keys}');
  return (
    <section className={styles.panel}>
      <label htmlFor={`${ids}-thoughts`} className={styles.panelTitle}>
        <PenLine size={16} aria-hidden />
        {t.thoughtsLabel}
      </label>
      <textarea
        id={`${ids}-thoughts`}
        className={styles.textarea}
        rows={6}
        value={thoughts}
        placeholder={t.thoughtsPlaceholder}
        aria-describedby={`${ids}-tip`}
        onChange={(event) => store.getState().setThoughts(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            void store.getState().generate();
          }
        }}
      />
      <p id={`${ids}-tip`} className={styles.tip}>
        {before}
        <kbd className={styles.kbd}>{t.shortcutKeys}</kbd>
        {after}
      </p>
    </section>
  );
}

/** The six tones as cards, one chosen. */
export function TonePicker({ store, t, ids }: InputProps) {
  const tone = useStore(store, (s) => s.tone);
  return (
    <fieldset className={styles.panel}>
      <legend className={styles.legend}>{t.toneLabel}</legend>
      <div className={styles.tones}>
        {TONES.map((choice) => (
          <label key={choice} className={styles.toneCard}>
            <input
              type="radio"
              name={`${ids}-tone`}
              value={choice}
              className={styles.toneInput}
              checked={tone === choice}
              onChange={() => store.getState().setTone(choice)}
            />
            <span className={styles.toneLabel}>{t.tones[choice].label}</span>
            <span className={styles.toneDescription}>{t.tones[choice].description}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The reply's language (the context's only once there is one) and its length. */
export function DraftOptions({ store, t, ids }: InputProps) {
  const replyLanguage = useStore(store, (s) => s.replyLanguage);
  const length = useStore(store, (s) => s.length);
  const hasContext = useStore(store, (s) => s.context.trim() !== '');
  return (
    <div className={`${styles.panel} ${styles.options}`}>
      <Select
        id={`${ids}-reply-language`}
        label={t.replyLanguageLabel}
        className={styles.option}
        value={replyLanguage === 'context' && !hasContext ? 'interface' : replyLanguage}
        description={hasContext ? undefined : t.replyContextHint}
        onChange={(event) => {
          if (isReplyLanguage(event.target.value)) store.getState().setReplyLanguage(event.target.value);
        }}
      >
        <option value="interface">{t.replyInterface}</option>
        <option value="context" disabled={!hasContext}>
          {t.replyContext}
        </option>
        {REPLY_LANGUAGE_CODES.map((code) => (
          <option key={code} value={code}>
            {t.replyLanguages[code]}
          </option>
        ))}
      </Select>
      <Select
        id={`${ids}-length`}
        label={t.lengthLabel}
        className={styles.option}
        value={length}
        options={EMAIL_LENGTHS.map((choice) => ({ value: choice, label: t.lengths[choice] }))}
        onChange={(event) => {
          if (isEmailLength(event.target.value)) store.getState().setLength(event.target.value);
        }}
      />
    </div>
  );
}

/** The optional email being replied to, behind a show/hide toggle. */
export function ContextPanel({ store, t, ids }: InputProps) {
  const open = useStore(store, (s) => s.contextOpen);
  const context = useStore(store, (s) => s.context);
  return (
    <div className={styles.panel}>
      <Collapsible
        label={open ? t.contextHide : t.contextShow}
        open={open}
        onOpenChange={store.getState().setContextOpen}
      >
        <div className={styles.contextBody}>
          <label htmlFor={`${ids}-context`} className={styles.fieldLabel}>
            {t.contextLabel}
          </label>
          <textarea
            id={`${ids}-context`}
            className={styles.textarea}
            rows={5}
            value={context}
            placeholder={t.contextPlaceholder}
            onChange={(event) => store.getState().setContext(event.target.value)}
          />
        </div>
      </Collapsible>
    </div>
  );
}
