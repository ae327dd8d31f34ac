import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicPage } from '../../shared/ui/public-page.tsx';
import '../i18n/app-texts.ts';

/** A public page a later issue builds (the satisfaction form). */
export function PublicComingSoonPage({ title }: { title: string }) {
  const { t } = useTranslation('app');
  return (
    <PublicPage title={title}>
      <p>
        <span className="badge">{t('comingSoon.badge')}</span>
      </p>
      <p>{t('comingSoon.text')}</p>
      <Link to="/">{t('notFound.back')}</Link>
    </PublicPage>
  );
}
