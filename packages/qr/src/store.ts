import { pickLocale } from '@demos/kit';
import { createStore } from 'zustand/vanilla';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './core/i18n';
import type { QrTab } from './core/payload';
import type { QrTheme } from './core/qr';
import { type Contact, EMPTY_CONTACT } from './core/vcard';

export interface QrState {
  tab: QrTab;
  url: string;
  text: string;
  contact: Contact;
  theme: QrTheme;
  locale: Locale;
  setTab: (tab: QrTab) => void;
  setUrl: (url: string) => void;
  setText: (text: string) => void;
  setContactField: (field: keyof Contact, value: string) => void;
  setTheme: (theme: QrTheme) => void;
  setLocale: (locale: Locale) => void;
  /** Empties every tab's input (the tab, colours and language stay). */
  clearAll: () => void;
}

export interface QrStoreOptions {
  /** The browser's languages, to pick en-US or es-ES (falls back to en-US). */
  languages?: readonly string[];
  initial?: Partial<Pick<QrState, 'tab' | 'url' | 'text' | 'contact' | 'theme' | 'locale'>>;
}

export function createQrStore({ languages, initial = {} }: QrStoreOptions = {}) {
  return createStore<QrState>()((set) => ({
    tab: 'url',
    url: '',
    text: '',
    contact: EMPTY_CONTACT,
    theme: 'light',
    locale: pickLocale(LOCALES, DEFAULT_LOCALE, languages),
    ...initial,
    setTab: (tab) => set({ tab }),
    setUrl: (url) => set({ url }),
    setText: (text) => set({ text }),
    setContactField: (field, value) => set((state) => ({ contact: { ...state.contact, [field]: value } })),
    setTheme: (theme) => set({ theme }),
    setLocale: (locale) => set({ locale }),
    clearAll: () => set({ url: '', text: '', contact: EMPTY_CONTACT }),
  }));
}

export type QrStore = ReturnType<typeof createQrStore>;
