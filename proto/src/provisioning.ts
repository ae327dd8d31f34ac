import { Type, type Static } from 'typebox';
import { APPOINTMENT_COMMENT_MAX_LENGTH, CANCEL_MOTIVE_MAX_LENGTH } from './schedule-appointments.ts';
import { Instant, Uuid, Zone } from './schedule-common.ts';
import { EvaluationAnswersSchema } from './schedule-evaluations.ts';

/** How many accounts one activation call takes at most. */
export const PROVISIONED_ACTIVATIONS_MAX = 100;

/**
 * POST /api/accounts/internal/accounts/activation (SERVICE tokens only, never routed by the gateway): a
 * provisioning tool activates never-activated accounts with one `password`, each as its owner would through the
 * first-connection link (same rules, same events, terms accepted). The password is hashed once for the call.
 */
export const ProvisionActivationBodySchema = Type.Object(
  {
    ids: Type.Array(Uuid, { minItems: 1, maxItems: PROVISIONED_ACTIVATIONS_MAX, uniqueItems: true }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type ProvisionActivationBody = Static<typeof ProvisionActivationBodySchema>;

/** What an activation call did: the accounts it activated, and those left as they were (enabled, or activated once). */
export const ProvisionedActivationsSchema = Type.Object({
  activated: Type.Array(Uuid),
  refused: Type.Array(Uuid),
});
export type ProvisionedActivations = Static<typeof ProvisionedActivationsSchema>;

/** How many appointments one provisioning call books at most. */
export const PROVISIONED_APPOINTMENTS_MAX = 1000;

/**
 * One appointment a provisioning tool books, past or future, with its outcome. The doctor is one of those free
 * and available then (as `arrangements/find/available-doctors` lists them), the `doctorPick`-th modulo their number.
 */
export const ProvisionedAppointmentSchema = Type.Object(
  {
    room: Uuid,
    sector: Uuid,
    patient: Uuid,
    startTime: Instant,
    zone: Type.Optional(Zone),
    doctorPick: Type.Integer({ minimum: 0 }),
    fromC15: Type.Boolean(),
    noTreatingDoctor: Type.Boolean(),
    treatingDoctorNotAvailable: Type.Boolean(),
    comment: Type.Union([Type.String({ maxLength: APPOINTMENT_COMMENT_MAX_LENGTH }), Type.Null()]),
    paid: Type.Boolean(),
    /** Canceled with this motive, or the patient marked absent; null: neither. */
    cancel: Type.Union([
      Type.Object(
        {
          cancelMotive: Type.String({ maxLength: CANCEL_MOTIVE_MAX_LENGTH }),
          absentPatient: Type.Boolean(),
        },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);
export type ProvisionedAppointment = Static<typeof ProvisionedAppointmentSchema>;

/**
 * POST /api/schedule/internal/appointments (SERVICE tokens only, never routed by the gateway): a provisioning tool
 * (the demo seeder) books many appointments in one call, the past ones too (a living practice's history), with
 * every booking rule but the start in the bookable window: the same checks and no-overlap constraints as
 * `POST appointments`, the same events. `createdBy` is the staff member the appointments are written as made by.
 */
export const ProvisionAppointmentsBodySchema = Type.Object(
  {
    createdBy: Uuid,
    appointments: Type.Array(ProvisionedAppointmentSchema, { maxItems: PROVISIONED_APPOINTMENTS_MAX }),
  },
  { additionalProperties: false },
);
export type ProvisionAppointmentsBody = Static<typeof ProvisionAppointmentsBodySchema>;

/** What a provisioning call booked: the ids in the order asked (null: refused, e.g. no doctor free, an overlap). */
export const ProvisionedAppointmentsSchema = Type.Object({
  ids: Type.Array(Type.Union([Uuid, Type.Null()])),
});
export type ProvisionedAppointments = Static<typeof ProvisionedAppointmentsSchema>;

/** How many survey answers one provisioning call stores at most. */
export const PROVISIONED_EVALUATIONS_MAX = 1000;

/** One appointment's survey answers as a provisioning tool gives them, with when they were given (past). */
export const ProvisionedEvaluationSchema = Type.Object(
  { appointmentId: Uuid, answers: EvaluationAnswersSchema, submittedAt: Instant },
  { additionalProperties: false },
);
export type ProvisionedEvaluation = Static<typeof ProvisionedEvaluationSchema>;

/**
 * POST /api/schedule/internal/evaluations (SERVICE tokens only, never routed by the gateway): a provisioning tool
 * (the demo seeder) stores the survey answers of many appointments in one call, as their patients would through
 * their links (`POST service-evaluation`, whose rate limit per address allows a patient, not hundreds): the same
 * rules (an appointment known, neither canceled nor deleted, evaluated once), the same event, one transaction.
 */
export const ProvisionEvaluationsBodySchema = Type.Object(
  { evaluations: Type.Array(ProvisionedEvaluationSchema, { maxItems: PROVISIONED_EVALUATIONS_MAX }) },
  { additionalProperties: false },
);
export type ProvisionEvaluationsBody = Static<typeof ProvisionEvaluationsBodySchema>;

/** The appointments whose answers were stored, in the order asked (null: refused: unknown, canceled, already evaluated). */
export const ProvisionedEvaluationsSchema = ProvisionedAppointmentsSchema;
export type ProvisionedEvaluations = Static<typeof ProvisionedEvaluationsSchema>;
