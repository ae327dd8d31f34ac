import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { MailConfig } from '@teleplan/proto/notification';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useSaveMailConfigMutation } from '../api/server-settings-api.ts';
import {
  mailConfigBody,
  mailFormSchema,
  mailFormValues,
  type MailFormValues,
} from './server-settings-schemas.ts';
import { errorText } from '../../../shared/messages/error-text.ts';
import { formikField } from '../../../shared/ui/formik-field.ts';

/** The SMTP configuration; the password is never shown, only whether one is saved. */
export function MailConfigForm({ config }: { config: MailConfig | undefined }) {
  const { t } = useTranslation('serverSettings');
  const toast = useToast();
  const [save] = useSaveMailConfigMutation();
  const formik = useFormik<MailFormValues>({
    initialValues: mailFormValues(config),
    enableReinitialize: true,
    validationSchema: mailFormSchema,
    onSubmit: async (values) => {
      const result = await save(mailConfigBody(values));
      if ('error' in result) {
        const reason = errorText(result.error);
        return toast.error(t('failed', { reason }));
      }
      toast.success(t('saved'));
    },
  });
  return (
    <form
      className="form server-form"
      onSubmit={formik.handleSubmit}
      noValidate
      aria-labelledby="mail-form-title"
    >
      <h2 id="mail-form-title">{t('mail.title')}</h2>
      <div className="server-form__grid">
        <TextField label={t('mail.host')} {...formikField(formik, 'host', t)} autoComplete="off" required />
        <TextField
          label={t('mail.port')}
          {...formikField(formik, 'port', t)}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <TextField
          label={t('mail.username')}
          {...formikField(formik, 'username', t)}
          autoComplete="off"
          required
        />
        <TextField
          label={t('mail.password')}
          type="password"
          {...formikField(formik, 'password', t)}
          hint={config?.passwordSet ? t('mail.passwordSet') : t('mail.passwordUnset')}
          autoComplete="new-password"
        />
        <TextField
          label={t('mail.mailFrom')}
          type="email"
          {...formikField(formik, 'mailFrom', t)}
          autoComplete="off"
          required
        />
      </div>
      <Checkbox label={t('mail.tls')} {...formik.getFieldProps({ name: 'tls', type: 'checkbox' })} />
      <Button type="submit" busy={formik.isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
