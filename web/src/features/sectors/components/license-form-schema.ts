import { MAX_ROOMS_PER_LICENSE } from '@teleplan/proto/licenses';
import { number, object, string } from 'yup';

export interface LicenseFormValues {
  license: string;
  nbRooms: string;
}

/** Licence form (docs/screens.md#forms): licence and number of rooms required (a whole number the key allows). */
export const licenseFormSchema = object({
  license: string().trim().required('sectors:licenseForm.licenseRequired'),
  nbRooms: string()
    .trim()
    .required('sectors:licenseForm.nbRoomsRequired')
    .matches(/^\d+$/, 'sectors:licenseForm.nbRoomsFormat')
    .test('range', 'sectors:licenseForm.nbRoomsFormat', (value) =>
      number().integer().min(1).max(MAX_ROOMS_PER_LICENSE).isValidSync(Number(value)),
    ),
});
