import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the three wire protocols the proxy speaks, for tests and end-to-end runs:
 * Anthropic's Messages API (POST /v1/messages), OpenAI's Chat Completions (POST …/chat/completions,
 * as OpenAI, Ollama, vLLM and LM Studio answer it) and Gemini's generateContent /
 * streamGenerateContent (POST /v1beta/models/{model}:…). It records every request and answers as
 * the real API does, streamed answers as server-sent events in the sequence each SDK expects. What
 * it answers is decided per request by `respond`, the same for every protocol; the default looks
 * for markers in the prompt (see `defaultResponder`).
 */
export type WireProtocol = 'anthropic' | 'openai' | 'gemini';

export interface RecordedRequest {
  api: WireProtocol;
  headers: IncomingMessage['headers'];
  /** The request as the provider received it. */
  wire: unknown;
  /** When it arrived and when its connection closed (Date.now()), to see a client stop it. */
  receivedAt: number;
  closedAt?: number;
  /** Whether the fake sent its whole answer (false when the client closed the connection first). */
  answered: boolean;
  /** The request in the Messages API's terms, whatever the protocol (model, max_tokens, stream, messages). */
  body: {
    model?: string;
    max_tokens?: number;
    stream?: boolean;
    messages?: { role: string; content: unknown }[];
    [key: string]: unknown;
  };
}

export type FakeResponse =
  | {
      kind: 'text';
      chunks: string[];
      stopReason?: 'end_turn' | 'max_tokens';
      delayMs?: number;
      /** How many first pieces come at the normal pace (40 ms) before `delayMs` applies: a stall mid-answer. */
      quickPieces?: number;
    }
  | { kind: 'http-error'; status: number; type: string; message: string }
  | { kind: 'stream-error'; chunks: string[]; type: string; message: string }
  /** Sends the chunks, then drops the connection without the stream's last events. */
  | { kind: 'stream-stops'; chunks: string[] };

export interface FakeMessagesApi {
  url: string;
  requests: RecordedRequest[];
  respond: (request: RecordedRequest) => FakeResponse;
  close: () => Promise<void>;
}

/** The prompt's text (the single user message). */
export const promptOf = (request: RecordedRequest): string => {
  const content = request.body.messages?.[0]?.content;
  return typeof content === 'string' ? content : JSON.stringify(content ?? '');
};

/**
 * Markers in the prompt choose the behaviour: PROVIDER_DOWN → HTTP 500, STREAM_BREAKS → an error
 * event mid-stream, STREAM_STOPS → the connection drops mid-answer (no error, no end), CUT_OFF →
 * stop at max_tokens, SLOW → 800 ms between chunks (STALLS → 2.5 s), DEPS_NOT_JSON / DEPS_CUT_OFF → a dependency map
 * that is not JSON / cut off at max_tokens, SUBJECTS_NOT_JSON → subject lines that are not JSON.
 * Otherwise each kind of request gets a plausible answer (see the functions below).
 */
export function defaultResponder(request: RecordedRequest): FakeResponse {
  const prompt = promptOf(request);
  // STALLS: time enough on a loaded machine to press Stop between two pieces.
  const delayMs = prompt.includes('STALLS') ? 2500 : prompt.includes('SLOW') ? 800 : 40;
  if (prompt.includes('PROVIDER_DOWN')) {
    return { kind: 'http-error', status: 500, type: 'api_error', message: 'Internal server error' };
  }
  if (prompt.includes('STREAM_BREAKS')) {
    return { kind: 'stream-error', chunks: ['partial '], type: 'overloaded_error', message: 'Overloaded' };
  }
  if (prompt.includes('STREAM_STOPS'))
    return { kind: 'stream-stops', chunks: ['```\n', 'half of the ', 'answer'] };
  if (prompt.startsWith('List the dependencies of the following')) return dependencyAnswer(prompt);
  if (prompt.startsWith('Suggest 3 different subject lines')) return subjectsAnswer(prompt);
  if (prompt.startsWith('You are an expert email editor.')) return refineAnswer(prompt, delayMs);
  const described = /^Write (.+) code that does what the description below asks\.$/m.exec(prompt);
  if (described) {
    const to = described[1] ?? '';
    return {
      kind: 'text',
      chunks: [
        '```',
        `${to.toLowerCase()}\n`,
        `// Written in ${to} from a description\n`,
        'const answer = 42;\n',
        '```',
      ],
      delayMs,
    };
  }
  const conversion = /^Convert the following (.+) code to (.+)\.$/m.exec(prompt);
  if (conversion) {
    const [, from, to] = conversion;
    const chunks = ['```', `${(to ?? '').toLowerCase()}\n`, `// Converted from ${from} to ${to}\n`];
    if (prompt.includes('cut off at the length limit')) {
      return { kind: 'text', chunks: ['One() {}\n', '// continued\n'], delayMs };
    }
    if (prompt.includes('CUT_OFF')) {
      return { kind: 'text', chunks: [...chunks, 'function part'], stopReason: 'max_tokens', delayMs };
    }
    return {
      kind: 'text',
      chunks: [...chunks, 'const answer = 42;\n', 'console.log(answer);\n', '```'],
      delayMs,
      // A stalled conversion stalls after its first line (what the Stop tests wait for), not before it:
      // 2.5 s before each of the three pieces made each of those tests wait 7.5 s for nothing.
      quickPieces: chunks.length,
    };
  }
  const tone = /Use this tone throughout: (\w+)/.exec(prompt)?.[1] ?? 'unknown';
  const language = prompt.includes('same language as the email being replied to')
    ? 'the language of the email being replied to'
    : (/Write the email in (\w+)\./.exec(prompt)?.[1] ?? 'unknown');
  const length = prompt.includes('- Keep it short:')
    ? ' (short)'
    : prompt.includes('- Make it detailed:')
      ? ' (long)'
      : '';
  const withContext = prompt.includes('The email being replied to');
  return {
    kind: 'text',
    chunks: [
      '  Hello team,\n\n',
      `This is a ${tone} email in ${language}${length}`,
      withContext ? ', replying to your message.' : '.',
      // Facts the thoughts did not give, for the check before sending.
      prompt.includes('FACTS')
        ? ' The budget is $4,500 and we meet on March 3; write to anna@example.com.'
        : '',
      // Markers that must reach the follow-up requests (which carry the draft, not the thoughts).
      ...['SUBJECTS_NOT_JSON', 'REFINE_BREAKS']
        .filter((marker) => prompt.includes(marker))
        .map((m) => ` ${m}`),
      '\n\nBest regards,\nAlex  \n',
    ],
    delayMs,
  };
}

/** The source's imports (Python, JavaScript, Rust, Go… forms), each mapped; `legacy*` and tkinter have none. */
function dependencyAnswer(prompt: string): FakeResponse {
  if (prompt.includes('DEPS_NOT_JSON')) {
    return { kind: 'text', chunks: ['Sure! The code uses requests, which maps to reqwest in Rust.'] };
  }
  if (prompt.includes('DEPS_CUT_OFF')) {
    return { kind: 'text', chunks: ['{"dependencies":[{"source":"requests","tar'], stopReason: 'max_tokens' };
  }
  const to = /its (.+) equivalent\.$/m.exec(prompt)?.[1] ?? 'target';
  const names = new Set<string>();
  for (const match of prompt.matchAll(/^\s*(?:import|from|use|require)\s+['"(]?([\w./:@-]+)/gm)) {
    if (match[1]) names.add(match[1].replace(/[;'")]+$/, ''));
  }
  const dependencies = [...names].map((name) =>
    /^legacy|^tkinter$/.test(name)
      ? { source: name, target: null, note: `Nothing like it in ${to}.` }
      : { source: name, target: `${name}-${to.toLowerCase()}` },
  );
  return { kind: 'text', chunks: ['```json\n', JSON.stringify({ dependencies }), '\n```'] };
}

function subjectsAnswer(prompt: string): FakeResponse {
  if (prompt.includes('SUBJECTS_NOT_JSON'))
    return { kind: 'text', chunks: ['1. Launch update\n2. New date'] };
  return {
    kind: 'text',
    chunks: [
      JSON.stringify([
        'Launch moves to Tuesday',
        'Update on the launch date',
        'Thanks, and a new launch date',
      ]),
    ],
  };
}

function refineAnswer(prompt: string, delayMs: number): FakeResponse {
  if (prompt.includes('REFINE_BREAKS')) {
    return {
      kind: 'stream-error',
      chunks: ['Hello team,\n\nHalf a '],
      type: 'overloaded_error',
      message: 'Overloaded',
    };
  }
  const order = /^Instructions:\n- (.+)$/m.exec(prompt)?.[1] ?? 'unknown';
  return {
    kind: 'text',
    chunks: ['Hello team,\n\n', `Refined: ${order}`, '\n\nBest regards,\nAlex\n'],
    delayMs,
  };
}

export async function startFakeMessagesApi({
  port = 0,
  respond = defaultResponder,
}: {
  port?: number;
  respond?: (request: RecordedRequest) => FakeResponse;
} = {}): Promise<FakeMessagesApi> {
  const requests: RecordedRequest[] = [];
  const api: FakeMessagesApi = { url: '', requests, respond, close: async () => {} };

  const server: Server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/healthz') return sendJson(res, 200, { status: 'ok' });
    if (req.method === 'GET' && req.url === '/requests') {
      // For end-to-end specs in another process: what reached the fake, and when it was closed.
      return sendJson(
        res,
        200,
        requests.map(({ api: protocol, receivedAt, closedAt, answered, body }) => ({
          api: protocol,
          model: body.model,
          prompt: promptOf({ body } as RecordedRequest),
          receivedAt,
          closedAt,
          answered,
        })),
      );
    }
    const route = routeOf(req);
    if (!route) {
      return sendJson(res, 404, { type: 'error', error: { type: 'not_found_error', message: 'Not found' } });
    }
    let raw = '';
    for await (const chunk of req) raw += chunk;
    let wire: Record<string, unknown>;
    try {
      wire = JSON.parse(raw);
    } catch {
      return sendJson(res, 400, {
        type: 'error',
        error: { type: 'invalid_request_error', message: 'Bad JSON' },
      });
    }
    const recorded: RecordedRequest = {
      api: route.api,
      headers: req.headers,
      wire,
      receivedAt: Date.now(),
      answered: false,
      body: asMessagesRequest(route, wire),
    };
    res.on('close', () => {
      recorded.closedAt = Date.now();
    });
    requests.push(recorded);
    const response = api.respond(recorded);
    if (route.api === 'anthropic') await answer(res, recorded, response);
    else if (route.api === 'openai') await answerChatCompletions(res, recorded, response);
    else await answerGemini(res, recorded, response);
    recorded.answered = !res.destroyed && res.writableFinished;
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return api;
}

interface Route {
  api: WireProtocol;
  /** Gemini names the model and the streaming in the path. */
  model?: string;
  stream?: boolean;
}

function routeOf(req: IncomingMessage): Route | undefined {
  if (req.method !== 'POST' || !req.url) return undefined;
  const path = req.url.split('?')[0] ?? '';
  if (path === '/v1/messages') return { api: 'anthropic' };
  if (path.endsWith('/chat/completions')) return { api: 'openai' };
  const gemini = /\/models\/([^/:]+):(generateContent|streamGenerateContent)$/.exec(path);
  if (gemini) {
    const model = decodeURIComponent(gemini[1] ?? '');
    return { api: 'gemini', model, stream: gemini[2] === 'streamGenerateContent' };
  }
  return undefined;
}

/** Any protocol's request in the Messages API's terms, so that tests read every provider alike. */
function asMessagesRequest(route: Route, wire: Record<string, unknown>): RecordedRequest['body'] {
  if (route.api === 'anthropic') return wire as RecordedRequest['body'];
  if (route.api === 'openai') {
    return {
      model: wire.model as string,
      max_tokens: (wire.max_tokens ?? wire.max_completion_tokens) as number,
      stream: wire.stream === true,
      messages: wire.messages as { role: string; content: unknown }[],
    };
  }
  const contents = (wire.contents ?? []) as { role?: string; parts?: { text?: string }[] }[];
  const config = (wire.generationConfig ?? {}) as { maxOutputTokens?: number };
  return {
    model: route.model,
    max_tokens: config.maxOutputTokens,
    stream: route.stream,
    messages: contents.map((content) => ({
      role: content.role ?? 'user',
      content: (content.parts ?? []).map((part) => part.text ?? '').join(''),
    })),
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answer(res: ServerResponse, request: RecordedRequest, response: FakeResponse) {
  if (response.kind === 'http-error') {
    return sendJson(res, response.status, {
      type: 'error',
      error: { type: response.type, message: response.message },
    });
  }
  const model = request.body.model ?? 'unknown';
  const chunks = response.chunks;
  const stopReason = response.kind === 'text' ? (response.stopReason ?? 'end_turn') : null;
  if (response.kind === 'stream-stops' && !request.body.stream) {
    res.destroy();
    return;
  }
  const message = {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model,
    content: [] as { type: 'text'; text: string }[],
    stop_reason: null as string | null,
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 1 },
  };
  if (!request.body.stream) {
    message.content = [{ type: 'text', text: chunks.join('') }];
    message.stop_reason = stopReason;
    return sendJson(res, 200, message);
  }

  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (event: string, data: unknown) =>
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  send('message_start', { type: 'message_start', message });
  send('content_block_start', {
    type: 'content_block_start',
    index: 0,
    content_block: { type: 'text', text: '' },
  });
  const finished = await streamPieces(
    res,
    response,
    (text) =>
      send('content_block_delta', {
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'text_delta', text },
      }),
    (failure) => send('error', { type: 'error', error: { type: failure.type, message: failure.message } }),
  );
  if (!finished) return;
  send('content_block_stop', { type: 'content_block_stop', index: 0 });
  send('message_delta', {
    type: 'message_delta',
    delta: { stop_reason: stopReason, stop_sequence: null },
    usage: { output_tokens: chunks.length },
  });
  send('message_stop', { type: 'message_stop' });
  res.end();
}

/** How long each protocol's fake waits after a piece (the response's pacing). */
const pause = (response: FakeResponse, index: number) => {
  if (response.kind === 'stream-stops') return 20;
  if (response.kind !== 'text') return 0;
  return index < (response.quickPieces ?? 0) - 1
    ? Math.min(40, response.delayMs ?? 0)
    : (response.delayMs ?? 0);
};

/**
 * Writes each piece of the answer as the protocol's event, at the response's pace, then ends the
 * stream as the response says: cut short (after the pieces reached the client, not before the
 * headers), or an error event. True when the caller should write its protocol's normal ending.
 */
async function streamPieces(
  res: ServerResponse,
  response: Exclude<FakeResponse, { kind: 'http-error' }>,
  sendPiece: (text: string) => void,
  sendError: (failure: Extract<FakeResponse, { kind: 'stream-error' }>) => void,
): Promise<boolean> {
  for (const [index, text] of response.chunks.entries()) {
    if (res.destroyed) return false;
    sendPiece(text);
    await sleep(pause(response, index));
  }
  if (res.destroyed) return false;
  if (response.kind === 'stream-stops') {
    await sleep(100);
    res.destroy();
    return false;
  }
  if (response.kind === 'stream-error') {
    sendError(response);
    res.end();
    return false;
  }
  return true;
}

/** Chat Completions as OpenAI, Ollama and vLLM answer it (`stream: true`: `data:` chunks, then `[DONE]`). */
async function answerChatCompletions(res: ServerResponse, request: RecordedRequest, response: FakeResponse) {
  if (response.kind === 'http-error') {
    return sendJson(res, response.status, {
      error: { message: response.message, type: response.type, param: null, code: null },
    });
  }
  const model = request.body.model ?? 'unknown';
  const finish = response.kind === 'text' && response.stopReason === 'max_tokens' ? 'length' : 'stop';
  const created = Math.floor(Date.now() / 1000);
  if (!request.body.stream) {
    if (response.kind === 'stream-stops') return void res.destroy();
    return sendJson(res, 200, {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created,
      model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: response.chunks.join('') },
          finish_reason: finish,
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: response.chunks.length, total_tokens: 10 },
    });
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  const chunk = (delta: Record<string, string>, finishReason: string | null) => ({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  });
  send(chunk({ role: 'assistant', content: '' }, null));
  const finished = await streamPieces(
    res,
    response,
    (text) => send(chunk({ content: text }, null)),
    (failure) => send({ error: { message: failure.message, type: failure.type, param: null, code: null } }),
  );
  if (!finished) return;
  send(chunk({}, finish));
  res.write('data: [DONE]\n\n');
  res.end();
}

/** Gemini's generateContent, and streamGenerateContent?alt=sse (`data:` responses, the last with finishReason). */
async function answerGemini(res: ServerResponse, request: RecordedRequest, response: FakeResponse) {
  if (response.kind === 'http-error') {
    return sendJson(res, response.status, {
      error: { code: response.status, message: response.message, status: 'INTERNAL' },
    });
  }
  const modelVersion = request.body.model ?? 'unknown';
  const finish = response.kind === 'text' && response.stopReason === 'max_tokens' ? 'MAX_TOKENS' : 'STOP';
  const candidate = (text: string, finishReason?: string) => ({
    candidates: [
      { content: { parts: [{ text }], role: 'model' }, index: 0, ...(finishReason ? { finishReason } : {}) },
    ],
    modelVersion,
  });
  if (!request.body.stream) {
    if (response.kind === 'stream-stops') return void res.destroy();
    return sendJson(res, 200, {
      ...candidate(response.chunks.join(''), finish),
      usageMetadata: { promptTokenCount: 10, candidatesTokenCount: response.chunks.length },
    });
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\r\n\r\n`);
  const finished = await streamPieces(
    res,
    response,
    (text) => send(candidate(text)),
    (failure) => send({ error: { code: 503, message: failure.message, status: 'UNAVAILABLE' } }),
  );
  if (!finished) return;
  send(candidate('', finish));
  res.end();
}
