import { isAiUnavailableError } from '@demos/ai-client';
import { createStore } from 'zustand/vanilla';
import {
  createProxyCompletion,
  createProxyRefiner,
  createProxySubjects,
  type EmailCompletion,
  type RefineFunction,
  type SubjectsFunction,
} from './core/complete';
import { DEFAULT_EMAIL_LANGUAGE, type EmailLanguage, type ReplyLanguage } from './core/languages';
import { DEFAULT_EMAIL_LENGTH, type EmailLength } from './core/lengths';
import { buildEmailPrompt, type EmailRequest } from './core/prompt';
import type { RefineAction } from './core/refine';
import { DEFAULT_TONE, type Tone } from './core/tones';

export interface EmailWriterState {
  thoughts: string;
  tone: Tone;
  context: string;
  contextOpen: boolean;
  language: EmailLanguage;
  /** The email's language: the interface's (default), a chosen one, or the replied-to email's. */
  replyLanguage: ReplyLanguage;
  length: EmailLength;
  loading: boolean;
  /** The generated email (streamed in while loading, trimmed at the end). */
  result: string;
  /** The last generation failed: the panel shows the apology in the interface language. */
  failed: boolean;
  /** The visitor stopped the last generation: the draft is incomplete (never offered as finished). */
  stopped: boolean;
  /** The model that wrote the last finished draft, when known. */
  model: string | null;
  /** Drafts before each refine, newest last: Undo goes back one. */
  history: string[];
  /** The refine in progress, if any. */
  refining: RefineAction | 'custom' | null;
  /** The last refine failed (the draft before it is kept). */
  refineFailed: boolean;
  subjects: string[] | null;
  subjectsLoading: boolean;
  subjectsFailed: boolean;
  /** The draft the "check before sending" ran on (the check shows while the draft is unchanged). */
  checkedDraft: string | null;
  /** The server has no AI key: the page shows its one notice and generating only points to it. */
  unavailable: boolean;
  /** How many times an action pointed to that notice (the page emphasises and announces it again). */
  noticeRequests: number;
  setUnavailable: (unavailable: boolean) => void;
  setThoughts: (thoughts: string) => void;
  setTone: (tone: Tone) => void;
  setContext: (context: string) => void;
  setContextOpen: (open: boolean) => void;
  setLanguage: (language: EmailLanguage) => void;
  setReplyLanguage: (replyLanguage: ReplyLanguage) => void;
  setLength: (length: EmailLength) => void;
  /** Does nothing while loading or when the thoughts are blank (spec §5). */
  generate: () => Promise<void>;
  /**
   * Stops the generation or refine in progress: the request to the provider is closed; a stopped
   * generation keeps its text, marked incomplete; a stopped refine restores the draft before it.
   */
  stop: () => void;
  /** Sends the current draft with one instruction; a failure keeps the draft as it was. */
  refine: (action: RefineAction | 'custom', instruction?: string) => Promise<void>;
  /** Restores the draft before the last refine. */
  undo: () => void;
  suggestSubjects: () => Promise<void>;
  /** Runs the check before sending on the current draft (in the browser, no request). */
  check: () => void;
  dispose: () => void;
}

export interface EmailWriterOptions {
  complete?: EmailCompletion;
  refine?: RefineFunction;
  suggestSubjects?: SubjectsFunction;
  initial?: Partial<
    Pick<
      EmailWriterState,
      'thoughts' | 'tone' | 'context' | 'contextOpen' | 'language' | 'result' | 'replyLanguage' | 'length'
    >
  >;
}

export function createEmailWriterStore({
  complete = createProxyCompletion(),
  refine = createProxyRefiner(),
  suggestSubjects = createProxySubjects(),
  initial = {},
}: EmailWriterOptions = {}) {
  let controller: AbortController | undefined;
  /** The draft a refine in progress started from (restored if it is stopped). */
  let refiningFrom = '';
  const restart = () => {
    controller?.abort();
    controller = new AbortController();
    return controller.signal;
  };
  const busy = (state: EmailWriterState) => state.loading || state.refining !== null;
  const freshDraft = {
    subjects: null,
    subjectsFailed: false,
    checkedDraft: null,
    refineFailed: false,
  } as const;

  return createStore<EmailWriterState>()((set, get) => {
    const pointToNotice = () =>
      set(({ noticeRequests }) => ({ failed: false, noticeRequests: noticeRequests + 1 }));
    return {
      thoughts: '',
      tone: DEFAULT_TONE,
      context: '',
      contextOpen: false,
      language: DEFAULT_EMAIL_LANGUAGE,
      replyLanguage: 'interface',
      length: DEFAULT_EMAIL_LENGTH,
      loading: false,
      result: '',
      failed: false,
      stopped: false,
      model: null,
      history: [],
      refining: null,
      refineFailed: false,
      subjects: null,
      subjectsLoading: false,
      subjectsFailed: false,
      checkedDraft: null,
      unavailable: false,
      noticeRequests: 0,
      ...initial,
      setUnavailable: (unavailable) => set({ unavailable }),
      setThoughts: (thoughts) => set({ thoughts }),
      setTone: (tone) => set({ tone }),
      setContext: (context) => set({ context }),
      setContextOpen: (contextOpen) => set({ contextOpen }),
      setLanguage: (language) => set({ language }),
      setReplyLanguage: (replyLanguage) => set({ replyLanguage }),
      setLength: (length) => set({ length }),
      generate: async () => {
        const state = get();
        const { thoughts, tone, context, language, replyLanguage, length } = state;
        if (busy(state) || thoughts.trim() === '') return;
        // No key on the server: a request cannot work, so no "please try again" either.
        if (state.unavailable) return pointToNotice();
        const request: EmailRequest = { thoughts, tone, language };
        const hasContext = context.trim() !== '';
        if (hasContext) request.context = context;
        // The replied-to email's language needs that email; without it the interface's applies.
        if (replyLanguage === 'context' ? hasContext : replyLanguage !== 'interface')
          request.replyLanguage = replyLanguage as EmailRequest['replyLanguage'];
        if (length !== 'medium') request.length = length;
        const signal = restart();
        set({
          loading: true,
          failed: false,
          stopped: false,
          model: null,
          result: '',
          history: [],
          ...freshDraft,
        });
        try {
          const answer = await complete({
            prompt: buildEmailPrompt(request),
            request,
            signal,
            onText: (_chunk, soFar) => set({ result: soFar }),
          });
          if (signal.aborted) return;
          const { text, model } = typeof answer === 'string' ? { text: answer, model: undefined } : answer;
          set({ loading: false, result: text.trim(), model: model ?? null });
        } catch (error) {
          if (signal.aborted) return;
          if (isAiUnavailableError(error)) {
            // The status check had not answered yet (or the key went away): same notice, no apology.
            set({ loading: false, unavailable: true });
            return pointToNotice();
          }
          console.error('Email generation failed:', error);
          set({ loading: false, failed: true, result: '' });
        }
      },
      refine: async (action, instruction) => {
        const state = get();
        const draft = state.result;
        if (busy(state) || state.failed || state.stopped || draft.trim() === '') return;
        if (action === 'custom' && !instruction?.trim()) return;
        const signal = restart();
        refiningFrom = draft;
        set({ refining: action, ...freshDraft });
        try {
          const text = await refine(
            { draft, action, ...(action === 'custom' ? { instruction: instruction?.trim() } : {}) },
            { signal, onText: (_chunk, soFar) => set({ result: soFar }) },
          );
          if (signal.aborted) return;
          const refined = text.trim();
          if (refined === '') throw new Error('The refined draft is empty.');
          set({ refining: null, result: refined, history: [...get().history, draft] });
        } catch (error) {
          if (signal.aborted) return;
          console.error('Email refine failed:', error);
          set({ refining: null, result: draft, refineFailed: true });
        }
      },
      undo: () => {
        const state = get();
        const previous = state.history.at(-1);
        if (busy(state) || previous === undefined) return;
        set({ result: previous, history: state.history.slice(0, -1), ...freshDraft });
      },
      suggestSubjects: async () => {
        const state = get();
        if (
          busy(state) ||
          state.subjectsLoading ||
          state.failed ||
          state.stopped ||
          state.result.trim() === ''
        )
          return;
        const draft = state.result;
        set({ subjectsLoading: true, subjectsFailed: false, subjects: null });
        try {
          const subjects = await suggestSubjects({ draft });
          // A newer draft makes these subjects stale.
          if (get().result !== draft) return set({ subjectsLoading: false });
          set({ subjectsLoading: false, subjects });
        } catch (error) {
          console.error('Subject lines failed:', error);
          set({ subjectsLoading: false, subjectsFailed: true });
        }
      },
      check: () => {
        const { result, failed, stopped } = get();
        if (!failed && !stopped && result.trim() !== '') set({ checkedDraft: result });
      },
      stop: () => {
        const { loading, refining, result } = get();
        if (loading) {
          controller?.abort();
          set({ loading: false, stopped: true, model: null, result: result.trim() });
        } else if (refining !== null) {
          controller?.abort();
          set({ refining: null, result: refiningFrom });
        }
      },
      dispose: () => controller?.abort(),
    };
  });
}

export type EmailWriterStore = ReturnType<typeof createEmailWriterStore>;
