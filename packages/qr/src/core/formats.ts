/**
 * The payload formats beside URL, Text and Contact: Wi-Fi, e-mail, SMS, phone and location. Each
 * builder returns the string to encode, or the reasons a field makes the code invalid; a tab
 * whose fields are all empty has nothing to encode (no payload, no problems).
 */

export type WifiSecurity = 'WPA' | 'WEP' | 'nopass';
export const WIFI_SECURITIES: readonly WifiSecurity[] = ['WPA', 'WEP', 'nopass'];

export interface Wifi {
  ssid: string;
  password: string;
  security: WifiSecurity;
  hidden: boolean;
}
export const EMPTY_WIFI: Wifi = { ssid: '', password: '', security: 'WPA', hidden: false };

export interface Email {
  to: string;
  subject: string;
  body: string;
}
export const EMPTY_EMAIL: Email = { to: '', subject: '', body: '' };

export interface Sms {
  number: string;
  message: string;
}
export const EMPTY_SMS: Sms = { number: '', message: '' };

export interface Place {
  latitude: string;
  longitude: string;
}
export const EMPTY_PLACE: Place = { latitude: '', longitude: '' };

/** Why a field makes the code invalid; the page words each one in the chosen language. */
export type FieldProblem =
  | { code: 'required' }
  | { code: 'ssidTooLong'; bytes: number }
  | { code: 'wpaLength'; bytes: number }
  | { code: 'wepLength' }
  | { code: 'emailInvalid' }
  | { code: 'phoneInvalid' }
  | { code: 'notANumber' }
  | { code: 'latitudeRange' }
  | { code: 'longitudeRange' };

export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

export interface Built<F extends string> {
  /** The string to encode; null when there is nothing to encode or a field is invalid. */
  payload: string | null;
  problems: Problems<F>;
}

const utf8 = new TextEncoder();
const byteLength = (value: string) => utf8.encode(value).length;
const hasProblems = (problems: Problems<string>) => Object.keys(problems).length > 0;
const built = <F extends string>(payload: string, problems: Problems<F>): Built<F> =>
  hasProblems(problems) ? { payload: null, problems } : { payload, problems };

/** An SSID is at most 32 bytes (IEEE 802.11). */
export const SSID_MAX_BYTES = 32;

/**
 * Escapes a Wi-Fi field value the way ZXing's WIFI: format reads it: a backslash before each of
 * `\`, `;`, `,`, `:` and `"`.
 */
export const escapeWifiValue = (value: string) => value.replace(/[\\;,:"]/g, (c) => `\\${c}`);

const HEX = /^[0-9a-f]+$/i;

/**
 * `WIFI:T:WPA;S:<ssid>;P:<password>;H:true;;` (the format Android and iOS cameras read). Field
 * values are taken exactly as typed (no trimming: spaces can be part of an SSID or a password).
 */
export function buildWifi(wifi: Wifi): Built<'ssid' | 'password'> {
  if (wifi.ssid === '' && wifi.password === '') return { payload: null, problems: {} };
  const problems: Problems<'ssid' | 'password'> = {};
  const ssidBytes = byteLength(wifi.ssid);
  if (wifi.ssid === '') problems.ssid = { code: 'required' };
  else if (ssidBytes > SSID_MAX_BYTES) problems.ssid = { code: 'ssidTooLong', bytes: ssidBytes };
  if (wifi.security !== 'nopass' && wifi.password === '') {
    problems.password = { code: 'required' };
  } else if (wifi.security === 'WPA') {
    // A WPA passphrase is 8 to 63 characters; 64 hexadecimal digits are the raw key.
    const bytes = byteLength(wifi.password);
    const rawKey = bytes === 64 && HEX.test(wifi.password);
    if (!rawKey && (bytes < 8 || bytes > 63)) problems.password = { code: 'wpaLength', bytes };
  } else if (wifi.security === 'WEP') {
    // WEP keys: 5 or 13 characters, or 10 or 26 hexadecimal digits.
    const { length } = wifi.password;
    const ok = length === 5 || length === 13 || ((length === 10 || length === 26) && HEX.test(wifi.password));
    if (!ok) problems.password = { code: 'wepLength' };
  }
  const parts = [`T:${wifi.security}`, `S:${escapeWifiValue(wifi.ssid)}`];
  if (wifi.security !== 'nopass') parts.push(`P:${escapeWifiValue(wifi.password)}`);
  if (wifi.hidden) parts.push('H:true');
  return built(`WIFI:${parts.join(';')};;`, problems);
}

/** Line breaks in a mailto: or sms: body are CRLF (RFC 6068 §5). */
const crlf = (value: string) => value.replace(/\r\n|\r|\n/g, '\r\n');

/** One @, something on each side, no spaces: what a mail app needs to fill the To field. */
const EMAIL = /^[^\s@]+@[^\s@]+$/u;

/**
 * `mailto:<address>?subject=…&body=…` (RFC 6068). Every value is percent-encoded as UTF-8; the
 * address keeps its `@`.
 */
export function buildEmail(email: Email): Built<'to'> {
  const to = email.to.trim();
  if (to === '' && email.subject === '' && email.body === '') return { payload: null, problems: {} };
  const problems: Problems<'to'> = {};
  if (to === '') problems.to = { code: 'required' };
  else if (!EMAIL.test(to)) problems.to = { code: 'emailInvalid' };
  const at = to.lastIndexOf('@');
  const address = `${encodeURIComponent(to.slice(0, at))}@${encodeURIComponent(to.slice(at + 1))}`;
  const query = [
    email.subject === '' ? null : `subject=${encodeURIComponent(email.subject)}`,
    email.body === '' ? null : `body=${encodeURIComponent(crlf(email.body))}`,
  ].filter((part) => part !== null);
  return built(`mailto:${address}${query.length > 0 ? `?${query.join('&')}` : ''}`, problems);
}

/** Spaces, dashes, dots and brackets people type between digits. */
const VISUAL_SEPARATORS = /[\s\-.()]/g;
/** E.164 allows at most 15 digits; a leading + marks an international number. */
const PHONE = /^\+?[0-9]{3,15}$/;

/** The number as dialled (visual separators dropped), or null when it is not a phone number. */
export function normalisePhone(input: string): string | null {
  const number = input.replace(VISUAL_SEPARATORS, '');
  return PHONE.test(number) ? number : null;
}

/** `sms:<number>?body=<percent-encoded message>` (RFC 5724). */
export function buildSms(sms: Sms): Built<'number'> {
  if (sms.number.trim() === '' && sms.message === '') return { payload: null, problems: {} };
  const number = normalisePhone(sms.number);
  const problems: Problems<'number'> = {};
  if (sms.number.trim() === '') problems.number = { code: 'required' };
  else if (number === null) problems.number = { code: 'phoneInvalid' };
  const body = sms.message === '' ? '' : `?body=${encodeURIComponent(crlf(sms.message))}`;
  return built(`sms:${number ?? ''}${body}`, problems);
}

/** `tel:<number>` (RFC 3966). */
export function buildPhone(phone: string): Built<'phone'> {
  if (phone.trim() === '') return { payload: null, problems: {} };
  const number = normalisePhone(phone);
  return number === null
    ? { payload: null, problems: { phone: { code: 'phoneInvalid' } } }
    : { payload: `tel:${number}`, problems: {} };
}

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A coordinate as typed (a decimal comma is accepted, as Spanish keyboards write it), or NaN. */
export function parseCoordinate(input: string): number {
  const value = input.trim().replace(',', '.');
  return DECIMAL.test(value) ? Number(value) : Number.NaN;
}

/** The coordinate as typed, in the URI's form: a decimal point, no `+`, no bare leading or trailing point. */
const decimalText = (input: string) =>
  input
    .trim()
    .replace(',', '.')
    .replace(/^\+/, '')
    .replace(/^(-?)\./, '$10.')
    .replace(/\.$/, '');

/** `geo:<latitude>,<longitude>` (RFC 5870, WGS 84 decimal degrees). */
export function buildLocation(place: Place): Built<'latitude' | 'longitude'> {
  if (place.latitude.trim() === '' && place.longitude.trim() === '') return { payload: null, problems: {} };
  const problems: Problems<'latitude' | 'longitude'> = {};
  const latitude = parseCoordinate(place.latitude);
  const longitude = parseCoordinate(place.longitude);
  if (place.latitude.trim() === '') problems.latitude = { code: 'required' };
  else if (Number.isNaN(latitude)) problems.latitude = { code: 'notANumber' };
  else if (Math.abs(latitude) > 90) problems.latitude = { code: 'latitudeRange' };
  if (place.longitude.trim() === '') problems.longitude = { code: 'required' };
  else if (Number.isNaN(longitude)) problems.longitude = { code: 'notANumber' };
  else if (Math.abs(longitude) > 180) problems.longitude = { code: 'longitudeRange' };
  return built(`geo:${decimalText(place.latitude)},${decimalText(place.longitude)}`, problems);
}
