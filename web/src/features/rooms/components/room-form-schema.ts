import * as yup from 'yup';
import { PREP_DURATION } from '@teleplan/proto/schedule';
import { toE164 } from '../../../shared/format/phone.ts';

/** The room form's values as the fields hold them (text for numbers and phone). */
export interface RoomFormValues {
  name: string;
  roomType: string;
  telephoneNumber: string;
  zoneId: string;
  sectorsId: string[];
  manager: string;
  email: string;
  url: string;
  dpiUrl: string;
  description: string;
  address: string;
  virtual: boolean;
  latitude: number;
  longitude: number;
  defaultOpeningPattern: boolean;
  prepDuration: string;
}

/** What decides which rules apply (docs/screens.md#forms, docs/roles.md). */
export interface RoomFormContext {
  creating: boolean;
  /** Admins choose the sectors on create; a sector manager's room goes to their sector. */
  choosesSectors: boolean;
}

/** Virtual rooms carry this address (docs/constants.md#accounts-and-access). */
export const VIRTUAL_ADDRESS = 'Virtual';

const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** The preparation duration rule, shared by the form and the inline editor of the room page. */
export const prepDurationSchema = yup
  .number()
  .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
  .typeError('errors.prepStep')
  .required('errors.prepRequired')
  .min(PREP_DURATION.minimum, 'errors.prepMin')
  .max(PREP_DURATION.maximum, 'errors.prepMax')
  .test(
    'step',
    'errors.prepStep',
    (value) => value === undefined || (Number.isInteger(value) && value % PREP_DURATION.step === 0),
  );

/** Messages are keys of the rooms texts. The manager rule is not here: a missing manager is a toast. */
export function roomFormSchema(context: RoomFormContext) {
  return yup.object({
    name: yup.string().trim().required('errors.required'),
    roomType: yup.string().required('errors.required'),
    telephoneNumber: yup
      .string()
      .trim()
      .required('errors.required')
      .test('phone', 'errors.phone', (value) => !value || toE164(value) !== null),
    zoneId: context.creating ? yup.string().required('errors.required') : yup.string(),
    sectorsId:
      context.creating && context.choosesSectors
        ? yup.array(yup.string().required()).min(1, 'errors.sectors')
        : yup.array(yup.string().required()),
    email: yup.string().trim().email('errors.email'),
    url: yup.string().trim().matches(URL_PATTERN, { message: 'errors.url', excludeEmptyString: true }),
    dpiUrl: yup.string().trim().matches(URL_PATTERN, { message: 'errors.url', excludeEmptyString: true }),
    address: yup.string().when('virtual', {
      is: true,
      then: (schema) => schema,
      otherwise: (schema) => schema.trim().required('errors.required'),
    }),
    virtual: yup.boolean(),
    prepDuration: prepDurationSchema,
  });
}
