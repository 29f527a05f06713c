import { DEFAULT_EMAIL_LANGUAGE } from '../core/languages';
import { DEFAULT_EMAIL_LENGTH } from '../core/lengths';
import { DEFAULT_TONE } from '../core/tones';
import type { SetEmail } from './context';
import type { EmailWriterState } from './state';

export type InputsSlice = Pick<
  EmailWriterState,
  | 'thoughts'
  | 'tone'
  | 'context'
  | 'contextOpen'
  | 'language'
  | 'replyLanguage'
  | 'length'
  | 'unavailable'
  | 'noticeRequests'
  | 'setUnavailable'
  | 'setThoughts'
  | 'setTone'
  | 'setContext'
  | 'setContextOpen'
  | 'setLanguage'
  | 'setReplyLanguage'
  | 'setLength'
>;

/** What the visitor asks for (thoughts, tone, context, language, length), and whether AI is set up. */
export function createInputsSlice(set: SetEmail): InputsSlice {
  return {
    thoughts: '',
    tone: DEFAULT_TONE,
    context: '',
    contextOpen: false,
    language: DEFAULT_EMAIL_LANGUAGE,
    replyLanguage: 'interface',
    length: DEFAULT_EMAIL_LENGTH,
    unavailable: false,
    noticeRequests: 0,
    setUnavailable: (unavailable) => set({ unavailable }),
    setThoughts: (thoughts) => set({ thoughts }),
    setTone: (tone) => set({ tone }),
    setContext: (context) => set({ context }),
    setContextOpen: (contextOpen) => set({ contextOpen }),
    setLanguage: (language) => set({ language }),
    setReplyLanguage: (replyLanguage) => set({ replyLanguage }),
    setLength: (length) => set({ length }),
  };
}
