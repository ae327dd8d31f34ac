import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language } from '../../../shared/i18n/i18n.ts';
import { CHARTS_NS } from './chart-texts.ts';

/** The charts' texts and the interface language; a component using it renders again when the language changes. */
export function useChartLanguage() {
  const { t } = useTranslation(CHARTS_NS);
  const language: Language = currentLanguage();
  return { t, language };
}
