/** The inputs of the Event, Payment, OTP and Crypto forms and their empty values (no builders: the page's own chunk holds these). */

export interface EventInput {
  title: string;
  /** `YYYY-MM-DDTHH:MM` (a datetime-local field), or `YYYY-MM-DD` when all-day. */
  start: string;
  end: string;
  location: string;
  allDay: boolean;
}

export const EMPTY_EVENT: EventInput = { title: '', start: '', end: '', location: '', allDay: false };

export interface PaymentInput {
  name: string;
  iban: string;
  bic: string;
  /** Euros, a decimal point or comma, at most two decimals. */
  amount: string;
  reference: string;
}

export const EMPTY_PAYMENT: PaymentInput = { name: '', iban: '', bic: '', amount: '', reference: '' };

export interface OtpInput {
  issuer: string;
  account: string;
  secret: string;
  digits: string;
  period: string;
}

export const EMPTY_OTP: OtpInput = { issuer: '', account: '', secret: '', digits: '6', period: '30' };

export type CryptoCoin = 'bitcoin' | 'ethereum';

export interface CryptoInput {
  coin: CryptoCoin;
  address: string;
  /** In BTC or ETH, a decimal point. */
  amount: string;
  label: string;
}

export const CRYPTO_COINS: readonly CryptoCoin[] = ['bitcoin', 'ethereum'];
export const isCryptoCoin = (value: string): value is CryptoCoin =>
  (CRYPTO_COINS as readonly string[]).includes(value);

export const EMPTY_CRYPTO: CryptoInput = { coin: 'bitcoin', address: '', amount: '', label: '' };
