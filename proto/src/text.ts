import { Type, type TIntersect, type TString } from 'typebox';

/**
 * The characters a one-line human text (a name, a label, an address line) may hold: no control character (C0,
 * DEL, C1) nor line or paragraph separator. Such characters have no place in a name, and a line break written into
 * an iCalendar feed or a mail header would start a new property there.
 */
export const SINGLE_LINE_TEXT_PATTERN = '^[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029]*$';

/** The characters a multi-line free text (a description, a comment) may hold: line breaks and tabs too. */
export const MULTI_LINE_TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$';

/** At least one visible character. */
const VISIBLE_TEXT_PATTERN = '\\S';

/**
 * A one-line text with at least one visible character. The two rules are two schemas (`allOf`), so a blank value
 * and a value holding a control character are refused for what each is (`common.request.invalid`,
 * `common.request.invalid_characters`).
 */
export function SingleLineText(options: {
  minLength?: number;
  maxLength: number;
}): TIntersect<[TString, TString]> {
  return Type.Intersect([
    Type.String({ pattern: VISIBLE_TEXT_PATTERN }),
    Type.String({
      minLength: options.minLength ?? 1,
      maxLength: options.maxLength,
      pattern: SINGLE_LINE_TEXT_PATTERN,
    }),
  ]);
}

export function MultiLineText(options: { minLength?: number; maxLength: number }): TString {
  return Type.String({
    minLength: options.minLength ?? 0,
    maxLength: options.maxLength,
    pattern: MULTI_LINE_TEXT_PATTERN,
  });
}
