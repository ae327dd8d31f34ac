import { boolean, object, ref, string } from 'yup';
import { isValidPassword } from '@teleplan/proto/password-rules';

/** Activation and reset: the shared password rules, an equal confirmation, and for activation the terms. */
export function passwordFormSchema(withTerms: boolean) {
  return object({
    password: string()
      .required('validation.required')
      .test('rules', 'password.badRegex', (v) => isValidPassword(v ?? '')),
    confirmation: string()
      .required('validation.required')
      .oneOf([ref('password')], 'password.mismatch'),
    termsAccepted: withTerms ? boolean().oneOf([true], 'password.termsRequired') : boolean(),
  });
}

export interface PasswordFormValues {
  password: string;
  confirmation: string;
  termsAccepted: boolean;
}
