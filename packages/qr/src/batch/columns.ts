import { EMPTY_EMAIL, EMPTY_PLACE, EMPTY_SMS, EMPTY_WIFI, WIFI_SECURITIES } from '../core/formats';
import { CRYPTO_COINS, EMPTY_CRYPTO, EMPTY_EVENT, EMPTY_OTP, EMPTY_PAYMENT } from '../core/moreInputs';
import { QR_TABS, type QrTab } from '../core/payload';
import { EMPTY_CONTACT } from '../core/vcard';

/**
 * A batch CSV's columns: a `type` column (a generator tab's id) with that tab's field keys as
 * columns, or a single `data` column encoded as it is; `filename` is optional in both.
 */
export const TYPE_COLUMN = 'type';
export const DATA_COLUMN = 'data';
export const FILENAME_COLUMN = 'filename';

/** The generator's field keys per type; URL, Text and Phone are one field named as the type. */
export const TYPE_COLUMNS: Record<QrTab, readonly string[]> = {
  url: ['url'],
  text: ['text'],
  contact: Object.keys(EMPTY_CONTACT),
  wifi: Object.keys(EMPTY_WIFI),
  email: Object.keys(EMPTY_EMAIL),
  sms: Object.keys(EMPTY_SMS),
  phone: ['phone'],
  location: Object.keys(EMPTY_PLACE),
  event: Object.keys(EMPTY_EVENT),
  payment: Object.keys(EMPTY_PAYMENT),
  otp: Object.keys(EMPTY_OTP),
  crypto: Object.keys(EMPTY_CRYPTO),
};

/** Columns whose cell must be one of a few values (case-insensitive; empty keeps the form's default). */
export const CHOICES: Readonly<Record<string, readonly string[]>> = {
  security: WIFI_SECURITIES,
  coin: CRYPTO_COINS,
};

/** Yes/no columns (Wi-Fi `hidden`, Event `allDay`): true, yes, sí, 1 or x; empty is no. */
export const FLAG_COLUMNS: readonly string[] = ['hidden', 'allDay'];
export const FLAG_YES: readonly string[] = ['true', 'yes', 'y', 'si', 'sí', '1', 'x'];
export const FLAG_NO: readonly string[] = ['false', 'no', 'n', '0', ''];

/** One example row per type, every one valid (a unit test builds them): the templates' second line. */
export const EXAMPLES: Record<QrTab, Record<string, string>> = {
  url: { url: 'example.com/menu' },
  text: { text: 'Table 12 — ask for the daily special' },
  contact: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+44 20 7946 0000',
    email: 'ada@example.com',
    organization: 'Analytical Engines',
    url: 'https://example.com',
  },
  wifi: { ssid: 'Cafe Guest', password: 'correct horse battery', security: 'WPA', hidden: 'no' },
  email: { to: 'hello@example.com', subject: 'Order 1042', body: 'Hello, about my order…' },
  sms: { number: '+34 600 000 000', message: 'STOP' },
  phone: { phone: '+34 910 000 000' },
  location: { latitude: '40.4168', longitude: '-3.7038' },
  event: {
    title: 'Launch party',
    start: '2026-12-01T19:00',
    end: '2026-12-01T22:00',
    location: 'Madrid',
    allDay: 'no',
  },
  payment: {
    name: 'Red Cross',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: '',
    amount: '12.50',
    reference: 'Donation',
  },
  otp: {
    issuer: 'Example',
    account: 'ada@example.com',
    secret: 'JBSWY3DPEHPK3PXP',
    digits: '6',
    period: '30',
  },
  crypto: {
    coin: 'bitcoin',
    address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    amount: '0.001',
    label: 'Donation',
  },
};

export const BATCH_TYPES: readonly QrTab[] = QR_TABS;
