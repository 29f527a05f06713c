import {
  EMPTY_EMAIL,
  EMPTY_PLACE,
  EMPTY_SMS,
  EMPTY_WIFI,
  WIFI_SECURITIES,
  type WifiSecurity,
} from './formats';
import { EMPTY_CRYPTO, EMPTY_EVENT, EMPTY_OTP, EMPTY_PAYMENT, isCryptoCoin } from './moreInputs';
import { DEFAULT_OPTIONS, isErrorLevel, LOGO_SIZE_MAX, LOGO_SIZE_MIN, type OptionInputs } from './options';
import { isQrTab, type QrInputs, type QrTab } from './payload';
import { type Contact, EMPTY_CONTACT } from './vcard';

/**
 * The page's settings in the URL query, so a configured code can be shared and reloaded. Only
 * values that differ from the defaults are written. The Wi-Fi password, the OTP secret and the logo never are:
 * a shared link must not carry a secret, and a file does not fit in a URL.
 */
export interface QuerySettings {
  tab: QrTab;
  inputs: QrInputs;
  options: OptionInputs;
  dark: boolean;
}

export const EMPTY_INPUTS: QrInputs = {
  url: '',
  text: '',
  contact: EMPTY_CONTACT,
  wifi: EMPTY_WIFI,
  email: EMPTY_EMAIL,
  sms: EMPTY_SMS,
  phone: '',
  location: EMPTY_PLACE,
  event: EMPTY_EVENT,
  payment: EMPTY_PAYMENT,
  otp: EMPTY_OTP,
  crypto: EMPTY_CRYPTO,
};

type TextKey = readonly [
  param: string,
  get: (s: QuerySettings) => string,
  set: (s: QuerySettings, v: string) => void,
];

const contactKey = (param: string, field: keyof Contact): TextKey => [
  param,
  (s) => s.inputs.contact[field],
  (s, v) => {
    s.inputs.contact = { ...s.inputs.contact, [field]: v };
  },
];

type MoreForm = 'event' | 'payment' | 'otp' | 'crypto';
/** A text field of one of issue 39's forms (the OTP secret is never one: like a password). */
const fieldKey = <K extends MoreForm>(param: string, form: K, field: keyof QrInputs[K] & string): TextKey => [
  param,
  (s) => String(s.inputs[form][field]),
  (s, v) => {
    s.inputs[form] = { ...s.inputs[form], [field]: v };
  },
];

const MORE_KEYS: readonly TextKey[] = [
  fieldKey('title', 'event', 'title'),
  fieldKey('start', 'event', 'start'),
  fieldKey('end', 'event', 'end'),
  fieldKey('venue', 'event', 'location'),
  fieldKey('payee', 'payment', 'name'),
  fieldKey('iban', 'payment', 'iban'),
  fieldKey('bic', 'payment', 'bic'),
  fieldKey('eur', 'payment', 'amount'),
  fieldKey('ref', 'payment', 'reference'),
  fieldKey('issuer', 'otp', 'issuer'),
  fieldKey('account', 'otp', 'account'),
  fieldKey('digits', 'otp', 'digits'),
  fieldKey('period', 'otp', 'period'),
  fieldKey('address', 'crypto', 'address'),
  fieldKey('coins', 'crypto', 'amount'),
  fieldKey('label', 'crypto', 'label'),
];

/** Free-text values: written as typed, read back as they come. */
const TEXT_KEYS: readonly TextKey[] = [
  [
    'url',
    (s) => s.inputs.url,
    (s, v) => {
      s.inputs.url = v;
    },
  ],
  [
    'text',
    (s) => s.inputs.text,
    (s, v) => {
      s.inputs.text = v;
    },
  ],
  contactKey('first', 'firstName'),
  contactKey('last', 'lastName'),
  contactKey('tel', 'phone'),
  contactKey('mail', 'email'),
  contactKey('org', 'organization'),
  contactKey('web', 'url'),
  [
    'ssid',
    (s) => s.inputs.wifi.ssid,
    (s, v) => {
      s.inputs.wifi = { ...s.inputs.wifi, ssid: v };
    },
  ],
  [
    'to',
    (s) => s.inputs.email.to,
    (s, v) => {
      s.inputs.email = { ...s.inputs.email, to: v };
    },
  ],
  [
    'subject',
    (s) => s.inputs.email.subject,
    (s, v) => {
      s.inputs.email = { ...s.inputs.email, subject: v };
    },
  ],
  [
    'body',
    (s) => s.inputs.email.body,
    (s, v) => {
      s.inputs.email = { ...s.inputs.email, body: v };
    },
  ],
  [
    'sms',
    (s) => s.inputs.sms.number,
    (s, v) => {
      s.inputs.sms = { ...s.inputs.sms, number: v };
    },
  ],
  [
    'message',
    (s) => s.inputs.sms.message,
    (s, v) => {
      s.inputs.sms = { ...s.inputs.sms, message: v };
    },
  ],
  [
    'phone',
    (s) => s.inputs.phone,
    (s, v) => {
      s.inputs.phone = v;
    },
  ],
  [
    'lat',
    (s) => s.inputs.location.latitude,
    (s, v) => {
      s.inputs.location = { ...s.inputs.location, latitude: v };
    },
  ],
  [
    'lon',
    (s) => s.inputs.location.longitude,
    (s, v) => {
      s.inputs.location = { ...s.inputs.location, longitude: v };
    },
  ],
  [
    'size',
    (s) => s.options.size,
    (s, v) => {
      s.options.size = v;
    },
  ],
  [
    'margin',
    (s) => s.options.margin,
    (s, v) => {
      s.options.margin = v;
    },
  ],
  [
    'fg',
    (s) => s.options.foreground,
    (s, v) => {
      s.options.foreground = v;
    },
  ],
  [
    'bg',
    (s) => s.options.background,
    (s, v) => {
      s.options.background = v;
    },
  ],
  ...MORE_KEYS,
];

export const defaultSettings = (): QuerySettings => ({
  tab: 'url',
  inputs: structuredClone(EMPTY_INPUTS),
  options: { ...DEFAULT_OPTIONS },
  dark: false,
});

/** The query string (without `?`) for these settings; empty when everything is at its default. */
export function settingsToQuery(settings: QuerySettings): string {
  const defaults = defaultSettings();
  const query = new URLSearchParams();
  if (settings.tab !== defaults.tab) query.set('type', settings.tab);
  for (const [param, get] of TEXT_KEYS) {
    const value = get(settings);
    if (value !== get(defaults)) query.set(param, value);
  }
  if (settings.inputs.wifi.security !== EMPTY_WIFI.security)
    query.set('security', settings.inputs.wifi.security);
  if (settings.inputs.wifi.hidden) query.set('hidden', '1');
  if (settings.inputs.event.allDay) query.set('allday', '1');
  if (settings.inputs.crypto.coin !== EMPTY_CRYPTO.coin) query.set('coin', settings.inputs.crypto.coin);
  if (settings.options.level !== DEFAULT_OPTIONS.level) query.set('ec', settings.options.level);
  if (settings.options.logoSize !== DEFAULT_OPTIONS.logoSize)
    query.set('logo', String(settings.options.logoSize));
  if (settings.dark) query.set('dark', '1');
  return query.toString();
}

/**
 * Settings read from a query string, on top of the defaults. Choices that are not one of the
 * allowed values are ignored; free text (numbers and colours included) is kept as it comes, so
 * its field shows what is wrong with it.
 */
export function settingsFromQuery(search: string): QuerySettings {
  const query = new URLSearchParams(search);
  const settings = defaultSettings();
  const type = query.get('type');
  if (type !== null && isQrTab(type)) settings.tab = type;
  for (const [param, , set] of TEXT_KEYS) {
    const value = query.get(param);
    if (value !== null) set(settings, value);
  }
  const security = query.get('security');
  if (security !== null && (WIFI_SECURITIES as readonly string[]).includes(security)) {
    settings.inputs.wifi = { ...settings.inputs.wifi, security: security as WifiSecurity };
  }
  settings.inputs.wifi = { ...settings.inputs.wifi, hidden: query.get('hidden') === '1' };
  settings.inputs.event = { ...settings.inputs.event, allDay: query.get('allday') === '1' };
  const coin = query.get('coin');
  if (coin !== null && isCryptoCoin(coin)) settings.inputs.crypto = { ...settings.inputs.crypto, coin };
  const level = query.get('ec');
  if (level !== null && isErrorLevel(level)) settings.options.level = level;
  const logo = Number(query.get('logo'));
  if (Number.isInteger(logo) && logo >= LOGO_SIZE_MIN && logo <= LOGO_SIZE_MAX)
    settings.options.logoSize = logo;
  settings.dark = query.get('dark') === '1';
  return settings;
}
