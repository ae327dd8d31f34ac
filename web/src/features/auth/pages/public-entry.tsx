import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadingScreen } from '../../../shared/ui/spinner.tsx';
import { parseHashRoute } from '../components/hash-route.ts';
import { LoginPage } from './login-page.tsx';

const InitiateAccountPage = lazy(() => import('./initiate-account-page.tsx'));
const ResetAccountPage = lazy(() => import('./reset-account-page.tsx'));

/** '/': the sign-in screen, or the activation/reset page a mailed hash link asks for. */
export function PublicEntry() {
  const { hash } = useLocation();
  const { t } = useTranslation();
  const hashRoute = parseHashRoute(hash);
  if (!hashRoute) return <LoginPage />;
  return (
    <Suspense fallback={<LoadingScreen text={t('loading')} />}>
      {hashRoute.page === 'initiate-account' ? (
        <InitiateAccountPage token={hashRoute.token} />
      ) : (
        <ResetAccountPage token={hashRoute.token} />
      )}
    </Suspense>
  );
}
