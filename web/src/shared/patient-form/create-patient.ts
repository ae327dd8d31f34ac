import type { CreatePatientBody, Profile } from '@teleplan/proto/accounts';
import { api } from '../api/api.ts';
import { useSaveNotificationPreferencesMutation } from '../notification-preferences/notification-preferences-api.ts';
import { existingPatientId } from './existing-patient.ts';
import type { PatientFormValues } from './patient-form-schema.ts';
import { patientBody, preferencesBody } from './patient-form-values.ts';
import { errorText } from '../messages/error-text.ts';

const createPatientApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPatient: build.mutation<Profile, CreatePatientBody>({
      query: (body) => ({ url: 'user-profiles/create/patient', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

/** What creating a patient gave: the new profile, the id of the patient already holding the email, or a failure. */
export type PatientCreation =
  | { outcome: 'created'; patient: Profile; preferencesWarning: string | null }
  | { outcome: 'existing'; existingId: string }
  | { outcome: 'failed' };

/**
 * Creates a patient from the form's values, then their notification preferences when they have a contact.
 * Shared by the new-patient page and the booking wizard; each shows the outcome its own way.
 */
export function useCreatePatient(): (values: PatientFormValues) => Promise<PatientCreation> {
  const [createPatient] = createPatientApi.useCreatePatientMutation();
  const [savePreferences] = useSaveNotificationPreferencesMutation();
  return async (values) => {
    const created = await createPatient(patientBody(values));
    if ('error' in created) {
      const existingId = existingPatientId(created.error);
      return existingId ? { outcome: 'existing', existingId } : { outcome: 'failed' };
    }
    const preferences = preferencesBody(values);
    let preferencesWarning: string | null = null;
    if (preferences) {
      const saved = await savePreferences({ profileId: created.data.id, exists: false, body: preferences });
      if ('error' in saved) preferencesWarning = errorText(saved.error);
    }
    return { outcome: 'created', patient: created.data, preferencesWarning };
  };
}
