import { pickLocale } from '@demos/kit';
import { createStore } from 'zustand/vanilla';
import type { GeneratorFill } from './core/detect';
import type { Email, Place, Sms, Wifi } from './core/formats';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './core/i18n';
import type { CryptoInput, EventInput, OtpInput, PaymentInput } from './core/moreInputs';
import { DEFAULT_OPTIONS, type OptionInputs } from './core/options';
import type { QrInputs, QrTab } from './core/payload';
import type { QrTheme } from './core/qr';
import { EMPTY_INPUTS, type QuerySettings } from './core/query';
import type { Contact } from './core/vcard';
import { DEFAULT_STYLE, type QrStyle } from './style/types';

/** A logo the page has read and redrawn as a square PNG (never the user's file as such). */
export interface Logo {
  name: string;
  /** A `data:image/png` URL of the redrawn picture, for the canvas and the SVG. */
  dataUrl: string;
}

export type LogoProblem = 'notImage' | 'tooBig' | 'unreadable';

export interface QrState {
  tab: QrTab;
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
  options: OptionInputs;
  /** Module, corner, gradient and frame styles (issue 39). */
  style: QrStyle;
  logo: Logo | null;
  logoProblem: LogoProblem | null;
  theme: QrTheme;
  locale: Locale;
  /** The Scan tab is open (the generator's tab stays as it was underneath). */
  scanning: boolean;
  /** The Batch tab is open (the generator's tab stays as it was underneath). */
  batching: boolean;
  setTab: (tab: QrTab) => void;
  setScanning: (scanning: boolean) => void;
  setBatching: (batching: boolean) => void;
  /** Opens a scanned code in the generator: its tab, with that tab's fields filled. */
  editScanned: (fill: GeneratorFill) => void;
  setUrl: (url: string) => void;
  setText: (text: string) => void;
  setContactField: (field: keyof Contact, value: string) => void;
  setWifi: (patch: Partial<Wifi>) => void;
  setEmail: (patch: Partial<Email>) => void;
  setSms: (patch: Partial<Sms>) => void;
  setPhone: (phone: string) => void;
  setLocation: (patch: Partial<Place>) => void;
  setEvent: (patch: Partial<EventInput>) => void;
  setPayment: (patch: Partial<PaymentInput>) => void;
  setOtp: (patch: Partial<OtpInput>) => void;
  setCrypto: (patch: Partial<CryptoInput>) => void;
  setOptions: (patch: Partial<OptionInputs>) => void;
  setStyle: (patch: Partial<QrStyle>) => void;
  setLogo: (logo: Logo | null, problem?: LogoProblem | null) => void;
  setTheme: (theme: QrTheme) => void;
  setLocale: (locale: Locale) => void;
  /** Applies settings read from the URL query (after hydration). */
  applySettings: (settings: QuerySettings) => void;
  /** Empties every tab's input (the tab, options, colours and language stay). */
  clearAll: () => void;
}

export interface QrStoreOptions {
  /** The browser's languages, to pick en-US or es-ES (falls back to en-US). */
  languages?: readonly string[];
  initial?: Partial<
    Pick<
      QrState,
      // Every format's fields (named as its tab), then the rest of the state.
      QrTab | 'tab' | 'options' | 'style' | 'logo' | 'theme' | 'locale' | 'scanning' | 'batching'
    >
  >;
}

export function createQrStore({ languages, initial = {} }: QrStoreOptions = {}) {
  return createStore<QrState>()((set) => ({
    tab: 'url',
    ...EMPTY_INPUTS,
    options: DEFAULT_OPTIONS,
    style: DEFAULT_STYLE,
    logo: null,
    logoProblem: null,
    theme: 'light',
    locale: pickLocale(LOCALES, DEFAULT_LOCALE, languages),
    scanning: false,
    batching: false,
    ...initial,
    setTab: (tab) => set({ tab, scanning: false, batching: false }),
    setScanning: (scanning) => set({ scanning, batching: false }),
    setBatching: (batching) => set({ batching, scanning: false }),
    editScanned: ({ tab, ...fields }) => set({ tab, ...fields, scanning: false, batching: false }),
    setUrl: (url) => set({ url }),
    setText: (text) => set({ text }),
    setContactField: (field, value) => set((state) => ({ contact: { ...state.contact, [field]: value } })),
    setWifi: (patch) => set((state) => ({ wifi: { ...state.wifi, ...patch } })),
    setEmail: (patch) => set((state) => ({ email: { ...state.email, ...patch } })),
    setSms: (patch) => set((state) => ({ sms: { ...state.sms, ...patch } })),
    setPhone: (phone) => set({ phone }),
    setLocation: (patch) => set((state) => ({ location: { ...state.location, ...patch } })),
    setEvent: (patch) => set((state) => ({ event: { ...state.event, ...patch } })),
    setPayment: (patch) => set((state) => ({ payment: { ...state.payment, ...patch } })),
    setOtp: (patch) => set((state) => ({ otp: { ...state.otp, ...patch } })),
    setCrypto: (patch) => set((state) => ({ crypto: { ...state.crypto, ...patch } })),
    setOptions: (patch) => set((state) => ({ options: { ...state.options, ...patch } })),
    setStyle: (patch) => set((state) => ({ style: { ...state.style, ...patch } })),
    setLogo: (logo, problem = null) => set({ logo, logoProblem: problem }),
    setTheme: (theme) => set({ theme }),
    setLocale: (locale) => set({ locale }),
    applySettings: ({ tab, inputs, options, dark }) =>
      set({ tab, ...inputs, options, theme: dark ? 'dark' : 'light' }),
    clearAll: () => set({ ...EMPTY_INPUTS }),
  }));
}

export type QrStore = ReturnType<typeof createQrStore>;

/** Every tab's inputs, as the payload builders and the URL query take them. */
export const inputsOf = (state: QrState): QrInputs => ({
  url: state.url,
  text: state.text,
  contact: state.contact,
  wifi: state.wifi,
  email: state.email,
  sms: state.sms,
  phone: state.phone,
  location: state.location,
  event: state.event,
  payment: state.payment,
  otp: state.otp,
  crypto: state.crypto,
});
