import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../../shared/ui/public-page.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

/** '/forgot-password': email and captcha; the answer is the same whether or not the email has an account. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <PublicPage title={t('forgot.title')}>
      <p className="public-card__intro">{t('forgot.intro')}</p>
      <ForgotPasswordForm />
    </PublicPage>
  );
}
