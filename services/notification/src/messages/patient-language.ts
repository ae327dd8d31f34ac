import type { Profile } from '@teleplan/proto/accounts';

/**
 * The language a patient's messages are written in: English when the profile says `language: 'en'`, French
 * otherwise. Accounts' profiles carry no language yet, so every patient reads French until they do; the replica
 * keeps the column so that a profile field needs no migration here.
 */
export function profileLanguage(profile: Profile): 'fr' | 'en' {
  const language = (profile as Profile & { language?: unknown }).language;
  return typeof language === 'string' && language.toLowerCase().startsWith('en') ? 'en' : 'fr';
}
