import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/messages/error-text.ts';
import { Button } from '../../../shared/ui/button.tsx';

/** A list that could not be loaded: the failure's messageCode text and a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('logger');
  const failure = useErrorText();
  return (
    <div className="notice notice--error" role="alert">
      <p>{t('failed', { reason: failure(error) })}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
