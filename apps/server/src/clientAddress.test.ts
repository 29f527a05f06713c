// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseTrustedProxies, rateLimitKey, resolveClientAddress } from './clientAddress';

describe('TRUST_PROXY and the client address', () => {
  const proxies = parseTrustedProxies('127.0.0.1, 10.0.0.0/8, fd00::/8');

  it('never believes X-Forwarded-For by default', () => {
    expect(parseTrustedProxies(undefined)).toBeNull();
    expect(parseTrustedProxies(' ')).toBeNull();
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', null)).toBe('203.0.113.9');
  });

  it('ignores the header when the peer is not a trusted proxy', () => {
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', proxies)).toBe('203.0.113.9');
  });

  it('takes the first untrusted address from the right behind trusted proxies', () => {
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1', proxies)).toBe('198.51.100.1');
    // The client wrote a fake first entry; the load balancer (10.0.0.5) appended the real address.
    expect(resolveClientAddress('10.0.0.7', '1.2.3.4, 198.51.100.1, 10.0.0.5', proxies)).toBe('198.51.100.1');
    expect(resolveClientAddress('::ffff:127.0.0.1', '2001:db8::1', proxies)).toBe('2001:db8::1');
    expect(resolveClientAddress('fd00::1', '10.0.0.2, 10.0.0.3', proxies)).toBe('10.0.0.2');
  });

  it('falls back to the peer when the header holds something that is not an address', () => {
    expect(resolveClientAddress('127.0.0.1', 'evil, <script>', proxies)).toBe('127.0.0.1');
  });

  it.each(['localhost', '10.0.0.0/33', '10.0.0.1/8/8', '::1/129', '300.1.1.1', '10.0.0.0/x'])(
    'refuses %s with a clear message',
    (entry) => {
      expect(() => parseTrustedProxies(`127.0.0.1,${entry}`)).toThrow(
        `TRUST_PROXY must list proxy addresses or CIDR ranges separated by commas (e.g. 127.0.0.1,10.0.0.0/8), got "${entry}".`,
      );
    },
  );
});

describe('the rate-limit key of a client', () => {
  it('is the IPv4 address itself', () => {
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it.each([
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0:0:0:7', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
    ['2001:db8:1:2:3:4:192.0.2.33', '2001:db8:1:2::/64'],
  ])('groups the IPv6 address %s by its /64: %s', (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });

  it('keeps anything else as it is', () => {
    expect(rateLimitKey('unknown')).toBe('unknown');
  });
});
