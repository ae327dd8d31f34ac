import { v7 as uuidv7 } from 'uuid';
import type { EntityManager } from 'typeorm';
import type { Clock } from '@teleplan/kit/clock';
import { versionOf } from '@teleplan/kit/db/event-version';
import { onEvent, type EventApplier } from '@teleplan/kit/inbox/consume-events';
import type { EventEnvelope } from '@teleplan/proto/events';
import type { Appointment } from '@teleplan/proto/schedule-appointments';
import { AppointmentEventPayloadSchema, ScheduleEvents } from '@teleplan/proto/schedule-events';
import { AppointmentsRepository, type AppointmentReplica } from '../data/appointments.repository.ts';
import { MessagesRepository } from '../data/messages.repository.ts';
import { PeopleRepository } from '../data/people.repository.ts';
import { PreferencesRepository } from '../data/preferences.repository.ts';
import { RoomMailParametersRepository } from '../data/room-mail-parameters.repository.ts';
import type { MessageJobs } from './message-queue.ts';
import { planMessages, type AppointmentChange } from './plan-messages.ts';

export type { MessageJobs };

export interface AppointmentMessagesDeps {
  jobs: MessageJobs;
  clock: Clock;
  /** The hour (0-23, patient's zone) of the day before an appointment when its reminder goes. */
  reminderHour: number;
}

const replica = (appointment: Appointment): AppointmentReplica => ({
  id: appointment.id,
  roomId: appointment.room,
  patientId: appointment.patient,
  startTime: new Date(appointment.startTime),
  consultationEnd: new Date(appointment.consultationInterval.end),
  zone: appointment.zone,
  canceled: appointment.canceled,
  deleted: appointment.deleted,
});

/**
 * Keeps the appointment replica and records (and schedules, in the same transaction) the patient's messages the
 * change calls for. A snapshot older than the one applied changes nothing and sends nothing.
 */
async function onAppointment(
  deps: AppointmentMessagesDeps,
  change: AppointmentChange,
  payload: { current: Appointment; previous?: Appointment },
  manager: EntityManager,
  event: EventEnvelope,
): Promise<void> {
  const current = replica(payload.current);
  if (!(await new AppointmentsRepository(manager).apply(current, versionOf(event)))) return;
  // One after the other: the transaction's connection runs one query at a time.
  const contact = await new PeopleRepository(manager).contact(current.patientId);
  const preferences = await new PreferencesRepository(manager).get(current.patientId);
  const mailParameters = await new RoomMailParametersRepository(manager).get(current.roomId);
  const now = deps.clock();
  const plans = planMessages({
    change,
    eventId: event.id,
    current,
    previous: payload.previous && replica(payload.previous),
    now,
    patientZone: contact?.zone ?? current.zone,
    reminderHour: deps.reminderHour,
    reachable: {
      email: Boolean(preferences?.acceptingEmail && contact?.email),
      sms: Boolean(preferences?.acceptingSms && contact?.telephoneNumber),
    },
    customPostMail: Boolean(mailParameters?.active),
  });
  const messages = new MessagesRepository(manager);
  for (const plan of plans) {
    const id = uuidv7();
    const recorded = await messages.record(
      {
        id,
        appointmentId: current.id,
        patientId: current.patientId,
        // As known now; the one used is read again when it is sent.
        recipient: (plan.channel === 'EMAIL' ? contact?.email : contact?.telephoneNumber) ?? null,
        ...plan,
      },
      now,
    );
    if (recorded) await deps.jobs.enqueue(manager, id, plan.scheduledAt > now ? plan.scheduledAt : null);
  }
}

/** The appointment events' appliers, beside the replicas' ones in events/handlers.ts. */
export function appointmentAppliers(deps: AppointmentMessagesDeps): Record<string, EventApplier> {
  const applier = (change: AppointmentChange) =>
    onEvent(AppointmentEventPayloadSchema, (payload, manager, event) =>
      onAppointment(deps, change, payload, manager, event),
    );
  return {
    [ScheduleEvents.appointmentBooked]: applier('booked'),
    [ScheduleEvents.appointmentModified]: applier('modified'),
    [ScheduleEvents.appointmentCanceled]: applier('canceled'),
  };
}
