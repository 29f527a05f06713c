import { AI_API_BASE, type AiStreamOptions, postAiJson, streamAiText } from '@demos/ai-client';
import type { EmailRequest } from './prompt';
import type { RefineRequest } from './refine';
import { ERROR_SUBJECTS_INVALID, parseSubjects, type SubjectsRequest } from './subjects';

export interface CompletionInput {
  /** The full prompt (spec §7), for environments that call a model directly. */
  prompt: string;
  /** The same request, structured: what the site's proxy takes (it rebuilds the prompt itself). */
  request: EmailRequest;
  onText?: AiStreamOptions['onText'];
  signal?: AbortSignal;
}

/** An answer with the model that wrote it (the page names it). */
export interface CompletionAnswer {
  text: string;
  model?: string;
}

/**
 * The AI completion function the page's environment supplies; resolves to the answer's text, or
 * to the text and the model that wrote it.
 */
export type EmailCompletion = (input: CompletionInput) => Promise<string | CompletionAnswer>;

/** Rewrites the current draft with one instruction; resolves to the new draft's text. */
export type RefineFunction = (
  request: RefineRequest,
  options?: Pick<AiStreamOptions, 'onText' | 'signal'>,
) => Promise<string>;

/** Suggests subject lines for a draft; resolves to three of them. */
export type SubjectsFunction = (
  request: SubjectsRequest,
  options?: { signal?: AbortSignal },
) => Promise<string[]>;

/** The default: the site's proxy (POST {apiBase}/email), streamed; the server names the model. */
export const createProxyCompletion =
  (apiBase = AI_API_BASE): EmailCompletion =>
  async ({ request, onText, signal }) => {
    const { text, model } = await streamAiText(`${apiBase}/email`, request, { onText, signal });
    return model ? { text, model } : { text };
  };

/** POST {apiBase}/email/refine, streamed. */
export const createProxyRefiner =
  (apiBase = AI_API_BASE): RefineFunction =>
  async (request, options) =>
    (await streamAiText(`${apiBase}/email/refine`, request, options)).text;

/** POST {apiBase}/email/subjects → { subjects: string[] } (checked again here). */
export const createProxySubjects =
  (apiBase = AI_API_BASE): SubjectsFunction =>
  async (request, options) => {
    const data = await postAiJson<{ subjects?: unknown }>(`${apiBase}/email/subjects`, request, options);
    const checked = parseSubjects(JSON.stringify(data?.subjects ?? null));
    if (!checked.ok) throw new Error(ERROR_SUBJECTS_INVALID);
    return checked.value;
  };
