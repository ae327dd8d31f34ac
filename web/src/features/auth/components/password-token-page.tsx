import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PublicPage } from '../../../shared/ui/public-page.tsx';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { PasswordForm } from './password-form.tsx';
import type { PasswordFormValues } from './password-form-schema.ts';
import { errorText } from '../../../shared/messages/error-text.ts';

interface PasswordTokenPageProps {
  title: string;
  intro: string;
  submitLabel: string;
  successText: string;
  token: string | null;
  withTerms: boolean;
  send: (values: PasswordFormValues & { token: string }) => Promise<unknown>;
}

/** Activation and reset share this page: token from the link, password form, then back to sign in. */
export function PasswordTokenPage({
  title,
  intro,
  submitLabel,
  successText,
  token,
  withTerms,
  send,
}: PasswordTokenPageProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const toast = useToast();

  if (!token) {
    return (
      <PublicPage title={title}>
        <p className="notice notice--error" role="alert">
          {t('password.missingToken')}
        </p>
        <p className="form__aside">
          <Link to="/">{t('password.backToLogin')}</Link>
        </p>
      </PublicPage>
    );
  }

  async function submit(values: PasswordFormValues) {
    try {
      await send({ ...values, token: token! });
      toast.success(successText);
      await navigate('/', { replace: true });
    } catch (error) {
      // docs/screens.md#forms: 'cannot validate profile' followed by the mapped message.
      toast.error(`${t('password.cannotValidate')} : ${errorText(error)}`);
    }
  }

  return (
    <PublicPage title={title}>
      <p className="public-card__intro">{intro}</p>
      <PasswordForm withTerms={withTerms} submitLabel={submitLabel} onSubmit={submit} />
      <p className="form__aside">
        <Link to="/">{t('password.backToLogin')}</Link>
      </p>
    </PublicPage>
  );
}
