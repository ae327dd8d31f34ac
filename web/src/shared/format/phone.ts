import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'FR';

/**
 * A phone number as people read it: French national format ('06 12 34 56 78') for French numbers,
 * international format for others; the raw text when it cannot be parsed.
 */
export function formatPhone(
  raw: string | null | undefined,
  country: CountryCode = DEFAULT_PHONE_COUNTRY,
): string {
  if (!raw) return '';
  const phone = parsePhoneNumberFromString(raw, country);
  if (!phone) return raw;
  return phone.country === country ? phone.formatNational() : phone.formatInternational();
}

/** The number in E.164 ('+33612345678') for sending to the server, or null when it is not a valid number. */
export function toE164(raw: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  const phone = parsePhoneNumberFromString(raw, country);
  return phone?.isValid() ? phone.number : null;
}
