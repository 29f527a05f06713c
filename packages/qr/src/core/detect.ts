import type { Email, Place, Sms, Wifi, WifiSecurity } from './formats';
import type { CryptoInput, EventInput, OtpInput, PaymentInput } from './moreInputs';
import type { QrTab } from './payload';
import type { Contact } from './vcard';

/**
 * What a scanned code holds: its kind, the fields a person reads, and how to open it in the
 * generator. Only reading: nothing here opens a link or dials a number.
 */

export type ScanType =
  | 'url'
  | 'text'
  | 'contact'
  | 'wifi'
  | 'email'
  | 'sms'
  | 'phone'
  | 'location'
  | 'event'
  | 'payment'
  | 'otp';

export type ScanField =
  | 'url'
  | 'name'
  | 'phone'
  | 'email'
  | 'organization'
  | 'ssid'
  | 'security'
  | 'password'
  | 'hidden'
  | 'to'
  | 'subject'
  | 'body'
  | 'number'
  | 'latitude'
  | 'longitude'
  | 'title'
  | 'start'
  | 'end'
  | 'location'
  | 'beneficiary'
  | 'iban'
  | 'bic'
  | 'amount'
  | 'reference'
  | 'address'
  | 'issuer'
  | 'account'
  | 'secret'
  | 'digits'
  | 'period';

/** The generator tab a result opens in, with its fields filled. */
export type GeneratorFill =
  | { tab: 'url'; url: string }
  | { tab: 'text'; text: string }
  | { tab: 'contact'; contact: Contact }
  | { tab: 'wifi'; wifi: Wifi }
  | { tab: 'email'; email: Email }
  | { tab: 'sms'; sms: Sms }
  | { tab: 'phone'; phone: string }
  | { tab: 'location'; location: Place }
  | { tab: 'event'; event: EventInput }
  | { tab: 'payment'; payment: PaymentInput }
  | { tab: 'otp'; otp: OtpInput }
  | { tab: 'crypto'; crypto: CryptoInput };

export interface ScanDetails {
  type: ScanType;
  fields: { field: ScanField; value: string }[];
  fill: GeneratorFill & { tab: QrTab };
}

type Fields = ScanDetails['fields'];
const fieldsOf = (entries: [ScanField, string | undefined][]): Fields =>
  entries.flatMap(([field, value]) => (value ? [{ field, value }] : []));

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** `KEY:value;KEY:value;;` with backslash escapes (the WIFI: and MECARD: formats). */
function keyValues(body: string): Map<string, string> {
  const out = new Map<string, string>();
  let key = '';
  let value = '';
  let inKey = true;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i] as string;
    if (c === '\\' && i + 1 < body.length) {
      i += 1;
      const next = body[i] as string;
      if (inKey) key += next;
      else value += next;
    } else if (inKey && c === ':') {
      inKey = false;
    } else if (!inKey && c === ';') {
      if (key && !out.has(key)) out.set(key, value);
      key = '';
      value = '';
      inKey = true;
    } else if (inKey) key += c;
    else value += c;
  }
  if (key && !inKey && !out.has(key)) out.set(key, value);
  return out;
}

/** The lines of a vCard or an iCalendar entry, unfolded, as name (without parameters) → value. */
function contentLines(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = (line.slice(0, colon).split(';')[0] as string).toUpperCase();
    if (!out.has(name)) out.set(name, line.slice(colon + 1));
  }
  return out;
}

const unescapeText = (value: string) =>
  value.replace(/\\([\\,;nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

function vCard(text: string): ScanDetails {
  const lines = contentLines(text);
  const [last = '', first = ''] = (lines.get('N') ?? '').split(/(?<!\\);/).map(unescapeText);
  const contact: Contact = {
    firstName: first,
    lastName: last,
    phone: lines.get('TEL') ?? '',
    email: unescapeText(lines.get('EMAIL') ?? ''),
    organization: unescapeText(lines.get('ORG') ?? '').replace(/;/g, ' '),
    url: lines.get('URL') ?? '',
  };
  const name = unescapeText(lines.get('FN') ?? '') || [first, last].filter(Boolean).join(' ');
  return {
    type: 'contact',
    fields: fieldsOf([
      ['name', name],
      ['phone', contact.phone],
      ['email', contact.email],
      ['organization', contact.organization],
      ['url', contact.url],
    ]),
    fill: { tab: 'contact', contact },
  };
}

function meCard(text: string): ScanDetails {
  const values = keyValues(text.slice('MECARD:'.length));
  const [last = '', first = ''] = (values.get('N') ?? '').split(',');
  const contact: Contact = {
    firstName: first,
    lastName: last,
    phone: values.get('TEL') ?? '',
    email: values.get('EMAIL') ?? '',
    organization: values.get('ORG') ?? '',
    url: values.get('URL') ?? '',
  };
  return {
    type: 'contact',
    fields: fieldsOf([
      ['name', [first, last].filter(Boolean).join(' ')],
      ['phone', contact.phone],
      ['email', contact.email],
      ['organization', contact.organization],
      ['url', contact.url],
    ]),
    fill: { tab: 'contact', contact },
  };
}

const SECURITY: Record<string, WifiSecurity> = {
  WPA: 'WPA',
  WPA2: 'WPA',
  SAE: 'WPA',
  WEP: 'WEP',
  NOPASS: 'nopass',
};

function wifi(text: string): ScanDetails {
  const values = keyValues(text.slice('WIFI:'.length));
  const security = SECURITY[(values.get('T') ?? 'nopass').toUpperCase()] ?? 'WPA';
  const filled: Wifi = {
    ssid: values.get('S') ?? '',
    password: values.get('P') ?? '',
    security,
    hidden: (values.get('H') ?? '').toLowerCase() === 'true',
  };
  return {
    type: 'wifi',
    fields: fieldsOf([
      ['ssid', filled.ssid],
      ['security', security],
      ['password', filled.password],
      ['hidden', filled.hidden ? 'true' : undefined],
    ]),
    fill: { tab: 'wifi', wifi: filled },
  };
}

function email(text: string): ScanDetails {
  let filled: Email;
  if (/^matmsg:/i.test(text)) {
    const values = keyValues(text.slice('MATMSG:'.length));
    filled = { to: values.get('TO') ?? '', subject: values.get('SUB') ?? '', body: values.get('BODY') ?? '' };
  } else {
    const [address = '', query = ''] = text.slice('mailto:'.length).split('?', 2);
    const params = new URLSearchParams(query.replace(/\+/g, '%2B'));
    filled = {
      to: decode(address),
      subject: params.get('subject') ?? '',
      body: (params.get('body') ?? '').replace(/\r\n/g, '\n'),
    };
  }
  return {
    type: 'email',
    fields: fieldsOf([
      ['to', filled.to],
      ['subject', filled.subject],
      ['body', filled.body],
    ]),
    fill: { tab: 'email', email: filled },
  };
}

function sms(text: string): ScanDetails {
  let filled: Sms;
  if (/^smsto:/i.test(text)) {
    const [number = '', ...message] = text.slice('SMSTO:'.length).split(':');
    filled = { number, message: message.join(':') };
  } else {
    const [number = '', query = ''] = text.slice('sms:'.length).split('?', 2);
    const body = new URLSearchParams(query.replace(/\+/g, '%2B')).get('body') ?? '';
    filled = { number: decode(number), message: body.replace(/\r\n/g, '\n') };
  }
  return {
    type: 'sms',
    fields: fieldsOf([
      ['number', filled.number],
      ['body', filled.message],
    ]),
    fill: { tab: 'sms', sms: filled },
  };
}

function geo(text: string): ScanDetails | null {
  const match = /^geo:(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/i.exec(text);
  if (!match) return null;
  const location: Place = { latitude: match[1] as string, longitude: match[2] as string };
  return {
    type: 'location',
    fields: fieldsOf([
      ['latitude', location.latitude],
      ['longitude', location.longitude],
    ]),
    fill: { tab: 'location', location },
  };
}

const asText = (text: string) => ({ tab: 'text', text }) as const;

/** `20261201T180000` → `2026-12-01T18:00` (a datetime-local field), `20261201` → `2026-12-01`. */
function fieldDate(value: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})\d{2}Z?)?$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match;
  return h === undefined ? `${y}-${mo}-${d}` : `${y}-${mo}-${d}T${h}:${mi}`;
}

/** The day before a `YYYY-MM-DD` date: an all-day DTEND is exclusive, the form's end is the last day. */
const dayBefore = (ymd: string) =>
  new Date(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8, 10)) - 1))
    .toISOString()
    .slice(0, 10);

/** The Event tab's fields for a VEVENT, or null when its dates are not ones the form holds (a time zone, UTC). */
function eventFill(lines: Map<string, string>): EventInput | null {
  const start = fieldDate(lines.get('DTSTART') ?? '');
  const endRaw = lines.get('DTEND');
  const end = endRaw === undefined ? '' : fieldDate(endRaw);
  if (!start || end === null || /Z$/.test(lines.get('DTSTART') ?? '')) return null;
  const allDay = !start.includes('T');
  const lastDay = allDay && end ? dayBefore(end) : end;
  return {
    title: unescapeText(lines.get('SUMMARY') ?? ''),
    start,
    end: allDay && lastDay === start ? '' : lastDay,
    location: unescapeText(lines.get('LOCATION') ?? ''),
    allDay,
  };
}

function event(text: string): ScanDetails {
  const lines = contentLines(text.slice(text.search(/BEGIN:VEVENT/i)));
  const filled = eventFill(lines);
  return {
    type: 'event',
    fields: fieldsOf([
      ['title', unescapeText(lines.get('SUMMARY') ?? '')],
      ['start', lines.get('DTSTART')],
      ['end', lines.get('DTEND')],
      ['location', unescapeText(lines.get('LOCATION') ?? '')],
    ]),
    fill: filled ? { tab: 'event', event: filled } : asText(text),
  };
}

/** EPC069-12 (SEPA credit transfer): fixed lines, from the service tag BCD. */
function epc(text: string): ScanDetails {
  const lines = text.split(/\r?\n/);
  const amount = lines[7] ?? '';
  return {
    type: 'payment',
    fields: fieldsOf([
      ['beneficiary', lines[5]],
      ['iban', lines[6]],
      ['bic', lines[4]],
      ['amount', amount.replace(/^EUR/, '') ? `${amount.replace(/^EUR/, '')} EUR` : undefined],
      ['reference', lines[9] || lines[10]],
    ]),
    fill: {
      tab: 'payment',
      payment: {
        name: lines[5] ?? '',
        iban: lines[6] ?? '',
        bic: lines[4] ?? '',
        amount: amount.replace(/^EUR/, ''),
        reference: lines[10] || lines[9] || '',
      },
    },
  };
}

/** BIP-21 `bitcoin:` and EIP-681 `ethereum:` payment requests. */
/** An amount in wei as ether (18 decimals), without floating point. */
function fromWei(wei: string): string {
  if (!/^\d+$/.test(wei)) return '';
  const digits = wei.replace(/^0+/, '').padStart(19, '0');
  const fraction = digits.slice(-18).replace(/0+$/, '');
  return fraction ? `${digits.slice(0, -18)}.${fraction}` : digits.slice(0, -18);
}

function cryptoPayment(text: string): ScanDetails {
  const [target = '', query = ''] = text.replace(/^[a-z]+:/i, '').split('?', 2);
  const params = new URLSearchParams(query);
  const coin = /^ethereum:/i.test(text.trim()) ? 'ethereum' : 'bitcoin';
  const crypto: CryptoInput = {
    coin,
    address: decode(target),
    amount: coin === 'bitcoin' ? (params.get('amount') ?? '') : fromWei(params.get('value') ?? ''),
    label: params.get('label') ?? '',
  };
  return {
    type: 'payment',
    fields: fieldsOf([
      ['address', decode(target)],
      ['amount', params.get('amount') ?? params.get('value') ?? undefined],
      ['beneficiary', params.get('label') ?? undefined],
      ['reference', params.get('message') ?? undefined],
    ]),
    fill: { tab: 'crypto', crypto },
  };
}

function otp(text: string): ScanDetails {
  const url = new URL(text);
  const label = decode(url.pathname.replace(/^\/+/, ''));
  const [labelIssuer, account = labelIssuer] = label.includes(':') ? label.split(':', 2) : [undefined, label];
  return {
    type: 'otp',
    fields: fieldsOf([
      ['issuer', url.searchParams.get('issuer') ?? labelIssuer],
      ['account', account?.trim()],
      ['secret', url.searchParams.get('secret') ?? undefined],
      ['digits', url.searchParams.get('digits') ?? '6'],
      ['period', url.searchParams.get('period') ?? '30'],
    ]),
    fill:
      url.host.toLowerCase() === 'totp'
        ? {
            tab: 'otp',
            otp: {
              issuer: url.searchParams.get('issuer') ?? labelIssuer ?? '',
              account: account?.trim() ?? '',
              secret: url.searchParams.get('secret') ?? '',
              digits: url.searchParams.get('digits') ?? '6',
              period: url.searchParams.get('period') ?? '30',
            },
          }
        : asText(text),
  };
}

/** The kind of content a scanned code holds, its fields, and the generator tab that makes it. */
export function detectPayload(text: string): ScanDetails {
  const head = text.trimStart();
  if (/^https?:\/\/\S+$/i.test(text.trim())) {
    return {
      type: 'url',
      fields: [{ field: 'url', value: text.trim() }],
      fill: { tab: 'url', url: text.trim() },
    };
  }
  if (/^BEGIN:VCARD/i.test(head)) return vCard(text);
  if (/^MECARD:/i.test(head)) return meCard(text);
  if (/^WIFI:/i.test(head)) return wifi(text);
  if (/^(mailto|matmsg):/i.test(head)) return email(text);
  if (/^(sms|smsto):/i.test(head)) return sms(text);
  if (/^tel:/i.test(head)) {
    const phone = decode(text.slice(4).trim());
    return { type: 'phone', fields: [{ field: 'phone', value: phone }], fill: { tab: 'phone', phone } };
  }
  const place = /^geo:/i.test(head) ? geo(head) : null;
  if (place) return place;
  if (/^BEGIN:(VEVENT|VCALENDAR)/i.test(head) && /BEGIN:VEVENT/i.test(text)) return event(text);
  if (/^BCD\r?\n/.test(text)) return epc(text);
  if (/^(bitcoin|ethereum):/i.test(head)) return cryptoPayment(text);
  if (/^otpauth:\/\//i.test(head)) {
    try {
      return otp(head);
    } catch {
      // A malformed otpauth: URI is shown as text.
    }
  }
  return { type: 'text', fields: [], fill: asText(text) };
}
