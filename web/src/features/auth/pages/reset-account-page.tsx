import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetPasswordMutation } from '../api/auth-api.ts';
import { PasswordTokenPage } from '../components/password-token-page.tsx';
import { useSharedDispatch } from '../../../shared/store/shared-state.ts';
import { signOut } from '../../../shared/session/session-thunks.ts';

/** '#/reset-account?token=': a new password; whoever was signed in on this device is signed out first. */
export default function ResetAccountPage({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const dispatch = useSharedDispatch();
  const [resetPassword] = useResetPasswordMutation();

  useEffect(() => {
    void dispatch(signOut());
  }, [dispatch]);

  return (
    <PasswordTokenPage
      title={t('reset.title')}
      intro={t('reset.intro')}
      submitLabel={t('reset.submit')}
      successText={t('reset.success')}
      token={token}
      withTerms={false}
      send={({ password, token: linkToken }) => resetPassword({ password, token: linkToken }).unwrap()}
    />
  );
}
