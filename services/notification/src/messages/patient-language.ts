import { DEFAULT_LANGUAGE, type Language, type Profile } from '@teleplan/proto/accounts';

/**
 * The language a patient's messages are written in: the profile's, French when the snapshot has none (an event
 * written before accounts' profiles had a language).
 */
export function profileLanguage(profile: Profile): Language {
  return profile.language ?? DEFAULT_LANGUAGE;
}
