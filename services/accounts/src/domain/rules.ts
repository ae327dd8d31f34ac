import { DEFAULT_LANGUAGE, type Language } from '@teleplan/proto/accounts';
import { failedPasswordRules } from '@teleplan/proto/password-rules';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { badRequest, conflict } from '@teleplan/kit/errors';

const A = MessageCodes.accounts;
export const DEFAULT_ZONE = 'Europe/Paris';

/** Refuses a password breaking the rules (docs/constants.md); each broken rule is one sub-error (`id` = rule). */
export function assertPasswordRules(password: string): void {
  const failed = failedPasswordRules(password);
  if (failed.length > 0) {
    throw badRequest(
      A.passwordRules,
      `Password rules not met: ${failed.join(', ')}`,
      failed.map((rule) => ({ messageCode: A.passwordRules, id: rule })),
    );
  }
}

/** Whether `zone` is an IANA time zone this runtime knows. */
/** Zones already found valid: building a formatter to check one costs more than the rest of a profile's checks. */
const knownZones = new Set<string>();

export function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    return false;
  }
  knownZones.add(zone);
  return true;
}

export function assertTimeZone(zone: string): void {
  if (!isTimeZone(zone)) {
    throw badRequest(MessageCodes.common.validation, `Unknown time zone ${zone}`, [
      { messageCode: MessageCodes.common.validation, id: 'body/zone' },
    ]);
  }
}

/** A body's language, 'fr' or 'en' (the default when absent); any other is 400 accounts.profile.unknown_language. */
export function languageOf(value: string | undefined): Language {
  if (value === undefined) return DEFAULT_LANGUAGE;
  if (value === 'fr' || value === 'en') return value;
  throw badRequest(A.unknownLanguage, 'A profile language is fr or en', [
    { messageCode: A.unknownLanguage, id: 'body/language' },
  ]);
}

/** Empty strings from forms are stored as null (docs/screens.md#forms). */
export function emptyToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === '' ? null : value.trim();
}

/** 409 for an email another profile already holds; the sub-error carries that profile's id. */
export function emailTaken(
  code: typeof A.existingEmail | typeof MessageCodes.userProfiles.existingMail,
  existingId?: string,
) {
  return conflict(code, 'This email already belongs to a profile', [
    { messageCode: code, ...(existingId ? { id: existingId } : {}) },
  ]);
}
