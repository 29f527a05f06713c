// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectPayload } from './detect';
import { buildEmail, buildLocation, buildPhone, buildSms, buildWifi } from './formats';
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

  it('opens types without a generator tab of their own in the Text tab, unchanged', () => {
    const otp = 'otpauth://totp/X?secret=JBSWY3DPEHPK3PXP';
    expect(detectPayload(otp).fill).toEqual({ tab: 'text', text: otp });
  });
});
