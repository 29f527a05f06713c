// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS } from './config';
import { createHttpServer } from './httpServer';

describe('the HTTP server', () => {
  it('bounds every connection with the configured timeouts, checked every second at most', () => {
    const server = createHttpServer(() => undefined, DEFAULT_TIMEOUTS);
    expect(DEFAULT_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 });
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(5_000);
    const short = createHttpServer(() => undefined, {
      headersMs: 1_000,
      requestMs: 2_000,
      keepAliveMs: 1_000,
    });
    expect(short.headersTimeout).toBe(1_000);
  });
});
