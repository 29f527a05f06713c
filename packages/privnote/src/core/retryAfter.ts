/** Seconds from a Retry-After value: a number of seconds or an HTTP date; undefined otherwise. */
export function parseRetryAfter(value: string, now = Date.now()): number | undefined {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * supabase-js hands back an error's JSON body but none of the response's headers: this fetch
 * copies a refusal's Retry-After into the body as `retry_after_seconds`, where unwrap (apiError.ts)
 * reads it. Other answers pass through untouched.
 */
export function fetchWithRetryAfter(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    const header = response.headers.get('retry-after');
    const seconds = response.ok || header === null ? undefined : parseRetryAfter(header);
    if (seconds === undefined) return response;
    const text = await response.text();
    const rebuilt = (body: string) =>
      new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return rebuilt(text);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return rebuilt(text);
    return rebuilt(JSON.stringify({ ...body, retry_after_seconds: seconds }));
  };
}
