import type { EmailLanguage } from '../core/languages';
import { en, type Messages } from './en';
import { es } from './es';
import { fr } from './fr';

export type { Messages };

/** The page's copy per interface language: English is the shape the others must match. */
export const MESSAGES: Record<EmailLanguage, Messages> = { en, fr, es };
