import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readPreference, STORAGE_KEYS, writePreference } from '../storage/device-storage.ts';
import { commonTexts } from './common-texts.ts';
import { frenchOf } from './french-of.ts';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** Same keys as the French texts, each a string: keeps every translation complete at compile time. */
export type TextsOf<T> = { [K in keyof T]: T[K] extends string ? string : TextsOf<T[K]> };
export interface FeatureTexts<T> {
  fr: T;
  en: TextsOf<T>;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function rememberedLanguage(): Language {
  const stored = readPreference(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: rememberedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  resources: { fr: { common: commonTexts.fr }, en: { common: commonTexts.en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** `{{name, de}}` in a French text: "de Marie" or "d’Antoine"; the name alone in other languages. */
i18n.services.formatter?.add('de', (value: unknown, language: string | undefined) =>
  language === 'fr' ? frenchOf(String(value)) : String(value),
);

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** Adds a feature's texts under its own namespace; called once by the module holding them. */
export function registerTexts<T extends object>(namespace: string, texts: FeatureTexts<T>): void {
  i18n.addResourceBundle('fr', namespace, texts.fr, true, true);
  i18n.addResourceBundle('en', namespace, texts.en, true, true);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** Switches the interface language and remembers it on this device. */
export async function setLanguage(language: Language): Promise<void> {
  writePreference(STORAGE_KEYS.language, language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
