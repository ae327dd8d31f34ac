import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Sector } from '@teleplan/proto/material-resources';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useAddLicenseRoomsMutation } from '../api/sectors-api.ts';
import { licenseFormSchema, type LicenseFormValues } from './license-form-schema.ts';
import { errorText } from '../../../shared/messages/error-text.ts';
import { formikField } from '../../../shared/ui/formik-field.ts';

/** Adds a licence key's rooms to a sector (`add-licenses-rooms`). */
export function LicenseForm({ sector, onDone }: { sector: Pick<Sector, 'id' | 'name'>; onDone: () => void }) {
  const { t } = useTranslation('sectors');
  const toast = useToast();
  const [addLicense] = useAddLicenseRoomsMutation();
  const formik = useFormik<LicenseFormValues>({
    initialValues: { license: '', nbRooms: '' },
    validationSchema: licenseFormSchema,
    onSubmit: async (values) => {
      const result = await addLicense({
        sectorId: sector.id,
        license: values.license.trim(),
        nbRooms: Number(values.nbRooms),
      });
      if ('error' in result) {
        const reason = errorText(result.error);
        return toast.error(t('licenseForm.failed', { reason }));
      }
      toast.success(t('licenseForm.added', { count: result.data.nbRooms }));
      onDone();
    },
  });
  return (
    <form className="form" onSubmit={formik.handleSubmit} noValidate>
      <p className="side-panel__intro">{t('licenseForm.forSector', { name: sector.name })}</p>
      <TextField
        label={t('licenseForm.license')}
        {...formikField(formik, 'license', t)}
        autoComplete="off"
        spellCheck={false}
        required
      />
      <TextField
        label={t('licenseForm.nbRooms')}
        {...formikField(formik, 'nbRooms', t)}
        hint={t('licenseForm.nbRoomsHint')}
        inputMode="numeric"
        autoComplete="off"
        required
      />
      <Button type="submit" busy={formik.isSubmitting}>
        {t('licenseForm.submit')}
      </Button>
    </form>
  );
}
