import { isAiUnavailableError } from '@demos/ai-client';
import type { EmailCompletion } from '../core/complete';
import { buildEmailPrompt, type EmailRequest } from '../core/prompt';
import { busy, type EmailContext, FRESH_DRAFT, type GetEmail, type SetEmail } from './context';
import type { EmailWriterState } from './state';

export type GenerateSlice = Pick<
  EmailWriterState,
  'loading' | 'result' | 'failed' | 'stopped' | 'model' | 'generate' | 'stop' | 'dispose'
>;

/** The request the inputs make (only what differs from the defaults is sent). */
function emailRequest(state: EmailWriterState): EmailRequest {
  const { thoughts, tone, context, language, replyLanguage, length } = state;
  const request: EmailRequest = { thoughts, tone, language };
  const hasContext = context.trim() !== '';
  if (hasContext) request.context = context;
  // The replied-to email's language needs that email; without it the interface's applies.
  if (replyLanguage === 'context' ? hasContext : replyLanguage !== 'interface')
    request.replyLanguage = replyLanguage as EmailRequest['replyLanguage'];
  if (length !== 'medium') request.length = length;
  return request;
}

/** Writing the email (streamed in), stopping it, and the notice when the server has no AI key. */
export function createGenerateSlice(
  set: SetEmail,
  get: GetEmail,
  ctx: EmailContext,
  complete: EmailCompletion,
): GenerateSlice {
  const pointToNotice = () =>
    set(({ noticeRequests }) => ({ failed: false, noticeRequests: noticeRequests + 1 }));
  return {
    loading: false,
    result: '',
    failed: false,
    stopped: false,
    model: null,
    generate: async () => {
      const state = get();
      if (busy(state) || state.thoughts.trim() === '') return;
      // No key on the server: a request cannot work, so no "please try again" either.
      if (state.unavailable) return pointToNotice();
      const request = emailRequest(state);
      const signal = ctx.restart();
      set({
        loading: true,
        failed: false,
        stopped: false,
        model: null,
        result: '',
        history: [],
        ...FRESH_DRAFT,
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
    stop: () => {
      const { loading, refining, result } = get();
      if (loading) {
        ctx.abort();
        set({ loading: false, stopped: true, model: null, result: result.trim() });
      } else if (refining !== null) {
        ctx.abort();
        set({ refining: null, result: ctx.refiningFrom });
      }
    },
    dispose: () => ctx.abort(),
  };
}
