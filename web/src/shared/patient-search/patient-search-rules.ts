import type { PatientSearch } from './patient-search-api.ts';

export const PATIENT_SEARCH_MIN_LENGTH = 3;

/** A standard email: something, an @, a domain with a dot. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * What a typed text searches (docs/screens.md#forms): text with an `@` is an email, searched only once it is a valid
 * email of at least 3 characters; other text is a name of at least 3 characters. Null: nothing to search yet.
 */
export function patientSearchOf(text: string): PatientSearch | null {
  const trimmed = text.trim();
  if (trimmed.length < PATIENT_SEARCH_MIN_LENGTH) return null;
  if (trimmed.includes('@')) return EMAIL_PATTERN.test(trimmed) ? { email: trimmed } : null;
  return { name: trimmed };
}
