// @vitest-environment node
import { readServerSentEvents } from '@demos/ai-client';
import { ERROR_CONVERSION_FAILED } from '@tools/code-converter/core';
import { EMAIL_ERROR_MESSAGE } from '@tools/email-writer/core';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readAiSettings } from '../config';
import { createAiExtension } from './extension';
import { type FakeMessagesApi, promptOf, startFakeMessagesApi } from './fakeMessagesApi';

/**
 * Every provider through its real SDK (@anthropic-ai/sdk, openai, @google/genai) against the local
 * fake speaking its wire protocol: the same prompts, limits, fence stripping, truncation guard and
 * spec messages whatever answers.
 */
let fake: FakeMessagesApi;
beforeAll(async () => {
  fake = await startFakeMessagesApi();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.requests.length = 0;
  vi.restoreAllMocks();
});

const KEYS = {
  anthropic: 'sk-ant-provider-test-secret-1',
  openai: 'sk-openai-provider-test-secret-2',
  gemini: 'AIza-gemini-provider-test-secret-3',
};

const PROVIDERS = [
  {
    name: 'anthropic',
    api: 'anthropic',
    key: KEYS.anthropic,
    model: 'claude-sonnet-5-5',
    env: () => ({ ANTHROPIC_API_KEY: KEYS.anthropic, ANTHROPIC_BASE_URL: fake.url }),
  },
  {
    name: 'openai',
    api: 'openai',
    key: KEYS.openai,
    model: 'gpt-5-mini',
    env: () => ({ AI_PROVIDER: 'openai', OPENAI_API_KEY: KEYS.openai, OPENAI_BASE_URL: `${fake.url}/v1` }),
  },
  {
    name: 'openai-compatible (Ollama, no key)',
    api: 'openai',
    key: undefined,
    model: 'llama3.1:8b',
    env: () => ({
      AI_PROVIDER: 'openai-compatible',
      OPENAI_BASE_URL: `${fake.url}/v1`,
      AI_CONVERT_MODEL: 'llama3.1:8b',
      AI_EMAIL_MODEL: 'llama3.1:8b',
    }),
  },
  {
    name: 'gemini',
    api: 'gemini',
    key: KEYS.gemini,
    model: 'gemini-2.5-flash',
    env: () => ({ AI_PROVIDER: 'gemini', GEMINI_API_KEY: KEYS.gemini, GEMINI_BASE_URL: fake.url }),
  },
] as const;

function makeApp(env: Record<string, string>) {
  const app = new Hono();
  createAiExtension(readAiSettings({ AI_RATE_LIMIT: '1000', ...env })).mount(app);
  return app;
}

const post = (app: Hono, path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function readAnswer(response: Response) {
  const raw = await response.clone().text();
  let text = '';
  const pieces: string[] = [];
  let done: { stopReason?: string | null; model?: string } | undefined;
  let error: string | undefined;
  for await (const event of readServerSentEvents(response.body as ReadableStream<Uint8Array>)) {
    const data = JSON.parse(event.data);
    if (event.event === 'text') {
      text += data.text;
      pieces.push(data.text);
    }
    if (event.event === 'done') done = data;
    if (event.event === 'error') error = data.error;
  }
  return { raw, text, pieces, done, error };
}

const convert = { code: 'print("hi")', from: 'python', to: 'javascript' };
const email = { thoughts: 'meeting moved to friday', tone: 'warm', language: 'en' };

describe.each(PROVIDERS)('provider $name', (provider) => {
  const app = () => makeApp(provider.env());
  const secrets = Object.values(KEYS);

  it('is configured, and says so without the key', async () => {
    const text = await (await app().request('/api/ai/status')).text();
    expect(JSON.parse(text)).toEqual({ configured: true });
    for (const key of secrets) expect(text).not.toContain(key);
  });

  it('converts with the same prompt and limit, streams in order without fences, and names the model', async () => {
    const answer = await readAnswer(await post(app(), '/api/ai/convert', convert));
    // In the provider's pieces (a line end waits for what follows it: it may precede the closing fence).
    expect(answer.pieces).toEqual([
      '// Converted from Python to JavaScript',
      '\nconst answer = 42;',
      '\nconsole.log(answer);',
    ]);
    expect(answer.done).toEqual({ stopReason: 'end_turn', model: provider.model });
    for (const key of secrets) expect(answer.raw).not.toContain(key);
    const [request] = fake.requests;
    expect(request?.api).toBe(provider.api);
    expect(request?.body.model).toBe(provider.model);
    expect(request?.body.max_tokens).toBe(4000);
    expect(request?.body.stream).toBe(true);
    expect(request?.body.messages).toHaveLength(1);
    expect(promptOf(request as never)).toContain('Convert the following Python code to JavaScript.');
    // The key goes to the provider, in its own header; a keyless compatible server gets none of ours.
    const sent = JSON.stringify(request?.headers);
    if (provider.key) expect(sent).toContain(provider.key);
    for (const key of secrets.filter((key) => key !== provider.key)) expect(sent).not.toContain(key);
  });

  it('passes on a cut-off answer as max_tokens, whatever the provider calls it', async () => {
    const answer = await readAnswer(await post(app(), '/api/ai/convert', { ...convert, code: 'CUT_OFF' }));
    expect(answer.done?.stopReason).toBe('max_tokens');
    expect(answer.text).toBe('// Converted from Python to JavaScript\nfunction part');
  });

  it("maps a provider failure to the spec's message, logged without the key, not retried", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await post(app(), '/api/ai/convert', { ...convert, code: 'PROVIDER_DOWN' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: ERROR_CONVERSION_FAILED });
    expect(fake.requests).toHaveLength(1);
    const logged = log.mock.calls.flat().join(' ');
    expect(logged).toMatch(/500/);
    for (const key of secrets) expect(logged).not.toContain(key);
  });

  it('reports a stream that breaks, or stops without its end, as an error, never as finished', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const code of ['STREAM_BREAKS', 'STREAM_STOPS']) {
      const answer = await readAnswer(await post(app(), '/api/ai/convert', { ...convert, code }));
      expect(answer.error).toBe(ERROR_CONVERSION_FAILED);
      expect(answer.done).toBeUndefined();
    }
  });

  it("writes an e-mail with the spec's prompt, and maps its failure to the apology", async () => {
    const answer = await readAnswer(await post(app(), '/api/ai/email', email));
    expect(answer.text).toContain('This is a warm email in English.');
    expect(answer.done).toEqual({ stopReason: 'end_turn', model: provider.model });
    expect(promptOf(fake.requests[0] as never)).toContain('meeting moved to friday');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await post(app(), '/api/ai/email', { ...email, thoughts: 'PROVIDER_DOWN' });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: EMAIL_ERROR_MESSAGE });
  });

  it('answers a structured request (subject lines) in one non-streamed call', async () => {
    const response = await post(app(), '/api/ai/email/subjects', { draft: 'Hello team, the launch moves.' });
    expect(response.status).toBe(200);
    expect((await response.json()).subjects).toHaveLength(3);
    expect(fake.requests[0]?.body.stream).toBeFalsy();
  });

  it("closes the provider's connection within 500 ms when the page stops reading", async () => {
    const response = await post(app(), '/api/ai/convert', { ...convert, code: 'SLOW' });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    const stoppedAt = Date.now();
    await reader.cancel();
    await vi.waitFor(() => expect(fake.requests[0]?.closedAt).toBeDefined(), { timeout: 2000 });
    expect((fake.requests[0]?.closedAt ?? Infinity) - stoppedAt).toBeLessThan(500);
    expect(fake.requests[0]?.answered).toBe(false);
  });
});
