import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessageCode } from '../../../shared/api/api-error.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { messageText } from '../../../shared/messages/message-text.ts';
import { useSaveNotificationPreferencesMutation } from '../../../shared/notification-preferences/notification-preferences-api.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { PageBreadcrumb } from '../../../shared/ui/page-breadcrumb.tsx';
import { useCreatePatientMutation } from '../api/patients-api.ts';
import { ExistingPatientDialog } from '../components/existing-patient-dialog.tsx';
import { existingPatientId } from '../components/existing-patient.ts';
import { PatientForm } from '../components/patient-form.tsx';
import type { PatientFormValues } from '../components/patient-form-schema.ts';
import { viewPath } from '../components/patient-paths.ts';
import { EMPTY_PATIENT, patientBody, preferencesBody } from '../components/patient-form-values.ts';
import './patients.css';

/** '/app/patients/new': a new patient; an email that exists already offers the existing patient instead. */
export function PatientNewPage() {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const toast = useToast();
  const [createPatient] = useCreatePatientMutation();
  const [savePreferences] = useSaveNotificationPreferencesMutation();
  const [existingId, setExistingId] = useState<string | null>(null);

  async function create(values: PatientFormValues) {
    const created = await createPatient(patientBody(values));
    if ('error' in created) {
      const existing = existingPatientId(created.error);
      if (existing) setExistingId(existing);
      else toast.error(t('createFailed'));
      return;
    }
    const preferences = preferencesBody(values);
    if (preferences) {
      const saved = await savePreferences({ profileId: created.data.id, exists: false, body: preferences });
      if ('error' in saved) toast.warning(messageText(errorMessageCode(saved.error), currentLanguage()));
    }
    toast.success(t('created'));
    await navigate(viewPath(created.data.id));
  }

  return (
    <section className="page patients" aria-labelledby="page-title">
      <PageBreadcrumb
        label={t('breadcrumb')}
        crumbs={[{ label: t('list'), to: '/app/patients/list' }, { label: t('new') }]}
      />
      <h1 id="page-title">{t('new')}</h1>
      <div className="card patients__card">
        <PatientForm initialValues={EMPTY_PATIENT} editable submitLabel={t('form.next')} onSubmit={create} />
      </div>
      {existingId && (
        <ExistingPatientDialog
          onOpen={() => void navigate(viewPath(existingId))}
          onClose={() => setExistingId(null)}
        />
      )}
    </section>
  );
}
