import { useTranslation } from 'react-i18next';
import { errorMessageCode } from '../api/api-error.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { messageText } from '../messages/message-text.ts';

/** The text of a failed schedule call: the message of its code, in the interface language. */
export function useFailureText() {
  useTranslation();
  return (error: unknown) => messageText(errorMessageCode(error), currentLanguage());
}
