import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormikHelpers } from 'formik';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { phoneInputOf, phoneValueOf } from '../../../shared/ui/phone-field.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useOwnAccountQuery, useUpdateOwnAccountMutation } from '../api/own-account-api.ts';
import { OwnAccountForm } from '../components/own-account-form.tsx';
import type { OwnAccountValues } from '../components/own-account-schema.ts';
import '../settings-profile.css';
import { errorText } from '../../../shared/messages/error-text.ts';

/** '/app/settings/profile' (everyone): the own-account form, `PUT accounts/account/update`. */
export function ProfileSettingsPage() {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const account = useOwnAccountQuery(undefined);
  const [update] = useUpdateOwnAccountMutation();
  const initialValues = useMemo<OwnAccountValues | null>(() => {
    if (!account.data) return null;
    const preferred = account.data.account?.preferredRole;
    return {
      preferredRole: preferred && preferred !== 'PATIENT' ? preferred : '',
      email: account.data.account?.email ?? account.data.profile.email ?? '',
      phone: phoneInputOf(account.data.profile.telephoneNumber),
      password: '',
      confirmation: '',
      oldPassword: '',
    };
  }, [account.data]);

  async function submit(values: OwnAccountValues, helpers: FormikHelpers<OwnAccountValues>) {
    try {
      await update({
        oldPassword: values.oldPassword,
        account: {
          email: values.email.trim(),
          preferredRole: values.preferredRole as Exclude<OwnAccountValues['preferredRole'], ''>,
          ...(values.password ? { password: values.password } : {}),
        },
        profile: { telephoneNumber: phoneValueOf(values.phone)! },
      }).unwrap();
      toast.success(t('account.updated'));
      helpers.resetForm();
    } catch (error) {
      toast.error(t('account.failed', { reason: errorText(error) }));
    }
  }

  return (
    <section className="page settings-profile" aria-labelledby="settings-profile-title">
      <h1 id="settings-profile-title">{t('profile')}</h1>
      {account.isError ? (
        <div className="notice notice--error" role="alert">
          <p>{t('account.loadFailed')}</p>
          <button type="button" className="btn btn--secondary" onClick={() => void account.refetch()}>
            {t('account.retry')}
          </button>
        </div>
      ) : !initialValues ? (
        <Spinner />
      ) : (
        <OwnAccountForm
          initialValues={initialValues}
          grantedRoles={account.data?.account?.grantedRoles ?? []}
          onSubmit={submit}
        />
      )}
    </section>
  );
}
