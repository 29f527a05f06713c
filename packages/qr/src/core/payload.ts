import { buildVCard, type Contact } from './vcard';

export type QrTab = 'url' | 'text' | 'contact';
export const QR_TABS: readonly QrTab[] = ['url', 'text', 'contact'];

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
}

/** The string the code of the given tab encodes, or null when that tab has nothing to encode. */
export function buildPayload(tab: QrTab, inputs: QrInputs): string | null {
  if (tab === 'url') return buildUrlPayload(inputs.url);
  if (tab === 'text') return buildTextPayload(inputs.text);
  return buildVCard(inputs.contact);
}
