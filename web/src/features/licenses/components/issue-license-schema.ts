import { MAX_ROOMS_PER_LICENSE } from '@teleplan/proto/licenses';
import { number, object, string } from 'yup';

export interface IssueLicenseValues {
  nbRooms: string;
}

/** The number of rooms of a new key: required, a whole number from 1 to the licence maximum. */
export const issueLicenseSchema = object({
  nbRooms: string()
    .trim()
    .required('licenses:issue.nbRoomsRequired')
    .matches(/^\d+$/, 'licenses:issue.nbRoomsFormat')
    .test('range', 'licenses:issue.nbRoomsFormat', (value) =>
      number().integer().min(1).max(MAX_ROOMS_PER_LICENSE).isValidSync(Number(value)),
    ),
});
