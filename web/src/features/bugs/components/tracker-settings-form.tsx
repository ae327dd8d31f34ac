import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { BugTrackerSettings } from '@teleplan/proto/logger';
import { errorText } from '../../../shared/messages/error-text.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { formikField } from '../../../shared/ui/formik-field.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useSaveTrackerSettingsMutation } from '../api/bugs-api.ts';
import {
  trackerSettingsBody,
  trackerSettingsSchema,
  trackerSettingsValues,
  type TrackerSettingsValues,
} from './tracker-settings-schema.ts';

/** The tracker's address, project and token; the token is never shown, only whether one is saved. */
export function TrackerSettingsForm({ settings }: { settings: BugTrackerSettings | undefined }) {
  const { t } = useTranslation('bugs');
  const toast = useToast();
  const [save] = useSaveTrackerSettingsMutation();
  const tokenSet = settings?.tokenSet ?? false;
  const formik = useFormik<TrackerSettingsValues>({
    initialValues: trackerSettingsValues(settings),
    enableReinitialize: true,
    validationSchema: trackerSettingsSchema(tokenSet),
    onSubmit: async (values) => {
      const result = await save(trackerSettingsBody(values));
      if ('error' in result) return toast.error(t('settings.failed', { reason: errorText(result.error) }));
      toast.success(t('settings.saved'));
    },
  });
  return (
    <form
      className="form tracker-form"
      onSubmit={formik.handleSubmit}
      noValidate
      aria-labelledby="tracker-form-title"
    >
      <h2 id="tracker-form-title">{t('settings.title')}</h2>
      <TextField
        label={t('settings.url')}
        type="url"
        {...formikField(formik, 'url', t)}
        hint={t('settings.urlHint')}
        autoComplete="off"
        required
      />
      <TextField
        label={t('settings.projectId')}
        inputMode="numeric"
        {...formikField(formik, 'projectId', t)}
        autoComplete="off"
        required
      />
      <TextField
        label={t('settings.token')}
        type="password"
        {...formikField(formik, 'token', t)}
        hint={tokenSet ? t('settings.tokenSet') : t('settings.tokenUnset')}
        autoComplete="new-password"
        required={!tokenSet}
      />
      <Button type="submit" busy={formik.isSubmitting}>
        {t('settings.submit')}
      </Button>
    </form>
  );
}
