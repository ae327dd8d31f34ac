import { boolean, mixed, object, string, type InferType } from 'yup';
import type { Language } from '@teleplan/proto/accounts';
import { toE164 } from '../format/phone.ts';

// Formik hands empty fields to yup as undefined: the optional ones default to ''.
/** Patient form rules (docs/screens.md): names, sex, timezone and language of messages required; email and phone optional but valid. */
export const patientFormSchema = object({
  lastName: string().trim().required('form.required').max(100, 'form.tooLong'),
  firstName: string().trim().required('form.required').max(100, 'form.tooLong'),
  sex: mixed<'M' | 'F' | ''>().oneOf(['M', 'F'], 'form.required').required('form.required'),
  email: string().trim().email('form.invalidEmail').max(254, 'form.tooLong').default(''),
  telephoneNumber: string()
    .trim()
    .test('phone', 'form.invalidPhone', (value) => !value || toE164(value) !== null)
    .default(''),
  acceptingEmail: boolean().required(),
  acceptingSms: boolean().required(),
  zone: string().trim().required('form.required'),
  language: mixed<Language>().oneOf(['fr', 'en'], 'form.required').required('form.required'),
});

export type PatientFormValues = InferType<typeof patientFormSchema>;
