import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Stands in for a page a later issue builds, so navigation and guards can be tried now.
 * `title` is a translation key with its namespace ('rooms:map').
 */
export function ComingSoonPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="page coming-soon" aria-labelledby="page-title">
      <h1 id="page-title">{t(title)}</h1>
      <div className="card coming-soon__card">
        <span className="badge">{t('comingSoon.badge')}</span>
        <p>{t('comingSoon.text')}</p>
        <Link to="/app/home">{t('comingSoon.back')}</Link>
      </div>
    </section>
  );
}
