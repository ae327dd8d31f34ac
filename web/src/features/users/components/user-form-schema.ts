import { array, mixed, object, string } from 'yup';
import type { Role } from '@teleplan/proto/roles';
import { DEFAULT_ZONE } from '../../../shared/format/date-time.ts';
import { DEFAULT_PHONE_COUNTRY } from '../../../shared/format/phone.ts';
import { phoneValueOf, type PhoneInput } from '../../../shared/ui/phone-field.tsx';
import { isTimeZone } from '../../../shared/ui/timezone-field.tsx';

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: PhoneInput;
  sex: '' | 'M' | 'F';
  zone: string;
  /** Held and newly ticked roles. */
  roles: Role[];
  preferredRole: Role | '';
}

export const EMPTY_USER: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: { country: DEFAULT_PHONE_COUNTRY, text: '' },
  sex: '',
  zone: DEFAULT_ZONE,
  roles: [],
  preferredRole: '',
};

/**
 * docs/screens.md: firstName, lastName, email (pattern), telephone, sex and timezone required; at least one role
 * when the roles section shows. Messages are translation keys (common namespace unless prefixed).
 */
export function userFormSchema(withRoles: boolean) {
  return object({
    firstName: string().trim().required('common:required').max(100),
    lastName: string().trim().required('common:required').max(100),
    email: string().trim().required('common:required').email('common:invalidEmail').max(254),
    phone: mixed<PhoneInput>()
      .test('required', 'common:required', (value) => Boolean(value?.text?.trim()))
      .test('valid', 'ui:phone.invalid', (value) => !value?.text?.trim() || phoneValueOf(value) !== null),
    sex: string().oneOf(['M', 'F'], 'common:required').required('common:required'),
    zone: string()
      .required('common:required')
      .test('zone', 'ui:timezone.invalid', (value) => !value || isTimeZone(value)),
    roles: withRoles ? array().min(1, 'users:validation.rolesRequired') : array(),
  });
}
