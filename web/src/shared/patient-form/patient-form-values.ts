import { DEFAULT_LANGUAGE, type CreatePatientBody, type Profile } from '@teleplan/proto/accounts';
import type { NotificationPreferences, NotificationPreferencesBody } from '@teleplan/proto/notification';
import { DEFAULT_ZONE } from '../format/date-time.ts';
import { formatPhone, toE164 } from '../format/phone.ts';
import type { PatientFormValues } from './patient-form-schema.ts';

export const EMPTY_PATIENT: PatientFormValues = {
  lastName: '',
  firstName: '',
  sex: '',
  email: '',
  telephoneNumber: '',
  acceptingEmail: false,
  acceptingSms: false,
  zone: DEFAULT_ZONE,
  language: DEFAULT_LANGUAGE,
};

/** The form's values for a saved patient and their preferences (null: never saved). */
export function patientFormValues(
  profile: Profile,
  preferences: NotificationPreferences | null,
): PatientFormValues {
  return {
    lastName: profile.lastName,
    firstName: profile.firstName,
    sex: profile.sex ?? '',
    email: profile.email ?? '',
    telephoneNumber: formatPhone(profile.telephoneNumber),
    acceptingEmail: preferences?.acceptingEmail ?? false,
    acceptingSms: preferences?.acceptingSms ?? false,
    zone: profile.zone || DEFAULT_ZONE,
    language: profile.language ?? DEFAULT_LANGUAGE,
  };
}

/** The profile fields as the server takes them: empty email or phone sent as null, the phone in E.164. */
export function patientBody(values: PatientFormValues): CreatePatientBody {
  const email = values.email.trim();
  const phone = values.telephoneNumber.trim();
  return {
    lastName: values.lastName.trim(),
    firstName: values.firstName.trim(),
    sex: values.sex as 'M' | 'F',
    email: email ? email : null,
    telephoneNumber: phone ? toE164(phone) : null,
    zone: values.zone,
    language: values.language,
  };
}

/** The preferences to save, or null when the patient has no contact (docs/screens.md#forms). */
export function preferencesBody(values: PatientFormValues): NotificationPreferencesBody | null {
  const hasEmail = values.email.trim() !== '';
  const hasPhone = values.telephoneNumber.trim() !== '';
  if (!hasEmail && !hasPhone) return null;
  return { acceptingEmail: hasEmail && values.acceptingEmail, acceptingSms: hasPhone && values.acceptingSms };
}
