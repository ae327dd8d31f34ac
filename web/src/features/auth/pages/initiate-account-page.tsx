import { useTranslation } from 'react-i18next';
import { useInitializePasswordMutation } from '../api/auth-api.ts';
import { PasswordTokenPage } from '../components/password-token-page.tsx';

/** '#/initiate-account?token=': first sign-in; password, confirmation and the terms of use. */
export default function InitiateAccountPage({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const [initializePassword] = useInitializePasswordMutation();
  return (
    <PasswordTokenPage
      title={t('initiate.title')}
      intro={t('initiate.intro')}
      submitLabel={t('initiate.submit')}
      successText={t('initiate.success')}
      token={token}
      withTerms
      send={({ password, token: linkToken, termsAccepted }) =>
        initializePassword({ password, token: linkToken, termsAccepted }).unwrap()
      }
    />
  );
}
