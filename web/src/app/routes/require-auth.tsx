import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSession } from '../../shared/session/use-session.ts';
import { LoadingScreen } from '../../shared/ui/spinner.tsx';

/** The application needs a session: wait while it is checked, else send the person to sign in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status } = useSession();
  if (status === 'checking') return <LoadingScreen text={t('checkingSession')} />;
  if (status === 'anonymous') return <Navigate to="/" replace />;
  return children;
}
