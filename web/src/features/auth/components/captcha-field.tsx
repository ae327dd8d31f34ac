import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCaptchaChallenge } from '../captcha/captcha-client.ts';
import { solveCaptcha } from '../captcha/solve-captcha.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';

type CaptchaState = 'solving' | 'verified' | 'failed';

interface CaptchaFieldProps {
  /** The base64 payload once solved, null while there is none. */
  onChange: (payload: string | null) => void;
  /** Changing it asks for a new challenge (a payload is used once). */
  generation?: number;
}

/** ALTCHA proof-of-work: fetched and solved by the browser as soon as the form shows; no third party. */
export function CaptchaField({ onChange, generation = 0 }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<CaptchaState>('solving');
  const [attempt, setAttempt] = useState(0);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const controller = new AbortController();
    setState('solving');
    onChangeRef.current(null);
    fetchCaptchaChallenge(controller.signal)
      .then((challenge) => solveCaptcha(challenge, controller.signal))
      .then((payload) => {
        if (controller.signal.aborted) return;
        setState('verified');
        onChangeRef.current(payload);
      })
      .catch(() => {
        if (!controller.signal.aborted) setState('failed');
      });
    return () => controller.abort();
  }, [attempt, generation]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <div className={`captcha captcha--${state}`} role="group" aria-label={t('captcha.label')}>
      <div className="captcha__status" role="status" aria-live="polite">
        {state === 'solving' && (
          <>
            <Spinner size="small" decorative />
            <span>{t('captcha.solving')}</span>
          </>
        )}
        {state === 'verified' && (
          <>
            <Icon name="check" />
            <span>{t('captcha.verified')}</span>
          </>
        )}
        {state === 'failed' && (
          <>
            <Icon name="cross" />
            <span>{t('captcha.failed')}</span>
          </>
        )}
      </div>
      {state === 'failed' && (
        <button type="button" className="btn btn--ghost captcha__retry" onClick={retry}>
          {t('captcha.retry')}
        </button>
      )}
      <span className="captcha__brand" aria-hidden="true">
        <Icon name="shield" size={16} /> ALTCHA
      </span>
    </div>
  );
}
