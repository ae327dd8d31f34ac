import { useTranslation } from 'react-i18next';

/** 'Oups... Une erreur s'est produite:' with the message and a refresh button (docs/screens.md#routes). */
export function ErrorFallback({ error }: { error: unknown }) {
  const { t } = useTranslation('app');
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    <main id="main" className="standalone-page" role="alert">
      <div className="card standalone-page__card">
        <h1>{t('error.title')}</h1>
        {message && <pre className="error-message">{message}</pre>}
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('error.refresh')}
        </button>
      </div>
    </main>
  );
}
