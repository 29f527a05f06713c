// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BOAT_SERVICES, DEFAULT_BOAT_SITE_URL, PREVIEW_SANDBOX, parseSiteUrl, SITE_PAGES } from './site';

describe('boat site data', () => {
  it('names the pages of the site from the spec, in order', () => {
    expect(SITE_PAGES.map((page) => page.name)).toEqual([
      'Home',
      'Services',
      'About',
      'Gallery',
      'Weather',
      'Contact',
      'Legal',
    ]);
    expect(BOAT_SERVICES.length).toBeGreaterThanOrEqual(4);
  });

  it('sandboxes with at most scripts and same-origin', () => {
    expect(PREVIEW_SANDBOX.split(' ').sort()).toEqual(['allow-same-origin', 'allow-scripts']);
  });

  it('accepts absolute http(s) URLs only, with clear messages', () => {
    const ok = parseSiteUrl(` ${DEFAULT_BOAT_SITE_URL} `);
    expect(ok.ok && ok.url.protocol).toBe('https:');
    expect(parseSiteUrl('http://localhost:8080/x')).toMatchObject({ ok: true });
    expect(parseSiteUrl('')).toEqual({ ok: false, error: 'No preview URL is configured.' });
    expect(parseSiteUrl(undefined)).toEqual({ ok: false, error: 'No preview URL is configured.' });
    expect(parseSiteUrl('boats')).toEqual({
      ok: false,
      error: 'The preview URL “boats” is not a valid address.',
    });
    expect(parseSiteUrl('javascript:alert(1)')).toEqual({
      ok: false,
      error: 'The preview URL must start with https:// or http://, not javascript:',
    });
    expect(parseSiteUrl('data:text/html,<b>x</b>')).toMatchObject({ ok: false });
  });
});
