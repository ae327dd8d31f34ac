import { MESSAGE_TEXTS, GENERIC_ERROR_TEXT } from './message-texts.ts';
import type { Language } from '../i18n/i18n.ts';

/** Text of a server messageCode in `language`; the generic 'Une erreur est survenue' when none is known. */
export function messageText(code: string | null | undefined, language: Language): string {
  const text =
    code && Object.hasOwn(MESSAGE_TEXTS, code) ? MESSAGE_TEXTS[code as keyof typeof MESSAGE_TEXTS] : null;
  return (text ?? GENERIC_ERROR_TEXT)[language];
}
