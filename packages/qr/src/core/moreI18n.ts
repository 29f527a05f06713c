import type { Locale } from './i18n';
import type { MoreProblem } from './moreFormats';
import type { CryptoCoin } from './moreInputs';

/**
 * The labels and messages of the Event, Payment, OTP and Crypto forms: they load with the forms,
 * not with the page.
 */
const enUS = {
  eventTitle: 'Title',
  eventStart: 'Start',
  eventEnd: 'End (optional)',
  eventLocation: 'Place (optional)',
  allDay: 'All day',
  eventHint: 'Calendar apps add this event (a VEVENT, in local time) when they scan the code.',
  payee: 'Beneficiary name',
  iban: 'IBAN',
  bic: 'BIC (optional)',
  euros: 'Amount in euros (optional)',
  reference: 'Reference (optional)',
  paymentHint: 'A SEPA credit transfer (EPC QR) that banking apps fill in when they scan the code.',
  otpIssuer: 'Issuer (optional)',
  otpAccount: 'Account',
  otpSecret: 'Secret key (base32)',
  otpDigits: 'Digits',
  otpPeriod: 'Period (seconds)',
  otpHint:
    'Authenticator apps add this time-based one-time password. The secret is never put in the address bar.',
  coin: 'Currency',
  coins: { bitcoin: 'Bitcoin (BTC)', ethereum: 'Ethereum (ETH)' } satisfies Record<CryptoCoin, string>,
  cryptoAddress: 'Address',
  cryptoAmount: 'Amount (optional)',
  cryptoLabel: 'Label (optional)',
  cryptoHint:
    'A payment request that wallets open: bitcoin: (BIP-21) or ethereum: (EIP-681, the amount in wei).',
  problems: {
    endBeforeStart: 'The end is before the start.',
    dateInvalid: 'Enter a real date.',
    invalidIban: 'Invalid IBAN',
    invalidBic: 'A BIC is 8 or 11 letters and digits, like CAIXESBBXXX.',
    amountInvalid: 'Enter an amount above zero, like 12.50.',
    required: 'Required: the code cannot be made without it.',
    tooLong: 'This is too long for the format.',
    base32Invalid: 'A base32 secret holds only the letters A–Z and the digits 2–7.',
    digitsInvalid: 'Enter 6, 7 or 8.',
    periodInvalid: 'Enter a whole number of seconds from 1 to 3600.',
    addressInvalid: 'This is not a valid address for this currency.',
  } satisfies Record<MoreProblem, string>,
};

const esES: typeof enUS = {
  eventTitle: 'Título',
  eventStart: 'Inicio',
  eventEnd: 'Fin (opcional)',
  eventLocation: 'Lugar (opcional)',
  allDay: 'Todo el día',
  eventHint: 'Las apps de calendario añaden este evento (un VEVENT, en hora local) al escanear el código.',
  payee: 'Nombre del beneficiario',
  iban: 'IBAN',
  bic: 'BIC (opcional)',
  euros: 'Importe en euros (opcional)',
  reference: 'Concepto (opcional)',
  paymentHint: 'Una transferencia SEPA (QR de la EPC) que las apps bancarias rellenan al escanear el código.',
  otpIssuer: 'Emisor (opcional)',
  otpAccount: 'Cuenta',
  otpSecret: 'Clave secreta (base32)',
  otpDigits: 'Dígitos',
  otpPeriod: 'Periodo (segundos)',
  otpHint:
    'Las apps de autenticación añaden esta contraseña de un solo uso. La clave nunca se pone en la barra de direcciones.',
  coin: 'Moneda',
  coins: { bitcoin: 'Bitcoin (BTC)', ethereum: 'Ethereum (ETH)' },
  cryptoAddress: 'Dirección',
  cryptoAmount: 'Importe (opcional)',
  cryptoLabel: 'Etiqueta (opcional)',
  cryptoHint:
    'Una solicitud de pago que abren los monederos: bitcoin: (BIP-21) o ethereum: (EIP-681, el importe en wei).',
  problems: {
    endBeforeStart: 'El fin es anterior al inicio.',
    dateInvalid: 'Escribe una fecha real.',
    invalidIban: 'IBAN no válido',
    invalidBic: 'Un BIC tiene 8 u 11 letras y dígitos, como CAIXESBBXXX.',
    amountInvalid: 'Escribe un importe mayor que cero, como 12,50.',
    required: 'Obligatorio: sin este campo no se puede generar el código.',
    tooLong: 'Es demasiado largo para este formato.',
    base32Invalid: 'Una clave base32 solo tiene las letras A–Z y los dígitos 2–7.',
    digitsInvalid: 'Escribe 6, 7 u 8.',
    periodInvalid: 'Escribe un número entero de segundos de 1 a 3600.',
    addressInvalid: 'No es una dirección válida para esta moneda.',
  },
};

export type MoreMessages = typeof enUS;
export const MORE_MESSAGES: Record<Locale, MoreMessages> = { 'en-US': enUS, 'es-ES': esES };
