// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { AiRequestError, isAiUnavailableError, postAiJson, streamAiText } from './aiStream';

const encoder = new TextEncoder();
const sse = (chunks: string[], status = 200) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
    { status, headers: { 'content-type': 'text/event-stream' } },
  );

describe('streamAiText', () => {
  it('posts JSON and collects text events split anywhere, with the stop reason', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValue(
        sse([
          'event: text\ndata: {"text":"Hel"}\n\nevent: te',
          'xt\ndata: {"text":"lo é"}\n\n',
          ': keep-alive\n\nevent: done\ndata: {"stopReason":"max_tokens"}\n\n',
        ]),
      );
    const onText = vi.fn();
    const result = await streamAiText('/api/ai/convert', { a: 1 }, { fetch, onText });
    expect(result).toEqual({ text: 'Hello é', stopReason: 'max_tokens' });
    expect(onText.mock.calls).toEqual([
      ['Hel', 'Hel'],
      ['lo é', 'Hello é'],
    ]);
    expect(fetch).toHaveBeenCalledWith(
      '/api/ai/convert',
      expect.objectContaining({ method: 'POST', body: '{"a":1}' }),
    );
  });

  it('reads the model that answered from the done event', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValue(
        sse([
          'event: text\ndata: {"text":"x"}\n\nevent: done\ndata: {"stopReason":"end_turn","model":"llama3.1:8b"}\n\n',
        ]),
      );
    expect(await streamAiText('/x', {}, { fetch })).toEqual({
      text: 'x',
      stopReason: 'end_turn',
      model: 'llama3.1:8b',
    });
  });

  it('throws the server message for a refused call', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValue(Response.json({ error: 'Too many AI requests' }, { status: 429 }));
    await expect(streamAiText('/x', {}, { fetch })).rejects.toEqual(
      new AiRequestError('Too many AI requests', 429),
    );
  });

  it('throws on an error event and on a stream that ends without done', async () => {
    const broken = vi
      .fn()
      .mockResolvedValue(
        sse(['event: text\ndata: {"text":"a"}\n\nevent: error\ndata: {"error":"boom"}\n\n']),
      );
    await expect(streamAiText('/x', {}, { fetch: broken })).rejects.toThrow('boom');
    const cut = vi.fn().mockResolvedValue(sse(['event: text\ndata: {"text":"a"}\n\n']));
    await expect(streamAiText('/x', {}, { fetch: cut })).rejects.toThrow('The answer was interrupted.');
  });
});

describe('postAiJson', () => {
  it('posts JSON and returns the JSON answer', async () => {
    const fetch = vi.fn().mockResolvedValue(Response.json({ dependencies: [] }));
    await expect(postAiJson('/api/ai/dependencies', { a: 1 }, { fetch })).resolves.toEqual({
      dependencies: [],
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/ai/dependencies',
      expect.objectContaining({ method: 'POST', body: '{"a":1}' }),
    );
  });

  it('throws the server message of a refusal, and a clear error for a body that is not JSON', async () => {
    const refused = vi.fn().mockResolvedValue(Response.json({ error: 'Cut off' }, { status: 502 }));
    await expect(postAiJson('/x', {}, { fetch: refused })).rejects.toEqual(
      new AiRequestError('Cut off', 502),
    );
    const garbled = vi.fn().mockResolvedValue(new Response('<html>', { status: 200 }));
    await expect(postAiJson('/x', {}, { fetch: garbled })).rejects.toThrow('not JSON');
  });
});

describe('isAiUnavailableError', () => {
  it('is true for the no-key refusal only', () => {
    expect(isAiUnavailableError(new AiRequestError('No key', 503))).toBe(true);
    expect(isAiUnavailableError({ status: 503 })).toBe(true);
    expect(isAiUnavailableError(new AiRequestError('Down', 502))).toBe(false);
    expect(isAiUnavailableError(new Error('boom'))).toBe(false);
    expect(isAiUnavailableError(undefined)).toBe(false);
  });
});
