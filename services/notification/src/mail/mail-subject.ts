/** The longest subject a room's custom mail may have. */
export const SUBJECT_MAX = 200;

/** Whether `subject` is one mail header line: no control character (a line break injects headers), not too long. */
export function isOneHeaderLine(subject: string): boolean {
  return !/\p{Cc}/u.test(subject) && subject.length <= SUBJECT_MAX;
}
