import { Type, type Static } from 'typebox';
import { AppointmentSchema } from './schedule-appointments.ts';
import { OwnerTypeSchema, Uuid } from './schedule-common.ts';

/** Events the schedule service produces (outbox, version 1). */
export const ScheduleEvents = {
  appointmentBooked: 'appointment.booked',
  appointmentModified: 'appointment.modified',
  appointmentCanceled: 'appointment.canceled',
  availabilityChanged: 'availability.changed',
  /** `EvaluationSubmittedPayload` (`schedule-evaluations.ts`). */
  evaluationSubmitted: 'evaluation.submitted',
} as const;
export type ScheduleEventType = (typeof ScheduleEvents)[keyof typeof ScheduleEvents];

/** appointment.booked / appointment.canceled: `current`; appointment.modified: `current` and `previous`. */
export const AppointmentEventPayloadSchema = Type.Object({
  current: AppointmentSchema,
  previous: Type.Optional(AppointmentSchema),
});
export type AppointmentEventPayload = Static<typeof AppointmentEventPayloadSchema>;

/** availability.changed: an owner's slots were added or removed (ids of both). */
export const AvailabilityChangedPayloadSchema = Type.Object({
  ownerType: OwnerTypeSchema,
  owner: Uuid,
  added: Type.Array(Uuid),
  removed: Type.Array(Uuid),
});
export type AvailabilityChangedPayload = Static<typeof AvailabilityChangedPayloadSchema>;
