// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WIFI_SECURITIES } from './formats';
import { ERROR_LEVELS } from './options';
import { QR_TABS } from './payload';
import { defaultSettings, type QuerySettings, settingsFromQuery, settingsToQuery } from './query';

const text = fc.string({ unit: 'grapheme', maxLength: 12 });

const settings: fc.Arbitrary<QuerySettings> = fc
  .record({
    tab: fc.constantFrom(...QR_TABS),
    url: text,
    text,
    ssid: text,
    security: fc.constantFrom(...WIFI_SECURITIES),
    hidden: fc.boolean(),
    to: text,
    body: text,
    lat: text,
    level: fc.constantFrom(...ERROR_LEVELS),
    size: text,
    foreground: text,
    logoSize: fc.integer({ min: 10, max: 50 }),
    dark: fc.boolean(),
    iban: text,
    allDay: fc.boolean(),
    issuer: text,
    coin: fc.constantFrom('bitcoin' as const, 'ethereum' as const),
    address: text,
  })
  .map((r) => {
    const s = defaultSettings();
    s.tab = r.tab;
    s.inputs.url = r.url;
    s.inputs.text = r.text;
    s.inputs.wifi = { ssid: r.ssid, password: '', security: r.security, hidden: r.hidden };
    s.inputs.email = { ...s.inputs.email, to: r.to, body: r.body };
    s.inputs.location = { ...s.inputs.location, latitude: r.lat };
    s.inputs.event = { ...s.inputs.event, title: r.text, allDay: r.allDay };
    s.inputs.payment = { ...s.inputs.payment, iban: r.iban };
    s.inputs.otp = { ...s.inputs.otp, issuer: r.issuer };
    s.inputs.crypto = { ...s.inputs.crypto, coin: r.coin, address: r.address };
    s.options = {
      ...s.options,
      level: r.level,
      size: r.size,
      foreground: r.foreground,
      logoSize: r.logoSize,
    };
    s.dark = r.dark;
    return s;
  });

describe('settings in the URL query', () => {
  it('writes nothing for the defaults (the page opens on URL with the spec settings)', () => {
    expect(settingsToQuery(defaultSettings())).toBe('');
    expect(settingsFromQuery('')).toEqual(defaultSettings());
  });

  it('reads back exactly what it wrote', () => {
    fc.assert(
      fc.property(settings, (s) => {
        expect(settingsFromQuery(`?${settingsToQuery(s)}`)).toEqual(s);
      }),
      { numRuns: 300 },
    );
  });

  it('never writes the Wi-Fi password', () => {
    const s = defaultSettings();
    s.tab = 'wifi';
    s.inputs.wifi = { ssid: 'Home', password: 's3cret-pass', security: 'WPA', hidden: false };
    expect(settingsToQuery(s)).toBe('type=wifi&ssid=Home');
  });

  it('never writes the OTP secret', () => {
    const s = defaultSettings();
    s.tab = 'otp';
    s.inputs.otp = { ...s.inputs.otp, account: 'ana', secret: 'JBSWY3DPEHPK3PXP', digits: '8' };
    expect(settingsToQuery(s)).toBe('type=otp&account=ana&digits=8');
  });

  it('ignores choices that are not allowed and keeps free text for its field to judge', () => {
    expect(settingsFromQuery('?type=fax&ec=X&security=WPA4&logo=99&size=huge&fg=%23zzzzzz')).toEqual({
      ...defaultSettings(),
      options: { ...defaultSettings().options, size: 'huge', foreground: '#zzzzzz' },
    });
  });
});
