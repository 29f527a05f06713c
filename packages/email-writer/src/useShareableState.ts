import { guarded, oneOf, useUrlStoreSync } from '@demos/kit';
import {
  DEFAULT_EMAIL_LANGUAGE,
  EMAIL_LANGUAGES,
  isReplyLanguage,
  type ReplyLanguage,
} from './core/languages';
import { DEFAULT_TONE, TONES } from './core/tones';
import type { EmailWriterState, EmailWriterStore } from './store';

/** What a shared link carries: the tone, the interface language and the email's language, never the text. */
const SCHEMA = {
  tone: oneOf(TONES, DEFAULT_TONE),
  lang: oneOf(EMAIL_LANGUAGES, DEFAULT_EMAIL_LANGUAGE),
  reply: guarded<ReplyLanguage>(isReplyLanguage, 'interface'),
};

const select = (s: EmailWriterState) => ({ tone: s.tone, lang: s.language, reply: s.replyLanguage });

/** The page's tone and languages in the address (after the browser's language applies). */
export function useShareableState(store: EmailWriterStore, enabled: boolean) {
  useUrlStoreSync(
    SCHEMA,
    store,
    select,
    ({ tone, lang, reply }) => {
      const state = store.getState();
      if (tone) state.setTone(tone);
      if (lang) state.setLanguage(lang);
      if (reply) state.setReplyLanguage(reply);
    },
    enabled,
  );
}
