import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { SmsConfig } from '@teleplan/proto/notification';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useSaveSmsConfigMutation } from '../api/server-settings-api.ts';
import { smsConfigBody, smsFormSchema, type SmsFormValues } from './server-settings-schemas.ts';
import { errorText } from '../../../shared/messages/error-text.ts';
import { formikField } from '../../../shared/ui/formik-field.ts';

/** The SMS configuration; the access token is never shown, only whether one is saved. */
export function SmsConfigForm({ config }: { config: SmsConfig | undefined }) {
  const { t } = useTranslation('serverSettings');
  const toast = useToast();
  const [save] = useSaveSmsConfigMutation();
  const tokenSaved = config?.accessTokenSet ?? false;
  const formik = useFormik<SmsFormValues>({
    initialValues: { accessToken: '', smsAuthor: config?.smsAuthor ?? '' },
    enableReinitialize: true,
    validationSchema: smsFormSchema(tokenSaved),
    onSubmit: async (values, helpers) => {
      const result = await save(smsConfigBody(values));
      if ('error' in result) {
        const reason = errorText(result.error);
        return toast.error(t('failed', { reason }));
      }
      void helpers.setFieldValue('accessToken', '');
      toast.success(t('saved'));
    },
  });
  return (
    <form
      className="form server-form"
      onSubmit={formik.handleSubmit}
      noValidate
      aria-labelledby="sms-form-title"
    >
      <h2 id="sms-form-title">{t('sms.title')}</h2>
      <div className="server-form__grid">
        <TextField
          label={t('sms.accessToken')}
          type="password"
          {...formikField(formik, 'accessToken', t)}
          hint={tokenSaved ? t('sms.tokenSet') : t('sms.tokenUnset')}
          autoComplete="new-password"
          required={!tokenSaved}
        />
        <TextField
          label={t('sms.smsAuthor')}
          {...formikField(formik, 'smsAuthor', t)}
          hint={t('sms.smsAuthorHint')}
          autoComplete="off"
          required
        />
      </div>
      <Button type="submit" busy={formik.isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
