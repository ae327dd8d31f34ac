import type { Language } from '../../../shared/i18n/i18n.ts';

const UNITS: Record<Language, { kilo: string; mega: string }> = {
  fr: { kilo: 'Ko', mega: 'Mo' },
  en: { kilo: 'KB', mega: 'MB' },
};

/** An attachment's size as the bug viewer shows it: in Ko below 1e6 bytes, otherwise in Mo (one decimal at most). */
export function fileSize(bytes: number, language: Language): string {
  const mega = bytes >= 1e6;
  const value = mega ? bytes / 1e6 : bytes / 1e3;
  const number = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    maximumFractionDigits: 1,
  }).format(value);
  return `${number} ${mega ? UNITS[language].mega : UNITS[language].kilo}`;
}
