import { createStore } from 'zustand/vanilla';
import { createProxyCompletion, type EmailCompletion } from './core/complete';
import { DEFAULT_EMAIL_LANGUAGE, type EmailLanguage } from './core/languages';
import { buildEmailPrompt, type EmailRequest } from './core/prompt';
import { DEFAULT_TONE, type Tone } from './core/tones';

export interface EmailWriterState {
  thoughts: string;
  tone: Tone;
  context: string;
  contextOpen: boolean;
  language: EmailLanguage;
  loading: boolean;
  /** The generated email (streamed in while loading, trimmed at the end). */
  result: string;
  /** The last generation failed: the panel shows the apology in the interface language. */
  failed: boolean;
  setThoughts: (thoughts: string) => void;
  setTone: (tone: Tone) => void;
  setContext: (context: string) => void;
  setContextOpen: (open: boolean) => void;
  setLanguage: (language: EmailLanguage) => void;
  /** Does nothing while loading or when the thoughts are blank (spec §5). */
  generate: () => Promise<void>;
  dispose: () => void;
}

export interface EmailWriterOptions {
  complete?: EmailCompletion;
  initial?: Partial<
    Pick<EmailWriterState, 'thoughts' | 'tone' | 'context' | 'contextOpen' | 'language' | 'result'>
  >;
}

export function createEmailWriterStore({
  complete = createProxyCompletion(),
  initial = {},
}: EmailWriterOptions = {}) {
  let controller: AbortController | undefined;
  return createStore<EmailWriterState>()((set, get) => ({
    thoughts: '',
    tone: DEFAULT_TONE,
    context: '',
    contextOpen: false,
    language: DEFAULT_EMAIL_LANGUAGE,
    loading: false,
    result: '',
    failed: false,
    ...initial,
    setThoughts: (thoughts) => set({ thoughts }),
    setTone: (tone) => set({ tone }),
    setContext: (context) => set({ context }),
    setContextOpen: (contextOpen) => set({ contextOpen }),
    setLanguage: (language) => set({ language }),
    generate: async () => {
      const { thoughts, tone, context, language, loading } = get();
      if (loading || thoughts.trim() === '') return;
      const request: EmailRequest = { thoughts, tone, language };
      if (context.trim() !== '') request.context = context;
      controller = new AbortController();
      const { signal } = controller;
      set({ loading: true, failed: false, result: '' });
      try {
        const text = await complete({
          prompt: buildEmailPrompt(request),
          request,
          signal,
          onText: (_chunk, soFar) => set({ result: soFar }),
        });
        if (signal.aborted) return;
        set({ loading: false, result: text.trim() });
      } catch (error) {
        if (signal.aborted) return;
        console.error('Email generation failed:', error);
        set({ loading: false, failed: true, result: '' });
      }
    },
    dispose: () => controller?.abort(),
  }));
}

export type EmailWriterStore = ReturnType<typeof createEmailWriterStore>;
