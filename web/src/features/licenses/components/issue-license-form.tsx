import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { IssuedLicense } from '@teleplan/proto/licenses';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useIssueKeyMutation } from '../api/licenses-api.ts';
import { issueLicenseSchema, type IssueLicenseValues } from './issue-license-schema.ts';
import { errorText } from '../../../shared/messages/error-text.ts';
import { formikField } from '../../../shared/ui/formik-field.ts';

/** Issues a signed key for a number of rooms and hands it to `onIssued`. */
export function IssueLicenseForm({ onIssued }: { onIssued: (issued: IssuedLicense) => void }) {
  const { t } = useTranslation('licenses');
  const toast = useToast();
  const [issueKey] = useIssueKeyMutation();
  const formik = useFormik<IssueLicenseValues>({
    initialValues: { nbRooms: '' },
    validationSchema: issueLicenseSchema,
    onSubmit: async (values, helpers) => {
      const result = await issueKey({ nbRooms: Number(values.nbRooms) });
      if ('error' in result) {
        const reason = errorText(result.error);
        return toast.error(t('issue.failed', { reason }));
      }
      toast.success(t('issue.issued'));
      helpers.resetForm();
      onIssued(result.data);
    },
  });
  return (
    <form className="form issue-form" onSubmit={formik.handleSubmit} noValidate>
      <TextField
        label={t('issue.nbRooms')}
        {...formikField(formik, 'nbRooms', t)}
        inputMode="numeric"
        autoComplete="off"
        required
      />
      <Button type="submit" busy={formik.isSubmitting}>
        {t('issue.submit')}
      </Button>
    </form>
  );
}
