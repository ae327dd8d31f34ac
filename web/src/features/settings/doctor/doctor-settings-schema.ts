import { boolean, number, object, type InferType } from 'yup';
import { CONSULTATION_DURATION } from '@teleplan/proto/schedule';

/** Doctor settings (docs/screens.md#forms): consultation duration required, a number, at least 10, in steps of 10. */
export const doctorSettingsSchema = object({
  consultationDuration: number()
    .typeError('durationNumber')
    .required('durationRequired')
    .integer('durationNumber')
    .min(CONSULTATION_DURATION.minimum, 'durationMin')
    .max(CONSULTATION_DURATION.maximum, 'durationMax')
    .test('step', 'durationStep', (value) => value === undefined || value % CONSULTATION_DURATION.step === 0),
  acceptingEmail: boolean().required(),
  acceptingSms: boolean().required(),
});

export type DoctorSettingsValues = InferType<typeof doctorSettingsSchema>;
