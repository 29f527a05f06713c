// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildPayload } from './checkPayload';
import { detectPayload } from './detect';
import { buildEmail, buildLocation, buildPhone, buildSms, buildWifi } from './formats';
import { buildCrypto, buildEvent, buildOtp, buildPayment } from './moreFormats';
import { EMPTY_INPUTS } from './query';
import { buildVCard } from './vcard';

describe('detectPayload', () => {
  it('reads back what every generator tab makes (round trip into the same tab)', () => {
    const contact = {
      firstName: 'Ana; "x"',
      lastName: 'Núñez, jr',
      phone: '+34 600 11 22 33',
      email: 'ana@example.es',
      organization: 'Acme, S.L.',
      url: 'https://example.es',
    };
    expect(detectPayload(buildVCard(contact) as string).fill).toEqual({ tab: 'contact', contact });
    const wifi = { ssid: 'Café; "Bar"', password: 'p:a,s\\s;word', security: 'WPA', hidden: true } as const;
    expect(detectPayload(buildWifi(wifi).payload as string).fill).toEqual({ tab: 'wifi', wifi });
    const email = { to: 'zoë+qr@example.es', subject: 'Re: "plan"; 100% & a+b', body: 'Line 1\nLine 2 😀' };
    expect(detectPayload(buildEmail(email).payload as string).fill).toEqual({ tab: 'email', email });
    const sms = { number: '+34600112233', message: 'Hola & 50% ?#=\nbye' };
    expect(detectPayload(buildSms(sms).payload as string).fill).toEqual({ tab: 'sms', sms });
    expect(detectPayload(buildPhone('+34 600').payload as string).fill).toEqual({
      tab: 'phone',
      phone: '+34600',
    });
    const place = { latitude: '40.4168', longitude: '-3.7038' };
    expect(detectPayload(buildLocation(place).payload as string).fill).toEqual({
      tab: 'location',
      location: place,
    });
  });

  it('tells every type apart and lists its fields', () => {
    const cases: [string, string, Record<string, string>][] = [
      ['https://example.com/a?b=c', 'url', { url: 'https://example.com/a?b=c' }],
      ['hello world', 'text', {}],
      ['example.com', 'text', {}],
      [
        'MECARD:N:Núñez,Ana;TEL:+34600;EMAIL:ana@example.es;;',
        'contact',
        {
          name: 'Ana Núñez',
          phone: '+34600',
          email: 'ana@example.es',
        },
      ],
      ['WIFI:T:nopass;S:Open\\;Net;;', 'wifi', { ssid: 'Open;Net', security: 'nopass' }],
      ['MATMSG:TO:a@b.es;SUB:Hi;BODY:Text;;', 'email', { to: 'a@b.es', subject: 'Hi', body: 'Text' }],
      ['SMSTO:+34600:Hi: there', 'sms', { number: '+34600', body: 'Hi: there' }],
      ['tel:+34600112233', 'phone', { phone: '+34600112233' }],
      ['geo:40.4168,-3.7038?z=12', 'location', { latitude: '40.4168', longitude: '-3.7038' }],
      [
        'BEGIN:VEVENT\r\nSUMMARY:Launch\\, party\r\nDTSTART:20261201T180000Z\r\nDTEND:20261201T200000Z\r\nLOCATION:Madrid\r\nEND:VEVENT',
        'event',
        { title: 'Launch, party', start: '20261201T180000Z', end: '20261201T200000Z', location: 'Madrid' },
      ],
      [
        'BCD\n002\n1\nSCT\nBPOTBEB1\nRed Cross of Belgium\nBE72000000001616\nEUR12.50\n\n\nUrgency fund',
        'payment',
        {
          beneficiary: 'Red Cross of Belgium',
          iban: 'BE72000000001616',
          bic: 'BPOTBEB1',
          amount: '12.50 EUR',
          reference: 'Urgency fund',
        },
      ],
      [
        'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.01&label=Shop',
        'payment',
        {
          address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
          amount: '0.01',
          beneficiary: 'Shop',
        },
      ],
      [
        'otpauth://totp/ACME:ana@example.es?secret=JBSWY3DPEHPK3PXP&issuer=ACME&digits=6&period=30',
        'otp',
        { issuer: 'ACME', account: 'ana@example.es', secret: 'JBSWY3DPEHPK3PXP', digits: '6', period: '30' },
      ],
    ];
    for (const [text, type, fields] of cases) {
      const details = detectPayload(text);
      expect(details.type, text).toBe(type);
      expect(Object.fromEntries(details.fields.map((f) => [f.field, f.value])), text).toEqual(fields);
    }
  });

  it('opens Event, Payment, OTP and Crypto in their tabs, whose fields remake the same text', () => {
    const event = {
      title: 'Launch; Q4, v2',
      start: '2026-12-01T18:00',
      end: '2026-12-01T20:30',
      location: 'Madrid',
      allDay: false,
    };
    const allDay = { title: 'Fair', start: '2026-05-04', end: '2026-05-06', location: '', allDay: true };
    const payment = {
      name: 'Núñez & Hijos',
      iban: 'ES9121000418450200051332',
      bic: 'CAIXESBBXXX',
      amount: '1234.5',
      reference: 'Invoice 17',
    };
    const otp = {
      issuer: 'ACME Co',
      account: 'ana@example.es',
      secret: 'JBSWY3DPEHPK3PXP',
      digits: '8',
      period: '60',
    };
    const bitcoin = {
      coin: 'bitcoin' as const,
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      amount: '0.0015',
      label: 'Café & Co',
    };
    const ether = { coin: 'ethereum' as const, address: `0x${'ab'.repeat(20)}`, amount: '1.25', label: '' };
    const cases = [
      { tab: 'event', payload: buildEvent(event).payload, fields: event },
      { tab: 'event', payload: buildEvent(allDay).payload, fields: allDay },
      { tab: 'payment', payload: buildPayment(payment).payload, fields: { ...payment, amount: '1234.5' } },
      { tab: 'otp', payload: buildOtp(otp).payload, fields: otp },
      { tab: 'crypto', payload: buildCrypto(bitcoin).payload, fields: bitcoin },
      { tab: 'crypto', payload: buildCrypto(ether).payload, fields: ether },
    ] as const;
    for (const { tab, payload, fields } of cases) {
      const { fill } = detectPayload(payload as string);
      expect(fill, payload as string).toEqual({ tab, [tab]: fields });
      const { tab: filled, ...inputs } = fill;
      expect(buildPayload(filled, { ...EMPTY_INPUTS, ...inputs })).toBe(payload);
    }
  });

  it('opens what the generator cannot remake in the Text tab, unchanged', () => {
    for (const text of [
      'otpauth://hotp/X?secret=JBSWY3DPEHPK3PXP&counter=1',
      'BEGIN:VEVENT\r\nDTSTART:20261201T180000Z\r\nEND:VEVENT',
    ]) {
      expect(detectPayload(text).fill).toEqual({ tab: 'text', text });
    }
  });
});
