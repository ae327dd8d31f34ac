import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** What follows a stored survey: a mark that draws itself (still under reduced motion) and the thanks. */
export function SurveyThanks() {
  const { t } = useTranslation('satisfaction');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the person was in is gone: the focus goes to what replaced it, so a screen reader says it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="survey-thanks">
      <svg className="survey-thanks__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle className="survey-thanks__circle" cx="32" cy="32" r="28" pathLength={1} />
        <path className="survey-thanks__check" d="M 19 33 L 28 42 L 46 23" pathLength={1} />
      </svg>
      <h2 className="survey-thanks__title" ref={heading} tabIndex={-1}>
        {t('thanks.title')}
      </h2>
      <p>{t('thanks.text')}</p>
    </div>
  );
}
