import { useTranslation } from 'react-i18next';
import { errorMessageCode } from '../../../shared/api/api-error.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { messageText } from '../../../shared/messages/message-text.ts';

/** The text of a failed schedule call: the message of its code, in the interface language. */
export function useFailureText() {
  useTranslation();
  return (error: unknown) => messageText(errorMessageCode(error), currentLanguage());
}
