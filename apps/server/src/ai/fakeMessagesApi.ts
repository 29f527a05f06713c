import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Messages API (POST /v1/messages), for tests and end-to-end runs. It
 * records every request and answers as the real API does, including `stream: true` answers as
 * server-sent events in the SDK's expected sequence. What it answers is decided per request by
 * `respond`; the default looks for markers in the prompt (see `defaultResponder`).
 */
export interface RecordedRequest {
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    max_tokens?: number;
    stream?: boolean;
    messages?: { role: string; content: unknown }[];
    [key: string]: unknown;
  };
}

export type FakeResponse =
  | { kind: 'text'; chunks: string[]; stopReason?: 'end_turn' | 'max_tokens'; delayMs?: number }
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
 * stop at max_tokens, SLOW → 800 ms between chunks, DEPS_NOT_JSON / DEPS_CUT_OFF → a dependency map
 * that is not JSON / cut off at max_tokens, SUBJECTS_NOT_JSON → subject lines that are not JSON.
 * Otherwise each kind of request gets a plausible answer (see the functions below).
 */
export function defaultResponder(request: RecordedRequest): FakeResponse {
  const prompt = promptOf(request);
  const delayMs = prompt.includes('SLOW') ? 800 : 40;
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
    if (req.method !== 'POST' || !req.url?.startsWith('/v1/messages')) {
      return sendJson(res, 404, { type: 'error', error: { type: 'not_found_error', message: 'Not found' } });
    }
    let raw = '';
    for await (const chunk of req) raw += chunk;
    let body: RecordedRequest['body'];
    try {
      body = JSON.parse(raw);
    } catch {
      return sendJson(res, 400, {
        type: 'error',
        error: { type: 'invalid_request_error', message: 'Bad JSON' },
      });
    }
    const recorded: RecordedRequest = { headers: req.headers, body };
    requests.push(recorded);
    await answer(res, recorded, api.respond(recorded));
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
  for (const text of chunks) {
    if (res.destroyed) return;
    send('content_block_delta', {
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'text_delta', text },
    });
    if (response.kind === 'text') await sleep(response.delayMs ?? 0);
    if (response.kind === 'stream-stops') await sleep(20);
  }
  if (response.kind === 'stream-stops') {
    // Let the pieces reach the client first: the answer stops after them, not before the headers.
    await sleep(100);
    res.destroy();
    return;
  }
  if (response.kind === 'stream-error') {
    send('error', { type: 'error', error: { type: response.type, message: response.message } });
    res.end();
    return;
  }
  send('content_block_stop', { type: 'content_block_stop', index: 0 });
  send('message_delta', {
    type: 'message_delta',
    delta: { stop_reason: stopReason, stop_sequence: null },
    usage: { output_tokens: chunks.length },
  });
  send('message_stop', { type: 'message_stop' });
  res.end();
}
