/** The password rules (docs/constants.md), shared by the server (enforcement) and the web (live checklist). */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordRule = 'minLength' | 'uppercase' | 'lowercase' | 'digit' | 'special' | 'forbiddenChars';

const SPECIAL = /[^A-Za-z0-9]/;
const FORBIDDEN = /[&%$]/;

/** Each rule with whether `password` satisfies it, in checklist order. */
export function checkPassword(password: string): Record<PasswordRule, boolean> {
  return {
    minLength: password.length >= PASSWORD_MIN_LENGTH,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    digit: /[0-9]/.test(password),
    special: SPECIAL.test(password.replace(FORBIDDEN, '')),
    forbiddenChars: !FORBIDDEN.test(password),
  };
}

/** The rules `password` breaks; empty when it is acceptable. */
export function failedPasswordRules(password: string): PasswordRule[] {
  return Object.entries(checkPassword(password))
    .filter(([, ok]) => !ok)
    .map(([rule]) => rule as PasswordRule);
}

export function isValidPassword(password: string): boolean {
  return failedPasswordRules(password).length === 0;
}
