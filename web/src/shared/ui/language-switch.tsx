import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, setLanguage } from '../i18n/i18n.ts';

/**
 * fr/en buttons; the pressed one is the language in use. Each name starts with the visible code and goes on
 * with the language's own name ('EN English'), so a person who says what they see (voice control, WCAG 2.5.3)
 * and a screen reader both find it.
 */
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
          onClick={() => void setLanguage(language)}
        >
          {`${language.toUpperCase()} `}
          <span className="visually-hidden">{t(`language.${language}`)}</span>
        </button>
      ))}
    </div>
  );
}
