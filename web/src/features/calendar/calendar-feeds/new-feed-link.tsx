import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import { CALENDAR_FEEDS_NS } from './calendar-feeds-texts.ts';

/**
 * The link just created, shown this once (the server keeps only its hash): a read-only field that takes the
 * focus so a screen reader reads it, a copy button and how to subscribe with it.
 */
export function NewFeedLink({ url, onDone }: { url: string; onDone: () => void }) {
  const { t } = useTranslation(CALENDAR_FEEDS_NS);
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <section className="calendar-feeds__new notice" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="calendar-feeds__subtitle">
        {t('newLink')}
      </h3>
      <label className="field__label" htmlFor={id}>
        {t('urlLabel')}
      </label>
      <div className="calendar-feeds__url">
        <input
          ref={field}
          id={id}
          className="field__input"
          readOnly
          value={url}
          aria-describedby={`${id}-once ${id}-how`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={url} label={t('copy')} copied={t('copied')} failed={t('copyFailed')} />
      </div>
      <p id={`${id}-once`}>
        <strong>{t('onceOnly')}</strong>
      </p>
      <p id={`${id}-how`}>{t('howTo')}</p>
      <Button variant="secondary" onClick={onDone}>
        {t('done')}
      </Button>
    </section>
  );
}
