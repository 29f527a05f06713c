// @vitest-environment node
import fc from 'fast-check';
import { decode } from 'fast-png';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { buildPayload } from './checkPayload';
import { encodeQr } from './encode';
import { QR_TABS, type QrTab } from './payload';
import {
  QR_ERROR_LEVEL,
  QR_MARGIN,
  QR_MAX_BYTES,
  QR_PRINT_COLORS,
  QR_SIZE,
  qrPixelSize,
  qrPreviewColors,
  qrRenderOptions,
  utf8Length,
} from './qr';
import { EMPTY_INPUTS } from './query';
import { type Contact, hasContactData } from './vcard';

/** Renders the PNG the way the page does (same qrcode options), then reads it back with jsQR. */
async function pngRoundTrip(data: string) {
  const layout = encodeQr(data);
  if (!layout.ok) throw new Error('too long');
  const png = decode(await QRCode.toBuffer(data, { ...qrRenderOptions(layout.moduleCount), type: 'png' }));
  const rgba = new Uint8ClampedArray(png.width * png.height * 4);
  for (let i = 0; i < png.width * png.height; i += 1) {
    for (let c = 0; c < 4; c += 1) {
      rgba[i * 4 + c] = c < png.channels ? Number(png.data[i * png.channels + c]) : 255;
    }
  }
  const result = jsQR(rgba, png.width, png.height, { inversionAttempts: 'dontInvert' });
  return { result, width: png.width, height: png.height, layout };
}

describe('QR constants', () => {
  it('uses size 300 and error level M (spec §9)', () => {
    expect(QR_SIZE).toBe(300);
    expect(QR_ERROR_LEVEL).toBe('M');
    expect(QR_MARGIN).toBe(4);
    expect(qrRenderOptions(21)).toMatchObject({ errorCorrectionLevel: 'M', width: 319 });
  });

  it('sizes the image to whole pixels per module, never below 300 px', () => {
    for (let version = 1; version <= 40; version += 1) {
      const modules = 17 + 4 * version;
      const side = qrPixelSize(modules);
      expect(side).toBeGreaterThanOrEqual(QR_SIZE);
      expect(side % (modules + 2 * QR_MARGIN)).toBe(0);
      expect(side).toBeLessThan(QR_SIZE + modules + 2 * QR_MARGIN);
    }
  });

  it('reports too-long data instead of throwing', () => {
    expect(encodeQr('a'.repeat(QR_MAX_BYTES))).toMatchObject({ ok: true, version: 40, moduleCount: 177 });
    expect(encodeQr('a'.repeat(QR_MAX_BYTES + 1))).toEqual({
      ok: false,
      reason: 'too-long',
      bytes: QR_MAX_BYTES + 1,
      max: QR_MAX_BYTES,
    });
    expect(encodeQr('ñ'.repeat(2000))).toEqual({ ok: false, reason: 'too-long', bytes: 4000, max: 2331 });
    // Each level has its own limit.
    expect(encodeQr('a'.repeat(2953), 'L')).toMatchObject({ ok: true, version: 40 });
    expect(encodeQr('a'.repeat(1274), 'H')).toEqual({
      ok: false,
      reason: 'too-long',
      bytes: 1274,
      max: 1273,
    });
  });
});

const symbols = fc.constantFrom(
  '€',
  '😀',
  '👩‍💻',
  'ñ',
  '中文',
  '\n',
  '\t',
  '"',
  "'",
  '<',
  '&',
  '%',
  '\\',
  ' ',
  'ß',
  'اَلْعَرَبِيَّةُ',
);
const unicodeText = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }), symbols), {
    minLength: 1,
    maxLength: 12,
  })
  .map((parts) => parts.join(''));
/** Long text close to the byte limit of a version-40 code. */
const nearLimitText = fc
  .tuple(
    fc.integer({ min: QR_MAX_BYTES - 120, max: QR_MAX_BYTES - 2 }),
    fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
    symbols,
  )
  .map(([bytes, filler, symbol]) => {
    let text = symbol;
    while (utf8Length(text) + utf8Length(filler) <= bytes) text += filler;
    return text;
  });

const tabInputs: Record<QrTab, fc.Arbitrary<string | null>> = {
  url: fc
    .oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.domain(), unicodeText)
    .map((url) => buildPayload('url', { ...EMPTY_INPUTS, url })),
  text: fc
    .oneof({ arbitrary: unicodeText, weight: 5 }, { arbitrary: nearLimitText, weight: 1 })
    .map((text) => buildPayload('text', { ...EMPTY_INPUTS, text })),
  contact: fc
    .record<Contact>({
      firstName: unicodeText,
      lastName: fc.oneof(unicodeText, fc.constant('')),
      phone: fc.stringMatching(/^\+?[0-9 -]{4,14}[0-9]$/),
      email: fc.oneof(fc.emailAddress(), fc.constant('')),
      organization: fc.oneof(unicodeText, fc.constant('')),
      url: fc.oneof(fc.webUrl(), fc.constant('')),
    })
    .filter(hasContactData)
    .map((contact) => buildPayload('contact', { ...EMPTY_INPUTS, contact })),
  wifi: fc
    .record({
      ssid: unicodeText.filter((ssid) => utf8Length(ssid) <= 32),
      password: unicodeText.filter((password) => utf8Length(password) >= 8 && utf8Length(password) <= 63),
      security: fc.constantFrom('WPA' as const, 'nopass' as const),
      hidden: fc.boolean(),
    })
    .map((wifi) => buildPayload('wifi', { ...EMPTY_INPUTS, wifi })),
  email: fc
    .record({ to: fc.emailAddress(), subject: unicodeText, body: unicodeText })
    .map((email) => buildPayload('email', { ...EMPTY_INPUTS, email })),
  sms: fc
    .record({ number: fc.stringMatching(/^\+?[0-9]{3,15}$/), message: unicodeText })
    .map((sms) => buildPayload('sms', { ...EMPTY_INPUTS, sms })),
  phone: fc
    .stringMatching(/^\+?[0-9]{3,15}$/)
    .map((phone) => buildPayload('phone', { ...EMPTY_INPUTS, phone })),
  location: fc
    .record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }).map((n) => n.toFixed(6)),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }).map((n) => n.toFixed(6)),
    })
    .map((location) => buildPayload('location', { ...EMPTY_INPUTS, location })),
  event: fc
    .record({
      title: unicodeText,
      start: fc.date({ min: new Date(2000, 0, 1), max: new Date(2090, 0, 1), noInvalidDate: true }),
      hours: fc.integer({ min: 0, max: 72 }),
      location: fc.oneof(unicodeText, fc.constant('')),
      allDay: fc.boolean(),
    })
    .map(({ title, start, hours, location, allDay }) => {
      const end = new Date(start.getTime() + hours * 3_600_000);
      const field = (date: Date) => date.toISOString().slice(0, allDay ? 10 : 16);
      const event = { title, start: field(start), end: field(end), location, allDay };
      return buildPayload('event', { ...EMPTY_INPUTS, event });
    }),
  payment: fc
    .record({
      name: unicodeText.filter((name) => name.trim().length > 0 && name.length <= 70),
      iban: fc.constantFrom('ES9121000418450200051332', 'DE89 3704 0044 0532 0130 00'),
      bic: fc.constantFrom('', 'CAIXESBBXXX', 'COBADEFF'),
      amount: fc.oneof(
        fc.constant(''),
        fc.integer({ min: 1, max: 99_999_999 }).map((c) => (c / 100).toFixed(2)),
      ),
      reference: unicodeText.filter((reference) => reference.length <= 140),
    })
    .map((payment) => buildPayload('payment', { ...EMPTY_INPUTS, payment })),
  otp: fc
    .record({
      issuer: fc.oneof(unicodeText, fc.constant('')),
      account: unicodeText.filter((account) => account.trim().length > 0),
      secret: fc.stringMatching(/^[A-Z2-7]{16,32}$/),
      digits: fc.constantFrom('6', '7', '8'),
      period: fc.integer({ min: 1, max: 3600 }).map(String),
    })
    .map((otp) => buildPayload('otp', { ...EMPTY_INPUTS, otp })),
  crypto: fc
    .record({
      coin: fc.constantFrom('bitcoin' as const, 'ethereum' as const),
      label: unicodeText,
      amount: fc.oneof(
        fc.constant(''),
        fc.integer({ min: 1, max: 10 ** 9 }).map((n) => (n / 1e8).toString()),
      ),
      hex: fc.stringMatching(/^[0-9a-f]{40}$/),
    })
    .map(({ coin, label, amount, hex }) => {
      const address = coin === 'bitcoin' ? 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' : `0x${hex}`;
      return buildPayload('crypto', { ...EMPTY_INPUTS, crypto: { coin, address, amount, label } });
    }),
};

describe('PNG round trip (qrcode → PNG → fast-png → jsQR)', () => {
  it.each(QR_TABS)(
    'the %s tab decodes to exactly the encoded string',
    async (tab) => {
      await fc.assert(
        fc.asyncProperty(tabInputs[tab], async (payload) => {
          fc.pre(payload !== null && encodeQr(payload).ok);
          const { result, width, height, layout } = await pngRoundTrip(payload as string);
          expect(width).toBe(height);
          expect(width).toBe(qrPixelSize(layout.ok ? layout.moduleCount : 0));
          expect(result?.data).toBe(payload);
          expect(Uint8Array.from(result?.binaryData ?? [])).toEqual(
            new TextEncoder().encode(payload as string),
          );
        }),
        // The spec's three tabs get more runs; the formats also have their own parser tests.
        { numRuns: QR_TABS.indexOf(tab) < 3 ? 40 : 20 },
      );
    },
    120_000,
  );

  it('downloads dark modules on white in both colour modes; only the preview swaps', async () => {
    expect(QR_PRINT_COLORS).toEqual({ dark: '#111827ff', light: '#ffffffff' });
    expect(qrPreviewColors('light')).toEqual(QR_PRINT_COLORS);
    expect(qrPreviewColors('dark')).toEqual({ dark: '#ffffffff', light: '#111827ff' });
    const png = decode(await QRCode.toBuffer('x', { ...qrRenderOptions(21), type: 'png' }));
    // The top-left pixel is in the quiet zone: the background colour.
    expect(Array.from(png.data.slice(0, 3))).toEqual([0xff, 0xff, 0xff]);
  });
});
