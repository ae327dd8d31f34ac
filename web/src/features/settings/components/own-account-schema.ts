import { mixed, object, ref, string } from 'yup';
import { isValidPassword } from '@teleplan/proto/password-rules';
import type { Role } from '@teleplan/proto/roles';
import { phoneValueOf, type PhoneInput } from '../../../shared/ui/phone-field.tsx';

export interface OwnAccountValues {
  preferredRole: Role | '';
  email: string;
  phone: PhoneInput;
  /** Empty: the password stays as it is. */
  password: string;
  confirmation: string;
  oldPassword: string;
}

/**
 * Own account (docs/screens.md#forms): email required with an email pattern, phone and preferred role required, the
 * current password required; a new password follows the password rules and its confirmation is equal.
 * Messages are translation keys with their namespace.
 */
export const ownAccountSchema = object({
  preferredRole: string().required('common:required'),
  email: string().trim().required('common:required').email('common:invalidEmail').max(254),
  phone: mixed<PhoneInput>()
    .test('required', 'common:required', (value) => Boolean(value?.text?.trim()))
    .test('valid', 'ui:phone.invalid', (value) => !value?.text?.trim() || phoneValueOf(value) !== null),
  password: string().test(
    'rules',
    'settings:account.badPassword',
    (value) => !value || isValidPassword(value),
  ),
  confirmation: string().when('password', {
    is: (password: string | undefined) => Boolean(password),
    then: (schema) =>
      schema.required('common:required').oneOf([ref('password')], 'settings:account.mismatch'),
  }),
  oldPassword: string().required('common:required'),
});
