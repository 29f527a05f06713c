// @vitest-environment node
import { readServerSentEvents } from '@demos/ai-client';
import {
  ERROR_CONVERSION_FAILED,
  ERROR_DEPENDENCIES_CUT_OFF,
  ERROR_DEPENDENCIES_INVALID,
  ERROR_EMPTY_CODE,
} from '@tools/code-converter/core';
import { EMAIL_ERROR_MESSAGE, ERROR_REFINE_FAILED, ERROR_SUBJECTS_INVALID } from '@tools/email-writer/core';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MODEL, readAiSettings } from '../config';
import { createAiExtension, NOT_CONFIGURED_MESSAGE } from './extension';
import { type FakeMessagesApi, promptOf, startFakeMessagesApi } from './fakeMessagesApi';

const KEY = 'sk-ant-test-0123456789-secret';

let fake: FakeMessagesApi;
beforeAll(async () => {
  fake = await startFakeMessagesApi();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.requests.length = 0;
});

function makeApp(env: NodeJS.ProcessEnv = {}, options: Parameters<typeof createAiExtension>[1] = {}) {
  const app = new Hono();
  createAiExtension(
    readAiSettings({ ANTHROPIC_API_KEY: KEY, ANTHROPIC_BASE_URL: fake.url, AI_RATE_LIMIT: '100', ...env }),
    options,
  ).mount(app);
  return app;
}

const post = (app: Hono, path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Reads the proxy's SSE answer into text, stop reason and error, and keeps the raw body. */
async function readAnswer(response: Response) {
  const raw = await response.clone().text();
  let text = '';
  let stopReason: string | null | undefined;
  let error: string | undefined;
  for await (const event of readServerSentEvents(response.body as ReadableStream<Uint8Array>)) {
    const data = JSON.parse(event.data);
    if (event.event === 'text') text += data.text;
    if (event.event === 'done') stopReason = data.stopReason;
    if (event.event === 'error') error = data.error;
  }
  return { raw, text, stopReason, error };
}

const convert = { code: 'print("hi")', from: 'python', to: 'javascript' };
const email = { thoughts: 'meeting moved to friday, bring the report', tone: 'warm', language: 'en' };

describe('AI proxy without a key', () => {
  it('reports not configured and answers 503 with a clear message', async () => {
    const app = makeApp({ ANTHROPIC_API_KEY: '  ' });
    expect(await (await app.request('/api/ai/status')).json()).toEqual({ configured: false });
    for (const [path, body] of [
      ['/api/ai/convert', convert],
      ['/api/ai/email', email],
    ] as const) {
      const response = await post(app, path, body);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: NOT_CONFIGURED_MESSAGE });
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe('AI proxy: convert', () => {
  it('reports configured without revealing the key', async () => {
    const response = await makeApp().request('/api/ai/status');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ configured: true });
    expect(text).not.toContain(KEY);
  });

  it('sends one user message to the mid-tier model with max_tokens 4000 and streams code without fences', async () => {
    const response = await post(makeApp(), '/api/ai/convert', convert);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const answer = await readAnswer(response);
    expect(answer.text).toBe(
      '// Converted from Python to JavaScript\nconst answer = 42;\nconsole.log(answer);',
    );
    expect(answer.stopReason).toBe('end_turn');
    expect(answer.raw).not.toContain(KEY);
    expect(answer.raw).not.toContain('```');

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    // The key goes to the provider only (this SDK sends it as a bearer token).
    expect([request?.headers['x-api-key'], request?.headers.authorization]).toContain(`Bearer ${KEY}`);
    expect(request?.headers['anthropic-version']).toBeTruthy();
    expect(request?.body.model).toBe(DEFAULT_MODEL);
    expect(request?.body.max_tokens).toBe(4000);
    expect(request?.body.stream).toBe(true);
    expect(request?.body.messages).toHaveLength(1);
    expect(request?.body.messages?.[0]?.role).toBe('user');
    const prompt = promptOf(request as never);
    expect(prompt).toContain('Convert the following Python code to JavaScript.');
    expect(prompt).toContain('Respond with only the converted JavaScript code');
    expect(prompt).toContain('print("hi")');
  });

  it('uses the configured model', async () => {
    await readAnswer(
      await post(makeApp({ ANTHROPIC_CONVERT_MODEL: 'claude-haiku-5-5' }), '/api/ai/convert', convert),
    );
    expect(fake.requests[0]?.body.model).toBe('claude-haiku-5-5');
  });

  it('passes on a max_tokens stop so the page can say the result is cut off', async () => {
    const answer = await readAnswer(
      await post(makeApp(), '/api/ai/convert', { ...convert, code: 'CUT_OFF' }),
    );
    expect(answer.stopReason).toBe('max_tokens');
    expect(answer.text).toBe('// Converted from Python to JavaScript\nfunction part');
  });

  it('continues a cut-off answer with one user message carrying the partial result', async () => {
    const answer = await readAnswer(
      await post(makeApp(), '/api/ai/convert', { ...convert, partial: 'function part' }),
    );
    expect(answer.text).toBe('One() {}\n// continued\n');
    const prompt = promptOf(fake.requests[0] as never);
    expect(prompt).toContain('function part');
    expect(prompt).toContain('Continue exactly where it stops');
    expect(fake.requests[0]?.body.messages).toHaveLength(1);
  });

  it('maps a provider failure to the spec message, logs it without the key, and does not retry', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await post(makeApp(), '/api/ai/convert', { ...convert, code: 'PROVIDER_DOWN' });
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: ERROR_CONVERSION_FAILED });
    expect(fake.requests).toHaveLength(1);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls.flat().join(' ')).toMatch(/500/);
    expect(log.mock.calls.flat().join(' ')).not.toContain(KEY);
  });

  it('reports a stream that breaks midway as an error event', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await readAnswer(
      await post(makeApp(), '/api/ai/convert', { ...convert, code: 'STREAM_BREAKS' }),
    );
    expect(answer.error).toBe(ERROR_CONVERSION_FAILED);
    expect(answer.stopReason).toBeUndefined();
    expect(log.mock.calls.flat().join(' ')).not.toContain(KEY);
  });

  it.each([
    [{ ...convert, code: '  \n ' }, ERROR_EMPTY_CODE],
    [{ ...convert, code: undefined }, ERROR_EMPTY_CODE],
    [{ ...convert, from: 'cobol' }, 'Unknown source language.'],
    [{ ...convert, to: '__proto__' }, 'Unknown target language.'],
    [{ ...convert, code: 'x'.repeat(262_145) }, 'The code is too long: at most 262,144 characters.'],
    ['{not json', 'The request body must be JSON.'],
    [[1, 2], 'Expected a JSON object.'],
  ])('refuses %j with 400', async (body, message) => {
    const response = await post(makeApp(), '/api/ai/convert', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('AI proxy: email', () => {
  it('builds the prompt from every instruction, in the interface language, without context when blank', async () => {
    const answer = await readAnswer(
      await post(makeApp(), '/api/ai/email', { ...email, language: 'fr', context: '  \n\t ' }),
    );
    expect(answer.text).toContain('This is a warm email in French.');
    const [request] = fake.requests;
    expect(request?.body.max_tokens).toBe(4000);
    expect(request?.body.model).toBe(DEFAULT_MODEL);
    expect(request?.body.messages).toHaveLength(1);
    const prompt = promptOf(request as never);
    expect(prompt).toContain('You are an expert email writer.');
    expect(prompt).toContain('> meeting moved to friday, bring the report');
    expect(prompt).toContain('- Write a complete, professional email body.');
    expect(prompt).toContain('- Use this tone throughout: warm');
    expect(prompt).toContain('- Make it clear and well structured.');
    expect(prompt).toContain('- Follow proper email etiquette');
    expect(prompt).toContain('- Do not include a subject line.');
    expect(prompt).toContain('- Write the email in French.');
    expect(prompt).toContain('- Reply with only the email body, nothing else.');
    expect(prompt).not.toContain('replied to');
  });

  it('includes the quoted email when the context is not blank', async () => {
    const answer = await readAnswer(
      await post(makeApp(), '/api/ai/email', { ...email, context: 'Can we meet on Thursday?' }),
    );
    expect(answer.text).toContain('replying to your message');
    expect(promptOf(fake.requests[0] as never)).toContain(
      'The email being replied to, for context:\n> Can we meet on Thursday?',
    );
  });

  it('maps a provider failure to the apology', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await post(makeApp(), '/api/ai/email', { ...email, thoughts: 'PROVIDER_DOWN' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: EMAIL_ERROR_MESSAGE });
  });

  it.each([
    [{ ...email, thoughts: ' ' }, 'Please write down your thoughts first.'],
    [{ ...email, tone: 'angry' }, 'Unknown tone.'],
    [{ ...email, language: 'de' }, 'Unknown language.'],
    [{ ...email, context: 42 }, 'context must be a string.'],
    [{ ...email, thoughts: 'x'.repeat(10_001) }, 'Your thoughts are too long: at most 10000 characters.'],
  ])('refuses %j with 400', async (body, message) => {
    const response = await post(makeApp(), '/api/ai/email', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });
});

describe('AI proxy: converter additions', () => {
  it('turns a natural-language description into code with the same single request', async () => {
    const answer = await readAnswer(
      await post(makeApp(), '/api/ai/convert', {
        code: 'add two numbers',
        from: 'natural-language',
        to: 'rust',
      }),
    );
    expect(answer.text).toBe('// Written in Rust from a description\nconst answer = 42;');
    expect(fake.requests).toHaveLength(1);
    const prompt = promptOf(fake.requests[0] as never);
    expect(prompt.split('\n')[0]).toBe('Write Rust code that does what the description below asks.');
    expect(prompt).toContain('Respond with only the Rust code');
    expect(prompt).toContain('Description:\n```\nadd two numbers\n```');
  });

  it('accepts a 256 KB source and refuses a larger body with 413', async () => {
    const big = await post(makeApp(), '/api/ai/convert', { ...convert, code: 'x'.repeat(262_144) });
    expect(big.status).toBe(200);
    await big.body?.cancel();
    const huge = await post(makeApp(), '/api/ai/convert', { ...convert, code: 'x'.repeat(3 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: 'The request is too large.' });
  });

  it('reports a provider stream that stops mid-answer as an error, never as a finished answer', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await readAnswer(
      await post(makeApp(), '/api/ai/convert', { ...convert, code: 'STREAM_STOPS' }),
    );
    expect(answer.raw).not.toContain('event: done');
    expect(answer.error).toBe(ERROR_CONVERSION_FAILED);
    expect(answer.stopReason).toBeUndefined();
    expect(log.mock.calls.flat().join(' ')).toMatch(/convert stream failed/);
  });

  it('answers the dependency map as checked JSON, with null for no equivalent', async () => {
    const response = await post(makeApp(), '/api/ai/dependencies', {
      code: 'import json\nimport tkinter\nprint(1)',
      from: 'python',
      to: 'rust',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      dependencies: [
        { source: 'json', target: 'json-rust' },
        { source: 'tkinter', target: null, note: 'Nothing like it in Rust.' },
      ],
    });
    const [request] = fake.requests;
    expect(request?.body.stream).toBeFalsy();
    expect(request?.body.max_tokens).toBe(2000);
    expect(promptOf(request as never)).toContain('List the dependencies of the following Python code');
  });

  it.each([
    ['DEPS_NOT_JSON', ERROR_DEPENDENCIES_INVALID],
    ['DEPS_CUT_OFF', ERROR_DEPENDENCIES_CUT_OFF],
  ])('explains a dependency map answer that is %s', async (marker, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await post(makeApp(), '/api/ai/dependencies', { ...convert, code: marker });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: message });
  });

  it('refuses a dependency map of a description', async () => {
    const response = await post(makeApp(), '/api/ai/dependencies', { ...convert, from: 'natural-language' });
    expect(response.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('AI proxy: email additions', () => {
  it('keeps the default prompt when no new option is used, and adds reply language and length when chosen', async () => {
    const app = makeApp();
    await readAnswer(
      await post(app, '/api/ai/email', { ...email, replyLanguage: 'interface', length: 'medium' }),
    );
    const plain = promptOf(fake.requests[0] as never);
    fake.requests.length = 0;
    await readAnswer(await post(app, '/api/ai/email', email));
    expect(promptOf(fake.requests[0] as never)).toBe(plain);
    expect(plain).toContain('- Write the email in English.');

    const chosen = await readAnswer(
      await post(app, '/api/ai/email', { ...email, replyLanguage: 'de', length: 'short' }),
    );
    expect(chosen.text).toContain('This is a warm email in German (short).');
    const same = await readAnswer(
      await post(app, '/api/ai/email', {
        ...email,
        context: 'Hola, ¿nos vemos?',
        replyLanguage: 'context',
        length: 'long',
      }),
    );
    expect(same.text).toContain('in the language of the email being replied to (long)');
    expect(promptOf(fake.requests.at(-1) as never)).toContain(
      '- Write the email in the same language as the email being replied to.',
    );
  });

  it.each([
    [
      { ...email, replyLanguage: 'context' },
      'Writing in the language of the email you are replying to needs that email: add it as context.',
    ],
    [{ ...email, replyLanguage: 'klingon' }, 'Unknown reply language.'],
    [{ ...email, length: 'epic' }, 'Unknown length.'],
  ])('refuses %j with 400', async (body, message) => {
    const response = await post(makeApp(), '/api/ai/email', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });

  it('refines a draft with one instruction, streamed', async () => {
    const answer = await readAnswer(
      await post(makeApp(), '/api/ai/email/refine', { draft: 'Hi all, ship it.', action: 'shorter' }),
    );
    expect(answer.text).toContain('Refined: Make it shorter');
    const prompt = promptOf(fake.requests[0] as never);
    expect(prompt).toContain('Draft:\n> Hi all, ship it.');
    expect(prompt).toContain('- Do not include a subject line.');
    const custom = await readAnswer(
      await post(makeApp(), '/api/ai/email/refine', {
        draft: 'x',
        action: 'custom',
        instruction: ' mention the demo ',
      }),
    );
    expect(custom.text).toContain('Refined: Follow this instruction from the writer: mention the demo');
  });

  it('reports a refine that breaks midway with its own message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await readAnswer(
      await post(makeApp(), '/api/ai/email/refine', { draft: 'REFINE_BREAKS', action: 'longer' }),
    );
    expect(answer.error).toBe(ERROR_REFINE_FAILED);
  });

  it.each([
    [{ draft: ' ', action: 'shorter' }, 'There is no draft to refine.'],
    [{ draft: 'x', action: 'louder' }, 'Unknown refine action.'],
    [{ draft: 'x', action: 'custom', instruction: ' ' }, 'Please write an instruction first.'],
  ])('refuses refine %j with 400', async (body, message) => {
    const response = await post(makeApp(), '/api/ai/email/refine', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });

  it('suggests three subject lines as JSON, and explains an answer that is not JSON', async () => {
    const ok = await post(makeApp(), '/api/ai/email/subjects', { draft: 'Hello team, the launch moves.' });
    expect(await ok.json()).toEqual({
      subjects: ['Launch moves to Tuesday', 'Update on the launch date', 'Thanks, and a new launch date'],
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad = await post(makeApp(), '/api/ai/email/subjects', { draft: 'x SUBJECTS_NOT_JSON' });
    expect(bad.status).toBe(502);
    expect(await bad.json()).toEqual({ error: ERROR_SUBJECTS_INVALID });
  });

  it('counts every new request against the same rate limit', async () => {
    const app = makeApp({ AI_RATE_LIMIT: '3' }, { clientKey: () => 'same' });
    expect((await post(app, '/api/ai/email/subjects', { draft: 'x' })).status).toBe(200);
    await readAnswer(await post(app, '/api/ai/email/refine', { draft: 'x', action: 'shorter' }));
    expect((await post(app, '/api/ai/dependencies', convert)).status).toBe(200);
    expect((await post(app, '/api/ai/convert', convert)).status).toBe(429);
  });
});

describe('AI proxy: rate limit', () => {
  it('answers 429 with a clear message after the limit, per client, until the window passes', async () => {
    let now = 1_000_000;
    const app = makeApp(
      { AI_RATE_LIMIT: '2' },
      { now: () => now, clientKey: (c) => c.req.header('x-client') ?? 'a' },
    );
    const call = (client = 'a') =>
      app.request('/api/ai/convert', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client': client },
        body: JSON.stringify({ ...convert, code: '' }),
      });
    expect((await call()).status).toBe(400);
    now += 10_000;
    expect((await call()).status).toBe(400);
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('50');
    expect(await refused.json()).toEqual({
      error: 'Too many AI requests: at most 2 per minute. Please wait 50 s and try again.',
    });
    expect((await call('b')).status).toBe(400);
    now += 50_001;
    expect((await call()).status).toBe(400);
  });

  it('rejects a malformed limit at start-up', () => {
    expect(() => readAiSettings({ AI_RATE_LIMIT: 'lots' })).toThrow(/AI_RATE_LIMIT/);
  });
});
