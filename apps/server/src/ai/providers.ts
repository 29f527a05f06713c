import Anthropic from '@anthropic-ai/sdk';
import { GoogleGenAI } from '@google/genai';
import OpenAI from 'openai';
import type { AiProviderId, AiSettings } from '../config';

/** One call: the same prompt and limit whatever the provider. */
export interface ProviderRequest {
  model: string;
  prompt: string;
  maxTokens: number;
}

/**
 * A streamed answer, the same for every provider: the model that answers (as the provider names
 * it), the text in order, then the end. `stopReason` is `max_tokens` when the answer was cut off
 * at the limit (whatever the provider calls it), `end_turn` when it finished.
 */
export type ProviderEvent =
  | { type: 'model'; model: string }
  | { type: 'text'; text: string }
  | { type: 'end'; stopReason: string | null };

export interface AiProvider {
  id: AiProviderId;
  /**
   * Starts a streamed call. Rejects when the provider refuses it (before any text); the stream
   * throws when the provider fails midway or its stream ends without its final event.
   */
  stream: (request: ProviderRequest, signal: AbortSignal) => Promise<AsyncIterable<ProviderEvent>>;
  /** One non-streamed call, read whole. */
  complete: (
    request: ProviderRequest,
    signal: AbortSignal,
  ) => Promise<{ text: string; cutOff: boolean; model: string }>;
}

/** The stop reasons the page knows: `max_tokens` = cut off, `end_turn` = finished. */
const CUT_OFF = 'max_tokens';
const FINISHED = 'end_turn';

/** A log line for a provider failure: status and message, never request headers. */
export function describeProviderError(error: unknown): string {
  if (error instanceof Error) {
    const status = (error as { status?: unknown }).status;
    return `${typeof status === 'number' ? `${status} ` : ''}${error.name}: ${error.message}`;
  }
  return String(error);
}

/** The Messages API through @anthropic-ai/sdk. */
export function anthropicProvider(client: Pick<Anthropic, 'messages'>): AiProvider {
  return {
    id: 'anthropic',
    stream: async ({ model, prompt, maxTokens }, signal) => {
      const events = await client.messages.create(
        { model, max_tokens: maxTokens, messages: [{ role: 'user', content: prompt }], stream: true },
        { signal },
      );
      return (async function* () {
        let stopReason: string | null = null;
        let finished = false;
        for await (const event of events) {
          if (event.type === 'message_start') yield { type: 'model', model: event.message.model };
          else if (event.type === 'content_block_delta' && event.delta.type === 'text_delta')
            yield { type: 'text', text: event.delta.text };
          else if (event.type === 'message_delta') stopReason = event.delta.stop_reason ?? null;
          else if (event.type === 'message_stop') finished = true;
        }
        if (!finished) throw new Error('The provider stream ended before message_stop.');
        yield { type: 'end', stopReason };
      })();
    },
    complete: async ({ model, prompt, maxTokens }, signal) => {
      const message = await client.messages.create(
        { model, max_tokens: maxTokens, messages: [{ role: 'user', content: prompt }] },
        { signal },
      );
      const text = message.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
      return { text, cutOff: message.stop_reason === CUT_OFF, model: message.model };
    },
  };
}

/**
 * Chat Completions through the `openai` SDK: OpenAI itself, or any server speaking its
 * `/v1/chat/completions` (Ollama, LM Studio, vLLM, llama.cpp's server, OpenRouter).
 */
export function openAiProvider(client: Pick<OpenAI, 'chat'>, id: 'openai' | 'openai-compatible'): AiProvider {
  // OpenAI's newer models refuse max_tokens; the compatible servers know max_tokens best.
  const limit = (maxTokens: number) =>
    id === 'openai' ? { max_completion_tokens: maxTokens } : { max_tokens: maxTokens };
  const stopReason = (finish: string) =>
    finish === 'length' ? CUT_OFF : finish === 'stop' ? FINISHED : finish;
  return {
    id,
    stream: async ({ model, prompt, maxTokens }, signal) => {
      const chunks = await client.chat.completions.create(
        { model, messages: [{ role: 'user', content: prompt }], stream: true, ...limit(maxTokens) },
        { signal },
      );
      return (async function* () {
        let finish: string | null = null;
        let named = false;
        for await (const chunk of chunks) {
          if (!named && chunk.model) {
            named = true;
            yield { type: 'model', model: chunk.model };
          }
          const choice = chunk.choices[0];
          if (choice?.delta?.content) yield { type: 'text', text: choice.delta.content };
          if (choice?.finish_reason) finish = choice.finish_reason;
        }
        if (!finish) throw new Error('The provider stream ended without a finish_reason.');
        yield { type: 'end', stopReason: stopReason(finish) };
      })();
    },
    complete: async ({ model, prompt, maxTokens }, signal) => {
      const completion = await client.chat.completions.create(
        { model, messages: [{ role: 'user', content: prompt }], ...limit(maxTokens) },
        { signal },
      );
      const choice = completion.choices[0];
      return {
        text: choice?.message.content ?? '',
        cutOff: choice?.finish_reason === 'length',
        model: completion.model || model,
      };
    },
  };
}

/** Gemini's generateContent / streamGenerateContent through @google/genai. */
export function geminiProvider(client: Pick<GoogleGenAI, 'models'>): AiProvider {
  /** STOP = finished, MAX_TOKENS = cut off; anything else (SAFETY, RECITATION…) is a failure. */
  const stopReason = (finish: string) => {
    if (finish === 'STOP') return FINISHED;
    if (finish === 'MAX_TOKENS') return CUT_OFF;
    throw new Error(`Gemini stopped the answer: ${finish}.`);
  };
  return {
    id: 'gemini',
    stream: async ({ model, prompt, maxTokens }, signal) => {
      const responses = await client.models.generateContentStream({
        model,
        contents: prompt,
        config: { maxOutputTokens: maxTokens, abortSignal: signal },
      });
      return (async function* () {
        let finish: string | undefined;
        let named = false;
        for await (const response of responses) {
          if (!named) {
            named = true;
            yield { type: 'model', model: response.modelVersion ?? model };
          }
          const candidate = response.candidates?.[0];
          const text = candidate?.content?.parts?.map((part) => part.text ?? '').join('');
          if (text) yield { type: 'text', text };
          if (candidate?.finishReason) finish = candidate.finishReason;
        }
        if (!finish) throw new Error('The provider stream ended without a finishReason.');
        yield { type: 'end', stopReason: stopReason(finish) };
      })();
    },
    complete: async ({ model, prompt, maxTokens }, signal) => {
      const response = await client.models.generateContent({
        model,
        contents: prompt,
        config: { maxOutputTokens: maxTokens, abortSignal: signal },
      });
      const candidate = response.candidates?.[0];
      const text = candidate?.content?.parts?.map((part) => part.text ?? '').join('') ?? '';
      const finish = candidate?.finishReason ?? 'STOP';
      return { text, cutOff: stopReason(finish) === CUT_OFF, model: response.modelVersion ?? model };
    },
  };
}

/** What an OpenAI-compatible server without a key gets (the SDK needs one; Ollama ignores it). */
const NO_KEY = 'no-key';
/** Slow local models take time to start; AI calls are never retried automatically. */
const TIMEOUT_MS = 120_000;

/** The provider the settings choose, through its official SDK; none when nothing is configured. */
export function providerFromSettings(settings: AiSettings): AiProvider | undefined {
  const { provider, apiKey, baseURL } = settings;
  switch (provider) {
    case undefined:
      return undefined;
    case 'anthropic':
      return anthropicProvider(new Anthropic({ apiKey, baseURL, maxRetries: 0, timeout: TIMEOUT_MS }));
    case 'openai':
    case 'openai-compatible':
      return openAiProvider(
        new OpenAI({ apiKey: apiKey ?? NO_KEY, baseURL, maxRetries: 0, timeout: TIMEOUT_MS }),
        provider,
      );
    case 'gemini':
      return geminiProvider(
        new GoogleGenAI({
          apiKey,
          httpOptions: {
            ...(baseURL ? { baseUrl: baseURL } : {}),
            timeout: TIMEOUT_MS,
            retryOptions: { attempts: 1 },
          },
        }),
      );
  }
}
