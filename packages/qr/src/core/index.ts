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
  QR_ERROR_LEVEL,
  QR_MARGIN,
  QR_MAX_BYTES,
  QR_PRINT_COLORS,
  QR_SIZE,
  type QrColors,
  type QrEncoding,
  type QrTheme,
  qrPixelSize,
  qrPreviewColors,
  qrRenderOptions,
  utf8Length,
} from './qr';
export { buildVCard, type Contact, EMPTY_CONTACT, escapeVCardText, hasContactData } from './vcard';
