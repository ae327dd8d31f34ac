import { errorMessageCode } from '../api/api-error.ts';

const EXISTING_MAIL = 'user_profiles.create.existing_mail';

/** The id of the patient already holding the email, from a create/patient refusal; null for other errors. */
export function existingPatientId(error: unknown): string | null {
  if (errorMessageCode(error) !== EXISTING_MAIL) return null;
  const data = (error as { data?: { errors?: { id?: unknown }[] } }).data;
  const id = data?.errors?.[0]?.id;
  return typeof id === 'string' ? id : null;
}
