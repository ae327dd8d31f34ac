import { useTranslation } from 'react-i18next';
import { errorMessageCode } from '../api/api-error.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { messageText } from './message-text.ts';

/** The words of a failed call: the text of its messageCode in the interface language, or the generic one. */
export function errorText(error: unknown): string {
  return messageText(errorMessageCode(error), currentLanguage());
}

/** `errorText` for a component that shows the words: it renders again when the language changes. */
export function useErrorText(): (error: unknown) => string {
  useTranslation();
  return errorText;
}
