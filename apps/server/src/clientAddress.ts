import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The proxies whose `X-Forwarded-For` is believed (TRUST_PROXY); null trusts none. */
export type TrustedProxies = BlockList | null;

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is 10.0.0.1. */
function normalize(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function family(address: string): 'ipv4' | 'ipv6' | null {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
}

/**
 * Parses TRUST_PROXY: a comma-separated list of addresses and CIDR ranges
 * (`127.0.0.1,10.0.0.0/8,fd00::/8`). Blank means no proxy is trusted. Throws a one-line message
 * naming the first entry that is neither.
 */
export function parseTrustedProxies(raw: string | undefined): TrustedProxies {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefixText, extra] = entry.split('/');
    const type = family(address);
    const prefix = prefixText === undefined ? undefined : Number(prefixText);
    const maxPrefix = type === 'ipv4' ? 32 : 128;
    if (
      !type ||
      extra !== undefined ||
      (prefix !== undefined && (!/^\d{1,3}$/.test(prefixText ?? '') || (prefix as number) > maxPrefix))
    ) {
      throw new Error(
        `TRUST_PROXY must list proxy addresses or CIDR ranges separated by commas (e.g. 127.0.0.1,10.0.0.0/8), got "${entry}".`,
      );
    }
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return list;
}

function isTrusted(trusted: BlockList, address: string): boolean {
  const type = family(address);
  return type !== null && trusted.check(address, type);
}

/**
 * The client a request is counted against. The socket's peer, unless that peer is a trusted proxy:
 * then `X-Forwarded-For` is read from the right (each proxy appends the address it saw), skipping
 * trusted proxies, and the first address not among them is the client. A client can write anything
 * into the header, but only entries appended by trusted proxies are ever believed.
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  const remote = peer ? normalize(peer) : 'unknown';
  if (!trusted || !forwardedFor || !isTrusted(trusted, remote)) return remote;
  const hops = forwardedFor
    .split(',')
    .map((hop) => normalize(hop.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (!family(hop)) return remote;
    if (!isTrusted(trusted, hop)) return hop;
  }
  return hops[0] ?? remote;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail converted). */
function ipv6Groups(address: string): number[] | null {
  let text = address.split('%')[0] ?? '';
  const v4 = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(2).map(Number) as [number, number, number, number];
    text = `${v4[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 1) return null;
  const groups = [...left, ...Array(tail === undefined ? 0 : missing).fill('0'), ...right].map((group) =>
    Number.parseInt(group, 16),
  );
  return groups.every((group) => group >= 0 && group <= 0xffff) ? groups : null;
}

/**
 * The key a client is counted under: its IPv4 address, or the /64 network of its IPv6 address. One
 * IPv6 subscriber (a home, a phone, a server) gets a whole /64 and can use any address in it: per
 * address, a single visitor would have 2^64 allowances.
 */
export function rateLimitKey(address: string): string {
  if (family(address) !== 'ipv6') return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** A request's rate-limit key from its socket's peer and its `X-Forwarded-For`: see rateLimitKey. */
export type ClientKey = (peer: string | undefined, forwardedFor: string | undefined) => string;

export function clientKeyResolver(trusted: TrustedProxies): ClientKey {
  return (peer, forwardedFor) => rateLimitKey(resolveClientAddress(peer, forwardedFor, trusted));
}

/** The socket's peer behind a Hono context; undefined without a socket (Hono's app.request in tests). */
export function socketPeer(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** A request's rate-limit key (Hono context; 'unknown' without a socket): see rateLimitKey. */
export function clientAddressResolver(trusted: TrustedProxies) {
  const key = clientKeyResolver(trusted);
  return (c: Context): string => key(socketPeer(c), c.req.header('x-forwarded-for'));
}
