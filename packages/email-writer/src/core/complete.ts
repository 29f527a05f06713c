import { AI_API_BASE, type AiStreamOptions, streamAiText } from '@demos/ai-client';
import type { EmailRequest } from './prompt';

export interface CompletionInput {
  /** The full prompt (spec §7), for environments that call a model directly. */
  prompt: string;
  /** The same request, structured: what the site's proxy takes (it rebuilds the prompt itself). */
  request: EmailRequest;
  onText?: AiStreamOptions['onText'];
  signal?: AbortSignal;
}

/** The AI completion function the page's environment supplies; resolves to the answer's text. */
export type EmailCompletion = (input: CompletionInput) => Promise<string>;

/** The default: the site's proxy (POST {apiBase}/email), streamed. */
export const createProxyCompletion =
  (apiBase = AI_API_BASE): EmailCompletion =>
  async ({ request, onText, signal }) =>
    (await streamAiText(`${apiBase}/email`, request, { onText, signal })).text;
