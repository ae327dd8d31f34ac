import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, setLanguage } from '../i18n/i18n.ts';

/** fr/en buttons; the pressed one is the language in use. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage ?? currentLanguage();
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switch__option"
          aria-pressed={active === language}
          aria-label={t(`language.${language}`)}
          onClick={() => void setLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
