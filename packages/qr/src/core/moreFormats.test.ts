// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { detectPayload } from './detect';
import {
  buildCrypto,
  buildEvent,
  buildOtp,
  buildPayment,
  escapeIcalText,
  isBase32,
  isBitcoinAddress,
  isEthereumAddress,
  isValidIban,
} from './moreFormats';

/** ZBar (`zbarimg`, Debian's zbar-tools: tooling/scripts/setup.sh) reading the code's PNG: the exact text. */
async function throughZbar(payload: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'qr-more-'));
  try {
    const file = join(dir, 'code.png');
    writeFileSync(file, await QRCode.toBuffer(payload, { errorCorrectionLevel: 'M', margin: 4, scale: 4 }));
    return execFileSync('zbarimg', ['--quiet', '--raw', '-Sbinary', file], {
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString('utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('Event (VEVENT)', () => {
  it('escapes text per RFC 5545 and reads back exactly through ZBar', async () => {
    expect(escapeIcalText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const { payload, problems } = buildEvent({
      title: 'Launch; party, "v2" \\ 😀',
      start: '2026-12-01T18:00',
      end: '2026-12-01T20:30',
      location: 'Calle Mayor, 1\nMadrid',
      allDay: false,
    });
    expect(problems).toEqual({});
    expect(payload).toBe(
      'BEGIN:VEVENT\r\nSUMMARY:Launch\\; party\\, "v2" \\\\ 😀\r\nDTSTART:20261201T180000\r\nDTEND:20261201T203000\r\nLOCATION:Calle Mayor\\, 1\\nMadrid\r\nEND:VEVENT',
    );
    expect(await throughZbar(payload as string)).toBe(payload);
    expect(detectPayload(payload as string).fields).toContainEqual({
      field: 'title',
      value: 'Launch; party, "v2" \\ 😀',
    });
  });

  it('all-day events end the day after (DTEND exclusive); an end before the start is refused', async () => {
    const { payload } = buildEvent({
      title: 'Fair',
      start: '2026-12-31',
      end: '2026-12-31',
      location: '',
      allDay: true,
    });
    expect(payload).toBe(
      'BEGIN:VEVENT\r\nSUMMARY:Fair\r\nDTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\nEND:VEVENT',
    );
    expect(await throughZbar(payload as string)).toBe(payload);
    expect(
      buildEvent({
        title: 'x',
        start: '2026-12-02T10:00',
        end: '2026-12-01T10:00',
        location: '',
        allDay: false,
      }).problems,
    ).toEqual({ end: 'endBeforeStart' });
    expect(
      buildEvent({ title: '', start: '2026-02-30T10:00', end: '', location: '', allDay: false }).problems,
    ).toEqual({ title: 'required', start: 'dateInvalid' });
  });
});

describe('Payment (EPC SEPA)', () => {
  it('validates the IBAN with mod 97', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('BE72000000001616')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('XX')).toBe(false);
    expect(
      buildPayment({ name: 'A', iban: 'DE89370400440532013001', bic: '', amount: '', reference: '' })
        .problems,
    ).toEqual({ iban: 'invalidIban' });
  });

  it('builds EPC version 002 and reads back exactly through ZBar', async () => {
    const { payload, problems } = buildPayment({
      name: 'Núñez & Hijos, S.L.',
      iban: 'es91 2100 0418 4502 0005 1332',
      bic: 'caixesbbxxx',
      amount: '1234,5',
      reference: 'Invoice 2026/17;\nthanks',
    });
    expect(problems).toEqual({});
    expect(payload).toBe(
      'BCD\n002\n1\nSCT\nCAIXESBBXXX\nNúñez & Hijos, S.L.\nES9121000418450200051332\nEUR1234.5\n\n\nInvoice 2026/17; thanks',
    );
    expect(await throughZbar(payload as string)).toBe(payload);
    expect(
      buildPayment({ name: 'A', iban: 'BE72000000001616', bic: 'X', amount: '0', reference: '' }).problems,
    ).toEqual({ bic: 'invalidBic', amount: 'amountInvalid' });
    const minimal = buildPayment({
      name: 'A',
      iban: 'BE72000000001616',
      bic: '',
      amount: '',
      reference: '',
    }).payload;
    expect(minimal).toBe('BCD\n002\n1\nSCT\n\nA\nBE72000000001616');
  });
});

describe('OTP (otpauth://totp)', () => {
  it('validates base32 and reads back exactly through ZBar', async () => {
    expect(isBase32('JBSW Y3DP EHPK 3PXP')).toBe(true);
    expect(isBase32('jbswy3dpehpk3pxp====')).toBe(true);
    expect(isBase32('JBSWY3DP1')).toBe(false);
    const { payload } = buildOtp({
      issuer: 'ACME Co',
      account: 'ana+qr@example.es',
      secret: 'jbsw y3dp ehpk 3pxp',
      digits: '6',
      period: '30',
    });
    expect(payload).toBe(
      'otpauth://totp/ACME%20Co:ana%2Bqr%40example.es?secret=JBSWY3DPEHPK3PXP&issuer=ACME%20Co&digits=6&period=30',
    );
    expect(await throughZbar(payload as string)).toBe(payload);
    expect(detectPayload(payload as string).fields).toEqual([
      { field: 'issuer', value: 'ACME Co' },
      { field: 'account', value: 'ana+qr@example.es' },
      { field: 'secret', value: 'JBSWY3DPEHPK3PXP' },
      { field: 'digits', value: '6' },
      { field: 'period', value: '30' },
    ]);
    expect(buildOtp({ issuer: '', account: 'a', secret: '0189', digits: '5', period: '0' }).problems).toEqual(
      {
        secret: 'base32Invalid',
        digits: 'digitsInvalid',
        period: 'periodInvalid',
      },
    );
  });
});

describe('Crypto (BIP-21, EIP-681)', () => {
  it('checks address formats (bech32 and bech32m checksums verified)', () => {
    expect(isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true);
    expect(isBitcoinAddress('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).toBe(true);
    expect(isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe(false);
    expect(isBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(true);
    expect(isBitcoinAddress('0BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
  });

  it('builds bitcoin: and ethereum: URIs that read back exactly through ZBar', async () => {
    const btc = buildCrypto({
      coin: 'bitcoin',
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      amount: '0.0015',
      label: 'Café & Co; 50%',
    });
    expect(btc.payload).toBe(
      'bitcoin:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4?amount=0.0015&label=Caf%C3%A9%20%26%20Co%3B%2050%25',
    );
    expect(await throughZbar(btc.payload as string)).toBe(btc.payload);
    const eth = buildCrypto({
      coin: 'ethereum',
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      amount: '1.5',
      label: '',
    });
    expect(eth.payload).toBe('ethereum:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed?value=1500000000000000000');
    expect(await throughZbar(eth.payload as string)).toBe(eth.payload);
    expect(buildCrypto({ coin: 'ethereum', address: '0x12', amount: 'abc', label: '' }).problems).toEqual({
      address: 'addressInvalid',
      amount: 'amountInvalid',
    });
  });
});
