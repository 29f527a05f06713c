// The backend of the notes and AI pages is this repository's apps/server, started by the release
// rehearsal at DEMOS_BACKEND_URL: this resource route forwards the pages' same-origin calls to it,
// as a React Router user would forward them to theirs (package READMEs of @demos/privnote and the
// AI tools). Streams pass through (the AI answers are server-sent events).
const backend = process.env.DEMOS_BACKEND_URL ?? 'http://127.0.0.1:4173';

async function forward({ request }: { request: Request }): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.delete('host');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const answer = await fetch(new URL(`${url.pathname}${url.search}`, backend), {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    redirect: 'manual',
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
  // fetch has already decoded the body: its encoding and length no longer describe it.
  const out = new Headers(answer.headers);
  out.delete('content-encoding');
  out.delete('content-length');
  return new Response(answer.body, { status: answer.status, headers: out });
}

export const loader = forward;
export const action = forward;
