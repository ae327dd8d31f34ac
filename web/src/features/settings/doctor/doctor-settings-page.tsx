import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { CONSULTATION_DURATION } from '@teleplan/proto/schedule';
import {
  useNotificationPreferencesQuery,
  useSaveNotificationPreferencesMutation,
} from '../../../shared/notification-preferences/notification-preferences-api.ts';
import { useProfileQuery } from '../../../shared/session/current-profile-api.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Checkbox } from '../../../shared/ui/checkbox.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { formikField } from '../../../shared/ui/formik-field.ts';
import { useDoctorPropertiesQuery, useSaveDoctorPropertiesMutation } from './doctor-properties-api.ts';
import { DOCTOR_SETTINGS_NS } from './doctor-settings-texts.ts';
import { doctorSettingsSchema, type DoctorSettingsValues } from './doctor-settings-schema.ts';
import './doctor-settings.css';
import { errorText } from '../../../shared/messages/error-text.ts';

/** '/app/settings/doctor': the connected doctor's consultation duration and notification choices. */
export function DoctorSettingsPage() {
  const { t } = useTranslation(DOCTOR_SETTINGS_NS);
  const toast = useToast();
  const { claims } = useSession();
  const id = claims!.sub;
  const properties = useDoctorPropertiesQuery(id);
  const preferences = useNotificationPreferencesQuery(id);
  const profile = useProfileQuery(id);
  const [saveProperties] = useSaveDoctorPropertiesMutation();
  const [savePreferences] = useSaveNotificationPreferencesMutation();
  const hasEmail = !!profile.data?.email;
  const hasPhone = !!profile.data?.telephoneNumber;

  const form = useFormik<DoctorSettingsValues>({
    enableReinitialize: true,
    // A failed read shows the defaults (docs/constants.md); the first save creates them.
    initialValues: {
      consultationDuration: properties.data?.consultationDuration ?? CONSULTATION_DURATION.default,
      acceptingEmail: preferences.data?.acceptingEmail ?? false,
      acceptingSms: preferences.data?.acceptingSms ?? false,
    },
    validationSchema: doctorSettingsSchema,
    async onSubmit(values) {
      const saved = await saveProperties({ id, body: { consultationDuration: values.consultationDuration } });
      if ('error' in saved) {
        toast.error(errorText(saved.error));
        return;
      }
      if (hasEmail || hasPhone) {
        const body = {
          acceptingEmail: hasEmail && values.acceptingEmail,
          acceptingSms: hasPhone && values.acceptingSms,
        };
        const result = await savePreferences({ profileId: id, exists: preferences.data != null, body });
        if ('error' in result) {
          toast.error(errorText(result.error));
          return;
        }
      }
      toast.success(t('saved'));
    },
  });

  if (properties.isLoading || preferences.isLoading || profile.isLoading) return <Spinner />;

  return (
    <section className="card settings-section" aria-labelledby="doctor-settings-title">
      <h1 id="doctor-settings-title" className="settings-section__title">
        {t('title')}
      </h1>
      {properties.isError && <p className="notice notice--warning">{t('defaultsShown')}</p>}
      <form className="form" onSubmit={form.handleSubmit} noValidate>
        <TextField
          label={t('duration')}
          {...formikField(form, 'consultationDuration', t)}
          type="number"
          inputMode="numeric"
          required
          min={CONSULTATION_DURATION.minimum}
          max={CONSULTATION_DURATION.maximum}
          step={CONSULTATION_DURATION.step}
          hint={t('durationHint')}
        />
        <fieldset className="form-group">
          <legend>{t('notifications')}</legend>
          <Checkbox
            name="acceptingEmail"
            label={t('acceptingEmail')}
            checked={hasEmail && form.values.acceptingEmail}
            disabled={!hasEmail}
            onChange={form.handleChange}
          />
          <Checkbox
            name="acceptingSms"
            label={t('acceptingSms')}
            checked={hasPhone && form.values.acceptingSms}
            disabled={!hasPhone}
            onChange={form.handleChange}
          />
        </fieldset>
        <Button type="submit" busy={form.isSubmitting}>
          {t('save')}
        </Button>
      </form>
    </section>
  );
}
