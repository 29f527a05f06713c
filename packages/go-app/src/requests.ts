import { type Random, randomInt } from '@demos/kit';

/** Spec §9 (Go): the shown port, the log length, the response-time and goroutine ranges. */
export const SERVER_PORT = 8080;
export const LOG_LIMIT = 15;
export const RESPONSE_TIME_MS = { min: 10, max: 59 } as const;
export const GOROUTINES = { min: 3, max: 7 } as const;
/** Spec §4: while running, a simulated request arrives every 2 to 4 s. */
export const REQUEST_INTERVAL_MS = { min: 2000, max: 4000 } as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestLogEntry {
  id: string;
  method: HttpMethod;
  endpoint: string;
  status: number;
  /** Response time in milliseconds. */
  time: number;
  /** When the request was served (epoch ms). */
  timestamp: number;
}

interface Route {
  method: HttpMethod;
  path: (random: Random) => string;
  /** Possible statuses, most likely first; the first is picked 85% of the time. */
  statuses: readonly [number, ...number[]];
  weight: number;
}

/** The routes of the demo service (a small users/products API written with net/http). */
export const ROUTES: readonly Route[] = [
  { method: 'GET', path: () => '/api/health', statuses: [200], weight: 2 },
  { method: 'GET', path: () => '/api/users', statuses: [200], weight: 4 },
  { method: 'GET', path: (r) => `/api/users/${randomInt(r, 1, 120)}`, statuses: [200, 404], weight: 4 },
  { method: 'POST', path: () => '/api/users', statuses: [201, 400], weight: 2 },
  { method: 'PUT', path: (r) => `/api/users/${randomInt(r, 1, 120)}`, statuses: [200, 404], weight: 1 },
  { method: 'DELETE', path: (r) => `/api/users/${randomInt(r, 1, 120)}`, statuses: [204, 404], weight: 1 },
  { method: 'GET', path: (r) => `/api/products?page=${randomInt(r, 1, 5)}`, statuses: [200], weight: 3 },
  { method: 'GET', path: () => '/metrics', statuses: [200], weight: 1 },
];

const totalWeight = ROUTES.reduce((sum, route) => sum + route.weight, 0);

export function pickRoute(random: Random): Route {
  let ticket = random() * totalWeight;
  for (const route of ROUTES) {
    ticket -= route.weight;
    if (ticket < 0) return route;
  }
  return ROUTES[ROUTES.length - 1] as Route;
}

/** One simulated request against the service, as its logging middleware would record it. */
export function simulateRequest(random: Random, id: string, timestamp: number): RequestLogEntry {
  const route = pickRoute(random);
  const [usual, ...rare] = route.statuses;
  const status =
    rare.length > 0 && random() >= 0.85 ? (rare[randomInt(random, 0, rare.length - 1)] as number) : usual;
  return {
    id,
    method: route.method,
    endpoint: route.path(random),
    status,
    time: randomInt(random, RESPONSE_TIME_MS.min, RESPONSE_TIME_MS.max),
    timestamp,
  };
}

/** `2026/01/15 09:30:02`, the layout of Go's standard `log` package, in local time. */
export function formatGoTimestamp(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}/${p(d.getMonth() + 1)}/${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
