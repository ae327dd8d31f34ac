import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@teleplan/proto/accounts';
import { useCreatePatient } from '../../../shared/patient-form/create-patient.ts';
import { ExistingPatientDialog } from '../../../shared/patient-form/existing-patient-dialog.tsx';
import { PatientForm } from '../../../shared/patient-form/patient-form.tsx';
import { PATIENT_FORM_NS } from '../../../shared/patient-form/patient-form-texts.ts';
import { EMPTY_PATIENT } from '../../../shared/patient-form/patient-form-values.ts';
import { PatientAccountSearch } from '../../../shared/patient-search/patient-account-search.tsx';
import { currentProfileApi } from '../../../shared/session/current-profile-api.ts';
import { useToast } from '../../../shared/toast/use-toast.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { SCHEDULE_UI_NS } from '../../../shared/schedule/schedule-ui-texts.ts';

interface PatientPickerProps {
  patient: Profile | null;
  onChange: (patient: Profile | null) => void;
}

/**
 * The patient of the booking: a switch between searching an existing patient and creating a new one. A new
 * patient whose email is taken offers to use the patient holding it (docs/screens.md#booking).
 */
export function PatientPicker({ patient, onChange }: PatientPickerProps) {
  const { t } = useTranslation(SCHEDULE_UI_NS);
  const { t: tf } = useTranslation(PATIENT_FORM_NS);
  const toast = useToast();
  const [mode, setMode] = useState<'search' | 'create'>('search');
  // Once a patient is picked the search disappears: the focus goes to the patient chosen, not to the page.
  const [picked, setPicked] = useState(false);
  const pick = (chosen: Profile | null) => {
    setPicked(chosen !== null);
    onChange(chosen);
  };
  const chosenLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (picked && patient) chosenLine.current?.focus();
  }, [picked, patient]);
  const { create, existingId, dismissExisting } = useCreatePatient(t('booking.patientCreated'), pick);
  const [loadProfile] = currentProfileApi.useLazyProfileQuery();

  async function useExisting(id: string) {
    dismissExisting();
    const profile = await loadProfile(id);
    if (profile.data) pick(profile.data);
    else toast.error(tf('createFailed'));
  }

  if (patient)
    return (
      <div className="booking__chosen">
        <p tabIndex={-1} ref={chosenLine}>
          {t('booking.chosenPatient', { name: `${patient.lastName} ${patient.firstName}` })}
        </p>
        <Button variant="secondary" onClick={() => pick(null)}>
          {t('booking.changePatient')}
        </Button>
      </div>
    );

  return (
    <div className="booking__patient">
      <div className="booking__switch" role="radiogroup" aria-label={t('booking.patient')}>
        {(['search', 'create'] as const).map((value) => (
          <label key={value} className="booking__option">
            <input type="radio" name="patientMode" checked={mode === value} onChange={() => setMode(value)} />
            <span>{value === 'search' ? t('booking.existingPatient') : t('booking.newPatient')}</span>
          </label>
        ))}
      </div>
      {mode === 'search' ? (
        <PatientAccountSearch onSelect={pick} />
      ) : (
        <PatientForm
          initialValues={EMPTY_PATIENT}
          editable
          submitLabel={t('booking.createPatient')}
          onSubmit={create}
        />
      )}
      {existingId && (
        <ExistingPatientDialog
          action="use"
          onOpen={() => void useExisting(existingId)}
          onClose={dismissExisting}
        />
      )}
    </div>
  );
}
