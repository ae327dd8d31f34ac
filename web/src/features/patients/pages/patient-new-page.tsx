import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreatePatient } from '../../../shared/patient-form/create-patient.ts';
import { ExistingPatientDialog } from '../../../shared/patient-form/existing-patient-dialog.tsx';
import { PatientForm } from '../../../shared/patient-form/patient-form.tsx';
import { PATIENT_FORM_NS } from '../../../shared/patient-form/patient-form-texts.ts';
import { EMPTY_PATIENT } from '../../../shared/patient-form/patient-form-values.ts';
import { PageBreadcrumb } from '../../../shared/ui/page-breadcrumb.tsx';
import { viewPath } from '../components/patient-paths.ts';
import './patients.css';

/** '/app/patients/new': a new patient; an email that exists already offers the existing patient instead. */
export function PatientNewPage() {
  const { t } = useTranslation('patients');
  const { t: tf } = useTranslation(PATIENT_FORM_NS);
  const navigate = useNavigate();
  const { create, existingId, dismissExisting } = useCreatePatient(t('created'), (patient) =>
    navigate(viewPath(patient.id)),
  );

  return (
    <section className="page patients" aria-labelledby="page-title">
      <PageBreadcrumb
        label={t('breadcrumb')}
        crumbs={[{ label: t('list'), to: '/app/patients/list' }, { label: t('new') }]}
      />
      <h1 id="page-title">{t('new')}</h1>
      <div className="card patients__card">
        <PatientForm initialValues={EMPTY_PATIENT} editable submitLabel={tf('form.next')} onSubmit={create} />
      </div>
      {existingId && (
        <ExistingPatientDialog onOpen={() => void navigate(viewPath(existingId))} onClose={dismissExisting} />
      )}
    </section>
  );
}
