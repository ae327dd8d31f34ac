import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicPage } from './public-page.tsx';

/** A public page a later issue builds (the satisfaction form); `title` is a translation key with its namespace. */
export function PublicComingSoonPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <PublicPage title={t(title)}>
      <p>
        <span className="badge">{t('comingSoon.badge')}</span>
      </p>
      <p>{t('comingSoon.text')}</p>
      <Link to="/">{t('comingSoon.back')}</Link>
    </PublicPage>
  );
}
