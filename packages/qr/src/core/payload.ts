import {
  buildEmail,
  buildLocation,
  buildPhone,
  buildSms,
  buildWifi,
  type Email,
  type FieldProblem,
  type Place,
  type Sms,
  type Wifi,
} from './formats';
import type { MoreProblem } from './moreFormats';
import type { CryptoInput, EventInput, OtpInput, PaymentInput } from './moreInputs';
import { buildVCard, type Contact } from './vcard';

export type QrTab =
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
  | 'otp'
  | 'crypto';
/** The spec's three tabs first (URL is the one the page opens on), then the other formats. */
export const QR_TABS: readonly QrTab[] = [
  'url',
  'text',
  'contact',
  'wifi',
  'email',
  'sms',
  'phone',
  'location',
  'event',
  'payment',
  'otp',
  'crypto',
];
/** The tabs shown in the tab list itself; the others are chosen under `More` (one row of tabs). */
export const MAIN_TABS: readonly QrTab[] = ['url', 'text', 'contact', 'wifi'];
export const MORE_TABS: readonly QrTab[] = QR_TABS.filter((tab) => !MAIN_TABS.includes(tab));
export const isMoreTab = (tab: QrTab) => MORE_TABS.includes(tab);
export const isQrTab = (value: string): value is QrTab => (QR_TABS as readonly string[]).includes(value);

const SCHEME = /^https?:\/\//i;

/** Spec §5: blank gives no code; an address without http:// or https:// gets https://. */
export function buildUrlPayload(input: string): string | null {
  const url = input.trim();
  if (url === '') return null;
  return SCHEME.test(url) ? url : `https://${url}`;
}

/** Text is encoded exactly as typed; only an empty (or whitespace-only) text gives no code. */
export function buildTextPayload(input: string): string | null {
  return input.trim() === '' ? null : input;
}

export interface QrInputs {
  url: string;
  text: string;
  contact: Contact;
  wifi: Wifi;
  email: Email;
  sms: Sms;
  phone: string;
  location: Place;
  event: EventInput;
  payment: PaymentInput;
  otp: OtpInput;
  crypto: CryptoInput;
}

/** A field of the current tab that makes the code invalid, and why. */
export interface PayloadProblem {
  field: string;
  /** Issue 39's types mark theirs `more` (their messages load with their forms). */
  problem: FieldProblem | { code: MoreProblem; more: true };
}

export interface PayloadResult {
  payload: string | null;
  problems: PayloadProblem[];
}

const listed = (problems: Partial<Record<string, FieldProblem>>): PayloadProblem[] =>
  Object.entries(problems).flatMap(([field, problem]) => (problem ? [{ field, problem }] : []));

/**
 * checkPayload() for the tabs the page's own chunk builds; null for Event, Payment, OTP and Crypto,
 * whose builders load with them (`checkPayload.ts`).
 */
export function checkBasicPayload(tab: QrTab, inputs: QrInputs): PayloadResult | null {
  switch (tab) {
    case 'url':
      return { payload: buildUrlPayload(inputs.url), problems: [] };
    case 'text':
      return { payload: buildTextPayload(inputs.text), problems: [] };
    case 'contact':
      return { payload: buildVCard(inputs.contact), problems: [] };
    case 'wifi': {
      const result = buildWifi(inputs.wifi);
      return { payload: result.payload, problems: listed(result.problems) };
    }
    case 'email': {
      const result = buildEmail(inputs.email);
      return { payload: result.payload, problems: listed(result.problems) };
    }
    case 'sms': {
      const result = buildSms(inputs.sms);
      return { payload: result.payload, problems: listed(result.problems) };
    }
    case 'phone': {
      const result = buildPhone(inputs.phone);
      return { payload: result.payload, problems: listed(result.problems) };
    }
    case 'location': {
      const result = buildLocation(inputs.location);
      return { payload: result.payload, problems: listed(result.problems) };
    }
    default:
      return null;
  }
}
