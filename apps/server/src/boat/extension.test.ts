// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boatSiteOrigin, DEFAULT_BOAT_SITE_URL, readBoatSettings } from '../config';
import { contentSecurityPolicy } from '../security';
import { createBoatExtension as fromSettings } from './extension';

/** The extension as the server makes it: from BOAT_SITE_URL read by config.ts. */
const createBoatExtension = (env: NodeJS.ProcessEnv) => fromSettings(readBoatSettings(env));

const frameSrc = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('frame-src '));

describe('boat extension', () => {
  it('allows exactly the default site origin in frame-src', () => {
    const extension = createBoatExtension({});
    expect(extension.name).toBe('boat');
    expect(extension.security).toEqual({ frameSrc: [new URL(DEFAULT_BOAT_SITE_URL).origin] });
    expect(frameSrc(contentSecurityPolicy(extension.security))).toBe(
      `frame-src ${new URL(DEFAULT_BOAT_SITE_URL).origin}`,
    );
  });

  it('reads BOAT_SITE_URL and keeps only its origin (no path, no wildcard)', () => {
    const extension = createBoatExtension({
      BOAT_SITE_URL: ' https://boats.example.org:8443/fr/accueil?x=1 ',
    });
    expect(extension.security?.frameSrc).toEqual(['https://boats.example.org:8443']);
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
