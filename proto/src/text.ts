import { Type, type TString } from 'typebox';

/**
 * A one-line human text (a name, a label, an address line): at least one visible character and no control
 * character (C0, DEL, C1) nor line or paragraph separator. Such characters have no place in a name, and a line
 * break written into an iCalendar feed or a mail header would start a new property there.
 */
export const SINGLE_LINE_TEXT_PATTERN = '^(?=[\\s\\S]*\\S)[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029]*$';

/** A multi-line free text (a description, a comment): line breaks and tabs allowed, other control characters not. */
export const MULTI_LINE_TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$';

export function SingleLineText(options: { minLength?: number; maxLength: number }): TString {
  return Type.String({
    minLength: options.minLength ?? 1,
    maxLength: options.maxLength,
    pattern: SINGLE_LINE_TEXT_PATTERN,
  });
}

export function MultiLineText(options: { minLength?: number; maxLength: number }): TString {
  return Type.String({
    minLength: options.minLength ?? 0,
    maxLength: options.maxLength,
    pattern: MULTI_LINE_TEXT_PATTERN,
  });
}
