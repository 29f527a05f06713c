// @vitest-environment node
import { parseWifi } from '@repo/testing/wifi';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildEmail,
  buildLocation,
  buildPhone,
  buildSms,
  buildWifi,
  EMPTY_WIFI,
  escapeWifiValue,
  normalisePhone,
  SSID_MAX_BYTES,
  type Wifi,
  type WifiSecurity,
} from './formats';

const bytes = (value: string) => new TextEncoder().encode(value).length;

const HOSTILE = [';', ':', '"', '\\', ',', '😀', 'é', ' ', "'", '&', '%', '?', '#', '=', '\n', '中'];
const hostileText = (min: number, max: number) =>
  fc
    .array(fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ minLength: 1, maxLength: 3 })), {
      minLength: min,
      maxLength: max,
    })
    .map((parts) => parts.join(''));

describe('Wi-Fi', () => {
  it('escapes \\ ; , : and " with a backslash', () => {
    expect(escapeWifiValue('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    expect(
      buildWifi({ ssid: 'Café; "Bar"', password: 'p:a,s\\s;word', security: 'WPA', hidden: true }),
    ).toEqual({
      payload: 'WIFI:T:WPA;S:Café\\; \\"Bar\\";P:p\\:a\\,s\\\\s\\;word;H:true;;',
      problems: {},
    });
    expect(buildWifi({ ssid: 'Open', password: 'ignored', security: 'nopass', hidden: false }).payload).toBe(
      'WIFI:T:nopass;S:Open;;',
    );
  });

  it('reads back every SSID and password exactly (independent parser)', () => {
    fc.assert(
      fc.property(
        hostileText(1, 10).filter((ssid) => bytes(ssid) <= SSID_MAX_BYTES),
        hostileText(4, 20).filter((password) => bytes(password) >= 8 && bytes(password) <= 63),
        fc.boolean(),
        (ssid, password, hidden) => {
          const { payload } = buildWifi({ ssid, password, security: 'WPA', hidden });
          const fields = parseWifi(payload as string);
          expect(fields).toEqual({ T: 'WPA', S: ssid, P: password, ...(hidden ? { H: 'true' } : {}) });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('takes a 32-byte SSID and says why a longer or empty one is refused', () => {
    const ssid32 = `${'😀'.repeat(7)};:"\\`; // 28 + 4 bytes
    expect(bytes(ssid32)).toBe(32);
    expect(buildWifi({ ...EMPTY_WIFI, ssid: ssid32, password: '12345678' }).problems).toEqual({});
    expect(buildWifi({ ...EMPTY_WIFI, ssid: `${ssid32}x`, password: '12345678' })).toEqual({
      payload: null,
      problems: { ssid: { code: 'ssidTooLong', bytes: 33 } },
    });
    expect(buildWifi({ ...EMPTY_WIFI, password: '12345678' }).problems).toEqual({
      ssid: { code: 'required' },
    });
    expect(buildWifi(EMPTY_WIFI)).toEqual({ payload: null, problems: {} });
  });

  it('checks WPA and WEP key lengths', () => {
    const wifi = (security: WifiSecurity, password: string): Wifi => ({
      ...EMPTY_WIFI,
      ssid: 'x',
      security,
      password,
    });
    expect(buildWifi(wifi('WPA', '1234567')).problems).toEqual({ password: { code: 'wpaLength', bytes: 7 } });
    expect(buildWifi(wifi('WPA', 'g'.repeat(64))).problems).toEqual({
      password: { code: 'wpaLength', bytes: 64 },
    });
    expect(buildWifi(wifi('WPA', 'ab'.repeat(32))).problems).toEqual({});
    expect(buildWifi(wifi('WPA', 'a'.repeat(63))).problems).toEqual({});
    for (const key of ['abcde', 'abcdefghijklm', '0123456789', '0123456789abcdef0123456789']) {
      expect(buildWifi(wifi('WEP', key)).problems).toEqual({});
    }
    expect(buildWifi(wifi('WPA', '')).problems).toEqual({ password: { code: 'required' } });
    expect(buildWifi(wifi('WEP', '')).problems).toEqual({ password: { code: 'required' } });
    for (const key of ['abcd', 'abcdefghij']) {
      expect(buildWifi(wifi('WEP', key)).problems).toEqual({ password: { code: 'wepLength' } });
    }
    expect(buildWifi(wifi('nopass', '')).problems).toEqual({});
  });
});

describe('E-mail', () => {
  it('percent-encodes subject and body as UTF-8 and reads back through URL parsing', () => {
    fc.assert(
      fc.property(hostileText(0, 8), hostileText(0, 12), (subject, body) => {
        const { payload } = buildEmail({ to: 'zoë+qr@example.es', subject, body });
        const url = new URL(payload as string);
        expect(url.protocol).toBe('mailto:');
        expect(decodeURIComponent(url.pathname)).toBe('zoë+qr@example.es');
        expect(url.searchParams.get('subject') ?? '').toBe(subject);
        expect(url.searchParams.get('body') ?? '').toBe(body.replace(/\r\n|\r|\n/g, '\r\n'));
      }),
      { numRuns: 300 },
    );
    expect(buildEmail({ to: 'a@b.c', subject: '', body: '' }).payload).toBe('mailto:a@b.c');
  });

  it('needs a valid address', () => {
    expect(buildEmail({ to: '', subject: 'Hi', body: '' }).problems).toEqual({ to: { code: 'required' } });
    expect(buildEmail({ to: 'not an address', subject: '', body: '' }).problems).toEqual({
      to: { code: 'emailInvalid' },
    });
    expect(buildEmail({ to: '', subject: '', body: '' })).toEqual({ payload: null, problems: {} });
  });
});

describe('SMS and phone', () => {
  it('drops visual separators and percent-encodes the message', () => {
    expect(normalisePhone('+34 (600) 11-22.33')).toBe('+34600112233');
    expect(normalisePhone('12')).toBeNull();
    expect(normalisePhone('+1234567890123456')).toBeNull();
    expect(buildPhone('+34 600 11 22 33')).toEqual({ payload: 'tel:+34600112233', problems: {} });
    expect(buildPhone('call me')).toEqual({ payload: null, problems: { phone: { code: 'phoneInvalid' } } });
    fc.assert(
      fc.property(hostileText(1, 12), (message) => {
        const { payload } = buildSms({ number: '+34 600 112 233', message });
        const url = new URL(payload as string);
        expect(url.protocol).toBe('sms:');
        expect(url.pathname).toBe('+34600112233');
        expect(url.searchParams.get('body')).toBe(message.replace(/\r\n|\r|\n/g, '\r\n'));
      }),
      { numRuns: 200 },
    );
    expect(buildSms({ number: '', message: 'hi' }).problems).toEqual({ number: { code: 'required' } });
  });
});

describe('Location', () => {
  it('writes geo: URIs and says why a coordinate is refused', () => {
    expect(buildLocation({ latitude: '40.4168', longitude: '-3.7038' }).payload).toBe('geo:40.4168,-3.7038');
    expect(buildLocation({ latitude: ' 40,4168 ', longitude: '+.5' }).payload).toBe('geo:40.4168,0.5');
    expect(buildLocation({ latitude: '90', longitude: '-180' }).payload).toBe('geo:90,-180');
    expect(buildLocation({ latitude: '91', longitude: '0' }).problems).toEqual({
      latitude: { code: 'latitudeRange' },
    });
    expect(buildLocation({ latitude: '0', longitude: '180.5' }).problems).toEqual({
      longitude: { code: 'longitudeRange' },
    });
    expect(buildLocation({ latitude: 'north', longitude: '' }).problems).toEqual({
      latitude: { code: 'notANumber' },
      longitude: { code: 'required' },
    });
    expect(buildLocation({ latitude: '', longitude: '' })).toEqual({ payload: null, problems: {} });
  });
});
