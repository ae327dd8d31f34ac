import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  useNotificationPreferencesQuery,
  useSaveNotificationPreferencesMutation,
} from '../../../shared/notification-preferences/notification-preferences-api.ts';
import { PatientForm } from '../../../shared/patient-form/patient-form.tsx';
import type { PatientFormValues } from '../../../shared/patient-form/patient-form-schema.ts';
import { PATIENT_FORM_NS } from '../../../shared/patient-form/patient-form-texts.ts';
import {
  patientBody,
  patientFormValues,
  preferencesBody,
} from '../../../shared/patient-form/patient-form-values.ts';
import { PatientHistory } from '../../../shared/schedule/patient-history.tsx';
import { displayName, useProfileQuery } from '../../../shared/session/current-profile-api.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PageBreadcrumb } from '../../../shared/ui/page-breadcrumb.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useUpdatePatientMutation } from '../api/patients-api.ts';
import { canEditPatient } from '../components/patient-rights.ts';
import { usePatientRoles } from '../components/use-patient-roles.ts';
import './patients.css';
import { errorText } from '../../../shared/messages/error-text.ts';

/** '/app/patients/{id}/view': the patient's profile editor and their appointment history. */
export function PatientViewPage() {
  const { t } = useTranslation('patients');
  const { t: tf } = useTranslation(PATIENT_FORM_NS);
  const toast = useToast();
  const { id = '' } = useParams();
  const { claims } = useSession();
  const profile = useProfileQuery(id);
  const preferences = useNotificationPreferencesQuery(id);
  const roles = usePatientRoles(claims!.role, profile.data);
  const [updatePatient] = useUpdatePatientMutation();
  const [savePreferences] = useSaveNotificationPreferencesMutation();
  const editable = canEditPatient(claims!.role, roles);

  async function save(values: PatientFormValues) {
    const updated = await updatePatient({ id, body: patientBody(values) });
    if ('error' in updated) {
      toast.error(t('updateFailed'));
      return;
    }
    const body = preferencesBody(values);
    if (body) {
      const saved = await savePreferences({ profileId: id, exists: preferences.data != null, body });
      if ('error' in saved) {
        toast.error(`${t('updateFailed')} ${errorText(saved.error)}`);
        return;
      }
    }
    toast.success(t('updated'));
  }

  let content;
  if (profile.isLoading || preferences.isLoading) content = <Spinner />;
  else if (profile.isError || !profile.data) {
    content = (
      <div className="notice notice--error" role="alert">
        <p>{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else {
    content = (
      <div className="card patients__card">
        <PatientForm
          initialValues={patientFormValues(profile.data, preferences.data ?? null)}
          editable={editable}
          submitLabel={tf('form.save')}
          onSubmit={save}
        />
      </div>
    );
  }

  return (
    <section className="page patients" aria-labelledby="page-title">
      <PageBreadcrumb
        label={t('breadcrumb')}
        crumbs={[{ label: t('list'), to: '/app/patients/list' }, { label: t('view') }]}
      />
      <h1 id="page-title">{profile.data ? displayName(profile.data) : t('view')}</h1>
      {content}
      <section className="card patients__history" aria-labelledby="history-title">
        <h2 id="history-title">{t('history.title')}</h2>
        <PatientHistory patientId={id} />
        <Link to="/app/patients/list">{t('backToList')}</Link>
      </section>
    </section>
  );
}
