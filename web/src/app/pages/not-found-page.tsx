import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation('app');
  return (
    <main id="main" className="standalone-page" tabIndex={-1}>
      <div className="card standalone-page__card">
        <p className="standalone-page__code" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link to="/app/home" className="btn btn--primary">
          {t('notFound.back')}
        </Link>
      </div>
    </main>
  );
}
