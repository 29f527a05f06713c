export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, MESSAGES, type Messages } from './i18n';
export {
  buildPayload,
  buildTextPayload,
  buildUrlPayload,
  QR_TABS,
  type QrInputs,
  type QrTab,
} from './payload';
export {
  encodeQr,
  QR_COLORS,
  QR_ERROR_LEVEL,
  QR_MARGIN,
  QR_MAX_BYTES,
  QR_SIZE,
  type QrEncoding,
  type QrTheme,
  qrPixelSize,
  qrRenderOptions,
  utf8Length,
} from './qr';
export { buildVCard, type Contact, EMPTY_CONTACT, escapeVCardText, hasContactData } from './vcard';
