import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatePatientBody, Profile } from '@teleplan/proto/accounts';
import { api } from '../api/api.ts';
import { useSaveNotificationPreferencesMutation } from '../notification-preferences/notification-preferences-api.ts';
import { existingPatientId } from './existing-patient.ts';
import type { PatientFormValues } from './patient-form-schema.ts';
import { patientBody, preferencesBody } from './patient-form-values.ts';
import { errorText } from '../messages/error-text.ts';
import { useToast } from '../toast/use-toast.ts';
import { PATIENT_FORM_NS } from './patient-form-texts.ts';

const createPatientApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPatient: build.mutation<Profile, CreatePatientBody>({
      query: (body) => ({ url: 'user-profiles/create/patient', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

/**
 * Creates a patient from the form's values, then their notification preferences when they have a contact, and
 * tells the outcome: `successText` and `onCreated` for a new patient (a warning first when the preferences were
 * refused), an error toast for a failure, and `existingId` for an email another patient holds, which the caller
 * offers in an ExistingPatientDialog until `dismissExisting`. Shared by the new-patient page and the booking wizard.
 */
export function useCreatePatient(successText: string, onCreated: (patient: Profile) => unknown) {
  const { t } = useTranslation(PATIENT_FORM_NS);
  const toast = useToast();
  const [createPatient] = createPatientApi.useCreatePatientMutation();
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
      if ('error' in saved) toast.warning(errorText(saved.error));
    }
    toast.success(successText);
    await onCreated(created.data);
  }

  return { create, existingId, dismissExisting: () => setExistingId(null) };
}
