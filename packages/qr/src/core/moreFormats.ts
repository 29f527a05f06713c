/**
 * Event, Payment, OTP and Crypto payloads (issue 39). Like formats.ts: each builder returns the
 * string to encode, or why a field makes it invalid; all-empty input gives neither.
 */

import type { CryptoInput, EventInput, OtpInput, PaymentInput } from './moreInputs';

export type { CryptoCoin, CryptoInput, EventInput, OtpInput, PaymentInput } from './moreInputs';

export type MoreProblem =
  | 'required'
  | 'endBeforeStart'
  | 'dateInvalid'
  | 'invalidIban'
  | 'invalidBic'
  | 'amountInvalid'
  | 'tooLong'
  | 'base32Invalid'
  | 'digitsInvalid'
  | 'periodInvalid'
  | 'addressInvalid';

export interface MoreBuilt<F extends string> {
  payload: string | null;
  problems: Partial<Record<F, MoreProblem>>;
}

const done = <F extends string>(payload: string, problems: Partial<Record<F, MoreProblem>>): MoreBuilt<F> =>
  Object.keys(problems).length > 0 ? { payload: null, problems } : { payload, problems };

// --- Event (RFC 5545 VEVENT) ---

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export const escapeIcalText = (value: string) =>
  value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** `20261201` (all-day) or `20261201T180000` (floating local time), or null when not a date. */
function icalDate(value: string, allDay: boolean): string | null {
  const match =
    (allDay ? DATE : DATE_TIME).exec(value.trim()) ?? (allDay ? DATE_TIME.exec(value.trim()) : null);
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) return null;
  return allDay ? `${y}${mo}${d}` : `${y}${mo}${d}T${h}${mi}${s}`;
}

const nextDay = (ymd: string) => {
  const date = new Date(
    Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)) + 1),
  );
  return date.toISOString().slice(0, 10).replace(/-/g, '');
};

/** A VEVENT with CRLF line ends; an all-day event ends the day after its last day (DTEND is exclusive). */
export function buildEvent(event: EventInput): MoreBuilt<'title' | 'start' | 'end'> {
  if (!event.title.trim() && !event.start.trim() && !event.end.trim() && !event.location.trim()) {
    return { payload: null, problems: {} };
  }
  const problems: Partial<Record<'title' | 'start' | 'end', MoreProblem>> = {};
  if (!event.title.trim()) problems.title = 'required';
  const start = icalDate(event.start, event.allDay);
  if (!event.start.trim()) problems.start = 'required';
  else if (!start) problems.start = 'dateInvalid';
  const lastOrEnd = event.end.trim() ? icalDate(event.end, event.allDay) : start;
  if (event.end.trim() && !lastOrEnd) problems.end = 'dateInvalid';
  else if (start && lastOrEnd && lastOrEnd < start) problems.end = 'endBeforeStart';
  const kind = event.allDay ? ';VALUE=DATE' : '';
  const end = event.allDay && lastOrEnd ? nextDay(lastOrEnd) : lastOrEnd;
  const lines = ['BEGIN:VEVENT', `SUMMARY:${escapeIcalText(event.title.trim())}`, `DTSTART${kind}:${start}`];
  if (end && (event.allDay || event.end.trim())) lines.push(`DTEND${kind}:${end}`);
  if (event.location.trim()) lines.push(`LOCATION:${escapeIcalText(event.location.trim())}`);
  lines.push('END:VEVENT');
  return done(lines.join('\r\n'), problems);
}

// --- Payment (EPC069-12 SEPA credit transfer) ---

/** ISO 13616: two letters, two check digits, up to 30 letters or digits; mod 97 of the rearranged number is 1. */
export function isValidIban(input: string): boolean {
  const iban = input.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;
const EURO = /^\d{1,9}(?:[.,]\d{1,2})?$/;
/** A line of the EPC format holds no line break. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** EPC QR version 002 (BIC optional), UTF-8, LF line ends, amount as `EUR12.5`, unstructured remittance. */
export function buildPayment(
  payment: PaymentInput,
): MoreBuilt<'name' | 'iban' | 'bic' | 'amount' | 'reference'> {
  const values = [payment.name, payment.iban, payment.bic, payment.amount, payment.reference];
  if (values.every((value) => value.trim() === '')) return { payload: null, problems: {} };
  const problems: Partial<Record<'name' | 'iban' | 'bic' | 'amount' | 'reference', MoreProblem>> = {};
  const name = oneLine(payment.name);
  const iban = payment.iban.replace(/\s+/g, '').toUpperCase();
  const bic = payment.bic.replace(/\s+/g, '').toUpperCase();
  const reference = oneLine(payment.reference);
  if (!name) problems.name = 'required';
  else if (name.length > 70) problems.name = 'tooLong';
  if (!iban) problems.iban = 'required';
  else if (!isValidIban(iban)) problems.iban = 'invalidIban';
  if (bic && !BIC.test(bic)) problems.bic = 'invalidBic';
  let amount = '';
  if (payment.amount.trim()) {
    const value = Number(payment.amount.trim().replace(',', '.'));
    if (!EURO.test(payment.amount.trim()) || value < 0.01 || value > 999999999.99)
      problems.amount = 'amountInvalid';
    else amount = `EUR${value.toFixed(2).replace(/\.?0+$/, '')}`;
  }
  if (reference.length > 140) problems.reference = 'tooLong';
  const lines = ['BCD', '002', '1', 'SCT', bic, name, iban, amount, '', '', reference];
  return done(lines.join('\n').replace(/\n+$/, ''), problems);
}

// --- OTP (Key URI format: otpauth://totp/…) ---

/** RFC 4648 base32 (A–Z, 2–7), spaces ignored, padding optional: what authenticator apps take. */
export const normaliseBase32 = (value: string) =>
  value
    .replace(/[\s-]+/g, '')
    .replace(/=+$/, '')
    .toUpperCase();
export const isBase32 = (value: string) => /^[A-Z2-7]+$/.test(normaliseBase32(value));

/** `otpauth://totp/Issuer:account?secret=…&issuer=…&digits=…&period=…`, label parts percent-encoded. */
export function buildOtp(otp: OtpInput): MoreBuilt<'account' | 'secret' | 'digits' | 'period'> {
  if (!otp.issuer.trim() && !otp.account.trim() && !otp.secret.trim()) return { payload: null, problems: {} };
  const problems: Partial<Record<'account' | 'secret' | 'digits' | 'period', MoreProblem>> = {};
  const issuer = otp.issuer.trim();
  const account = otp.account.trim();
  const secret = normaliseBase32(otp.secret);
  if (!account) problems.account = 'required';
  if (!secret) problems.secret = 'required';
  else if (!isBase32(secret)) problems.secret = 'base32Invalid';
  if (!/^(6|7|8)$/.test(otp.digits.trim())) problems.digits = 'digitsInvalid';
  const period = Number(otp.period.trim());
  if (!/^\d+$/.test(otp.period.trim()) || period < 1 || period > 3600) problems.period = 'periodInvalid';
  const label = issuer
    ? `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`
    : encodeURIComponent(account);
  const query = new URLSearchParams({ secret });
  if (issuer) query.set('issuer', issuer);
  query.set('digits', otp.digits.trim());
  query.set('period', otp.period.trim());
  return done(`otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`, problems);
}

// --- Crypto (BIP-21 bitcoin:, EIP-681 ethereum:) ---

const BASE58 = /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/;
const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** BIP-173/350: the checksum of a bech32 (constant 1) or bech32m (0x2bc830a3) string. */
function bech32Checksum(address: string): number | null {
  const lower = address.toLowerCase();
  if (lower !== address && address.toUpperCase() !== address) return null;
  const separator = lower.lastIndexOf('1');
  if (separator < 1 || lower.length - separator < 7 || lower.length > 90) return null;
  const hrp = lower.slice(0, separator);
  const data = [...lower.slice(separator + 1)].map((c) => BECH32_CHARSET.indexOf(c));
  if (data.some((v) => v < 0)) return null;
  const values = [
    ...[...hrp].map((c) => c.charCodeAt(0) >> 5),
    0,
    ...[...hrp].map((c) => c.charCodeAt(0) & 31),
    ...data,
  ];
  const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let checksum = 1;
  for (const value of values) {
    const top = checksum >>> 25;
    checksum = ((checksum & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i += 1) if ((top >>> i) & 1) checksum ^= generator[i] as number;
  }
  return checksum >>> 0;
}

/** A legacy (base58, starting 1 or 3) or a segwit (bc1…, bech32 or bech32m checksum verified) address. */
export function isBitcoinAddress(address: string): boolean {
  if (BASE58.test(address)) return true;
  if (!/^bc1/i.test(address)) return false;
  const checksum = bech32Checksum(address);
  return checksum === 1 || checksum === 0x2bc830a3;
}

/** `0x` and 40 hexadecimal digits. (A mixed-case EIP-55 checksum is not verified: it needs Keccak-256.) */
export const isEthereumAddress = (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address);

/** A decimal amount in the coin's smallest unit (wei: 18 decimals), without floating point. */
function toWei(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole + fraction.padEnd(18, '0')).toString();
}

export function buildCrypto(input: CryptoInput): MoreBuilt<'address' | 'amount'> {
  if (!input.address.trim() && !input.amount.trim() && !input.label.trim())
    return { payload: null, problems: {} };
  const problems: Partial<Record<'address' | 'amount', MoreProblem>> = {};
  const address = input.address.trim();
  const amount = input.amount.trim().replace(',', '.');
  const valid = input.coin === 'bitcoin' ? isBitcoinAddress(address) : isEthereumAddress(address);
  if (!address) problems.address = 'required';
  else if (!valid) problems.address = 'addressInvalid';
  const decimals = input.coin === 'bitcoin' ? 8 : 18;
  if (amount && (!new RegExp(`^\\d{1,12}(?:\\.\\d{1,${decimals}})?$`).test(amount) || Number(amount) === 0)) {
    problems.amount = 'amountInvalid';
  }
  if (input.coin === 'bitcoin') {
    const query = [
      amount ? `amount=${amount}` : null,
      input.label.trim() ? `label=${encodeURIComponent(input.label.trim())}` : null,
    ].filter((part) => part !== null);
    return done(`bitcoin:${address}${query.length ? `?${query.join('&')}` : ''}`, problems);
  }
  const value = amount && !problems.amount ? `?value=${toWei(amount)}` : '';
  return done(`ethereum:${address}${value}`, problems);
}
