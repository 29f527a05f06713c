import type { QrTab } from './payload';

export const LOCALES = ['en-US', 'es-ES'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

const enUS = {
  title: 'QR Generator',
  description:
    'Turn a link, a note or a contact card into a QR code, checked by a decoder before you share it.',
  onDevice: 'Codes are made on your device: nothing you type leaves this page.',
  language: 'Language',
  darkMode: 'Dark QR colours',
  clearAll: 'Clear all',
  inputTitle: 'Content',
  tabs: { url: 'URL', text: 'Text', contact: 'Contact' } satisfies Record<QrTab, string>,
  urlLabel: 'Website address',
  urlPlaceholder: 'example.com',
  urlHint: 'https:// is added when the address has no http:// or https://.',
  textLabel: 'Text',
  textPlaceholder: 'Type any text, a Wi-Fi note, a message…',
  contactHint: 'Fill in at least a first name, last name, phone or email.',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  email: 'Email',
  organization: 'Organization',
  website: 'Website',
  previewTitle: 'QR code',
  previewAlt: 'QR code for the encoded data',
  darkPreviewNote:
    'The preview follows the dark colours; downloads are always dark modules on a light background, the way every scanner reads them.',
  emptyPreview: 'Your QR code appears here as soon as there is something to encode.',
  download: 'Download PNG',
  downloadSvg: 'Download SVG',
  copyData: 'Copy Data',
  copied: 'Copied!',
  scanning: 'Checking that it scans…',
  scanOk: 'Scans correctly',
  scanFailed: 'A decoder could not read this image back',
  renderFailed: 'This browser could not draw the QR code. Try another browser.',
  version: 'Version {version}',
  modules: '{count} × {count} modules',
  bytes: '{bytes} bytes',
  tooLong:
    'This is too long for a QR code: {bytes} bytes of UTF-8, and the limit at error level M is about {max} bytes. Shorten the content.',
  dataTitle: 'Encoded data',
  dataEmpty: 'Nothing to encode yet.',
};

export type Messages = typeof enUS;

const esES: Messages = {
  title: 'Generador de QR',
  description:
    'Convierte un enlace, una nota o una tarjeta de contacto en un código QR, comprobado por un decodificador antes de compartirlo.',
  onDevice: 'Los códigos se generan en tu dispositivo: nada de lo que escribes sale de esta página.',
  language: 'Idioma',
  darkMode: 'Colores QR oscuros',
  clearAll: 'Borrar todo',
  inputTitle: 'Contenido',
  tabs: { url: 'URL', text: 'Texto', contact: 'Contacto' },
  urlLabel: 'Dirección web',
  urlPlaceholder: 'ejemplo.com',
  urlHint: 'Se añade https:// cuando la dirección no empieza por http:// o https://.',
  textLabel: 'Texto',
  textPlaceholder: 'Escribe cualquier texto, una nota, un mensaje…',
  contactHint: 'Rellena al menos el nombre, los apellidos, el teléfono o el correo.',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  organization: 'Organización',
  website: 'Sitio web',
  previewTitle: 'Código QR',
  previewAlt: 'Código QR de los datos codificados',
  darkPreviewNote:
    'La vista previa usa los colores oscuros; las descargas son siempre módulos oscuros sobre fondo claro, como los lee cualquier escáner.',
  emptyPreview: 'Tu código QR aparecerá aquí en cuanto haya algo que codificar.',
  download: 'Descargar PNG',
  downloadSvg: 'Descargar SVG',
  copyData: 'Copiar datos',
  copied: '¡Copiado!',
  scanning: 'Comprobando que se puede escanear…',
  scanOk: 'Se escanea correctamente',
  scanFailed: 'Un decodificador no pudo leer esta imagen',
  renderFailed: 'Este navegador no pudo dibujar el código QR. Prueba con otro navegador.',
  version: 'Versión {version}',
  modules: '{count} × {count} módulos',
  bytes: '{bytes} bytes',
  tooLong:
    'Es demasiado largo para un código QR: {bytes} bytes en UTF-8, y el límite con nivel de corrección M es de unos {max} bytes. Acorta el contenido.',
  dataTitle: 'Datos codificados',
  dataEmpty: 'Todavía no hay nada que codificar.',
};

export const MESSAGES: Record<Locale, Messages> = { 'en-US': enUS, 'es-ES': esES };

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);
