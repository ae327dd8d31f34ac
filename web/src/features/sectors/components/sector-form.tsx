import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Sector } from '@teleplan/proto/material-resources';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import {
  useCreateSectorMutation,
  useRenameSectorMutation,
  useSectorManagersQuery,
  useSetSectorManagerMutation,
} from '../api/sectors-api.ts';
import { sectorFormSchema, type SectorFormValues } from './sector-form-schema.ts';
import { errorText } from '../../../shared/messages/error-text.ts';
import { formikField } from '../../../shared/ui/formik-field.ts';

interface SectorFormProps {
  /** The sector to edit; a new one when absent. */
  sector?: Sector;
  onDone: () => void;
}

/** Creates a sector (name, licence key, manager) or edits one (name, manager). */
export function SectorForm({ sector, onDone }: SectorFormProps) {
  const { t } = useTranslation('sectors');
  const toast = useToast();
  const creating = !sector;
  const managers = useSectorManagersQuery('');
  const [createSector] = useCreateSectorMutation();
  const [renameSector] = useRenameSectorMutation();
  const [setManager] = useSetSectorManagerMutation();

  const formik = useFormik<SectorFormValues>({
    initialValues: { name: sector?.name ?? '', license: '', sectorManager: sector?.manager?.id ?? '' },
    validationSchema: sectorFormSchema(creating),
    onSubmit: async (values) => {
      const name = values.name.trim();
      if (creating) {
        const created = await createSector({
          name,
          license: values.license.trim(),
          sectorManager: values.sectorManager,
        });
        if ('error' in created)
          return toast.error(t('form.createFailed', { reason: errorText(created.error) }));
        toast.success(t('form.created'));
        return onDone();
      }
      if (name !== sector.name) {
        const renamed = await renameSector({ id: sector.id, name });
        if ('error' in renamed)
          return toast.error(t('form.updateFailed', { reason: errorText(renamed.error) }));
      }
      if (values.sectorManager !== sector.manager?.id) {
        const assigned = await setManager({ id: sector.id, userId: values.sectorManager });
        if ('error' in assigned)
          return toast.error(t('form.managerFailed', { reason: errorText(assigned.error) }));
      }
      toast.success(t('form.updated'));
      onDone();
    },
  });
  const people = managers.data?.content ?? [];
  // The current manager stays choosable even when they are not in the first page of managers.
  const current = sector?.manager;
  const options = people.map(({ profile }) => ({
    id: profile.id,
    label: `${profile.firstName} ${profile.lastName} (${profile.email})`,
  }));
  if (current && !options.some((option) => option.id === current.id))
    options.unshift({ id: current.id, label: current.username });
  const managersHint = managers.isLoading
    ? t('form.managersLoading')
    : options.length === 0
      ? t('form.managersEmpty')
      : undefined;

  return (
    <form className="form" onSubmit={formik.handleSubmit} noValidate>
      <TextField label={t('form.name')} {...formikField(formik, 'name', t)} autoComplete="off" required />
      {creating && (
        <TextField
          label={t('form.license')}
          {...formikField(formik, 'license', t)}
          hint={t('form.licenseHint')}
          autoComplete="off"
          spellCheck={false}
          required
        />
      )}
      <SelectField
        label={t('form.manager')}
        {...formikField(formik, 'sectorManager', t)}
        hint={managersHint}
        required
      >
        <option value="">{t('form.managerNone')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <Button type="submit" busy={formik.isSubmitting}>
        {creating ? t('form.submitCreate') : t('form.submitEdit')}
      </Button>
    </form>
  );
}
