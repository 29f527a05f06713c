// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boatSiteOrigin, DEFAULT_BOAT_SITE_URL, readBoatSettings } from '../config';
import { contentSecurityPolicy } from '../security';
import { createBoatExtension as fromSettings } from './extension';

/** The extension as the server makes it: from BOAT_SITE_URL read by config.ts. */
const createBoatExtension = (env: NodeJS.ProcessEnv) => fromSettings(readBoatSettings(env));

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
const frameSrc = (csp: string) => directive(csp, 'frame-src');

describe('boat extension', () => {
  it('allows exactly the default site origin in frame-src, and in connect-src for the probe', () => {
    const extension = createBoatExtension({});
    const origin = new URL(DEFAULT_BOAT_SITE_URL).origin;
    expect(extension.name).toBe('boat');
    expect(extension.security).toEqual({ frameSrc: [origin], connectSrc: [origin] });
    const csp = contentSecurityPolicy(extension.security);
    expect(frameSrc(csp)).toBe(`frame-src 'self' ${origin}`);
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${origin}`);
  });

  it('reads BOAT_SITE_URL and keeps only its origin (no path, no wildcard)', () => {
    const extension = createBoatExtension({
      BOAT_SITE_URL: ' https://boats.example.org:8443/fr/accueil?x=1 ',
    });
    expect(extension.security?.frameSrc).toEqual(['https://boats.example.org:8443']);
    expect(extension.security?.connectSrc).toEqual(['https://boats.example.org:8443']);
    expect(createBoatExtension({ BOAT_SITE_URL: '' }).security?.frameSrc).toEqual([
      new URL(DEFAULT_BOAT_SITE_URL).origin,
    ]);
  });

  it('refuses URLs that are not absolute http(s) with a clear message', () => {
    expect(() => createBoatExtension({ BOAT_SITE_URL: 'boats.example.org' })).toThrow(
      /absolute http\(s\) URL/,
    );
    expect(() => boatSiteOrigin('javascript:alert(1)')).toThrow(/http\(s\) URL/);
    expect(() => boatSiteOrigin('*')).toThrow(/BOAT_SITE_URL/);
  });

  it('mounts no routes', () => {
    const routes: unknown[] = [];
    createBoatExtension({}).mount({ get: (...args: unknown[]) => routes.push(args) } as never);
    expect(routes).toEqual([]);
  });
});
