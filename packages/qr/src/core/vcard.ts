/** The contact card of spec §3. */
export interface Contact {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  organization: string;
  url: string;
}

export const EMPTY_CONTACT: Contact = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  organization: '',
  url: '',
};

/**
 * Escapes a text value for vCard 3.0 (RFC 2426 §4 / RFC 2425 §5.8.4): backslash, comma and
 * semicolon get a backslash, and every line break becomes the two characters `\n`.
 */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** TEL (phone-number) and URL (uri) are not text values: no escaping, but no line break either. */
const singleLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

const trimmed = (contact: Contact): Contact => ({
  firstName: contact.firstName.trim(),
  lastName: contact.lastName.trim(),
  phone: contact.phone.trim(),
  email: contact.email.trim(),
  organization: contact.organization.trim(),
  url: contact.url.trim(),
});

/** Spec §5: a code is made only when one of first name, last name, phone or email is filled. */
export function hasContactData(contact: Contact): boolean {
  const c = trimmed(contact);
  return Boolean(c.firstName || c.lastName || c.phone || c.email);
}

/**
 * Builds a vCard 3.0 (RFC 2426) with CRLF line ends. Text values (N, FN, ORG, EMAIL) are
 * escaped; TEL and URL have their own value types (phone-number, uri) that RFC 2426 does not
 * escape. The result is a JS string; the QR encoder writes it as UTF-8, or null when the contact has none of the
 * required fields. Empty optional fields are left out. FN is mandatory in 3.0, so it falls back
 * to the organization, email or phone when there is no name.
 */
export function buildVCard(contact: Contact): string | null {
  if (!hasContactData(contact)) return null;
  const c = trimmed(contact);
  const fullName =
    [c.firstName, c.lastName].filter(Boolean).join(' ') || c.organization || c.email || c.phone;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:${escapeVCardText(c.lastName)};${escapeVCardText(c.firstName)};;;`,
    `FN:${escapeVCardText(fullName)}`,
  ];
  if (c.organization) lines.push(`ORG:${escapeVCardText(c.organization)}`);
  if (c.phone) lines.push(`TEL;TYPE=CELL:${singleLine(c.phone)}`);
  if (c.email) lines.push(`EMAIL;TYPE=INTERNET:${escapeVCardText(c.email)}`);
  if (c.url) lines.push(`URL:${singleLine(c.url)}`);
  lines.push('END:VCARD');
  return lines.join('\r\n');
}
