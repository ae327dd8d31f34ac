import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PublicPage } from '../../../shared/ui/public-page.tsx';
import { LoadingScreen } from '../../../shared/ui/spinner.tsx';
import { useSession } from '../../../shared/session/use-session.ts';
import { LoginForm } from '../components/login-form.tsx';

/** '/' : the sign-in screen; a person already signed in goes on to the application. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const session = useSession();
  if (session.status === 'checking') return <LoadingScreen text={tc('checkingSession')} />;
  if (session.status === 'authenticated') return <Navigate to="/app/home" replace />;
  return (
    <PublicPage title={t('login.title')}>
      <p className="public-card__intro">{t('login.intro')}</p>
      <LoginForm />
    </PublicPage>
  );
}
