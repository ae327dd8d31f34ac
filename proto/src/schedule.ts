import { Type, type Static } from 'typebox';

/** Contracts of the schedule service: doctor and room properties (docs/scheduling-rules.md). */

const Uuid = Type.String({ format: 'uuid' });

/** Consultation duration in minutes (docs/constants.md#time-and-scheduling). */
export const CONSULTATION_DURATION = { default: 10, minimum: 10, maximum: 240, step: 10 } as const;
/** Room preparation duration in minutes (docs/constants.md#time-and-scheduling). */
export const PREP_DURATION = { default: 10, minimum: 0, maximum: 120, step: 10 } as const;
/** The notice a doctor attaches to their appointments. */
export const APPOINTMENT_NOTICE_MAX_LENGTH = 1000;

export const PropertiesParamsSchema = Type.Object({ id: Uuid });
export type PropertiesParams = Static<typeof PropertiesParamsSchema>;

/** GET and POST schedule/properties/doctors/{id} (id: the doctor's profile id). */
export const DoctorPropertiesSchema = Type.Object({
  consultationDuration: Type.Integer(),
  appointmentNotice: Type.String(),
});
export type DoctorProperties = Static<typeof DoctorPropertiesSchema>;

/** POST schedule/properties/doctors/{id}. A missing or null appointmentNotice keeps the current one. */
export const DoctorPropertiesBodySchema = Type.Object(
  {
    consultationDuration: Type.Integer({
      minimum: CONSULTATION_DURATION.minimum,
      maximum: CONSULTATION_DURATION.maximum,
      multipleOf: CONSULTATION_DURATION.step,
    }),
    appointmentNotice: Type.Optional(
      Type.Union([Type.String({ maxLength: APPOINTMENT_NOTICE_MAX_LENGTH }), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);
export type DoctorPropertiesBody = Static<typeof DoctorPropertiesBodySchema>;

/** GET and POST schedule/properties/rooms/{id}. */
export const RoomPropertiesSchema = Type.Object({ prepDuration: Type.Integer() });
export type RoomProperties = Static<typeof RoomPropertiesSchema>;

export const RoomPropertiesBodySchema = Type.Object(
  {
    prepDuration: Type.Integer({
      minimum: PREP_DURATION.minimum,
      maximum: PREP_DURATION.maximum,
      multipleOf: PREP_DURATION.step,
    }),
  },
  { additionalProperties: false },
);
export type RoomPropertiesBody = Static<typeof RoomPropertiesBodySchema>;
