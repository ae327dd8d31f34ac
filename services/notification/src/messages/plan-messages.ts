import type { MessageChannel, MessageKind } from '@teleplan/proto/notification-messages';
import type { AppointmentReplica } from '../data/appointments.repository.ts';
import { reminderInstant } from './reminder-time.ts';

export type AppointmentChange = 'booked' | 'modified' | 'canceled';

/** What the patient accepts and can receive: a channel counts only with its contact. */
export interface Reachable {
  email: boolean;
  sms: boolean;
}

export interface PlanInput {
  change: AppointmentChange;
  eventId: string;
  current: AppointmentReplica;
  previous?: AppointmentReplica;
  now: Date;
  /** The patient's zone (reminders go at the patient's evening, not the room's). */
  patientZone: string;
  reminderHour: number;
  reachable: Reachable;
  /** The room sends its own mail after appointments. */
  customPostMail: boolean;
}

export interface MessagePlan {
  kind: MessageKind;
  channel: MessageChannel;
  revision: string;
  scheduledAt: Date;
}

/** Whether the patient would see the change: another time or another room (not a payment, not a doctor). */
function visiblyMoved(current: AppointmentReplica, previous: AppointmentReplica | undefined): boolean {
  return (
    !previous ||
    previous.startTime.getTime() !== current.startTime.getTime() ||
    previous.roomId !== current.roomId
  );
}

/**
 * The messages an appointment event calls for (docs/events.md#patient-messages). Immediate ones (confirmation,
 * modification, cancellation) are keyed by the event, so a redelivery sends nothing more; scheduled ones
 * (reminder, post-appointment mail, satisfaction) by the instant they are about, so a change that keeps the time
 * keeps the one already planned and a move plans new ones (the old ones find themselves stale when they run).
 * Nothing is planned for an appointment already over.
 */
export function planMessages(input: PlanInput): MessagePlan[] {
  const { current, now } = input;
  if (current.consultationEnd <= now) return [];
  const channels: MessageChannel[] = [
    ...(input.reachable.email ? (['EMAIL'] as const) : []),
    ...(input.reachable.sms ? (['SMS'] as const) : []),
  ];
  const immediate = (kind: MessageKind) =>
    channels.map((channel) => ({ kind, channel, revision: input.eventId, scheduledAt: now }));

  if (input.change === 'canceled') return immediate('BOOKING_CANCELLATION');
  if (current.canceled || current.deleted) return [];
  if (input.change === 'modified' && !visiblyMoved(current, input.previous)) return [];

  const plans = immediate(input.change === 'booked' ? 'BOOKING_CONFIRMATION' : 'BOOKING_MODIFICATION');
  const reminderAt = reminderInstant(current.startTime, input.patientZone, input.reminderHour);
  if (reminderAt > now)
    plans.push(
      ...channels.map((channel) => ({
        kind: 'REMINDER' as const,
        channel,
        revision: current.startTime.toISOString(),
        scheduledAt: reminderAt,
      })),
    );
  const end = current.consultationEnd;
  if (input.customPostMail && input.reachable.email)
    plans.push({ kind: 'POST_APPOINTMENT', channel: 'EMAIL', revision: end.toISOString(), scheduledAt: end });
  plans.push(
    ...channels.map((channel) => ({
      kind: 'SATISFACTION' as const,
      channel,
      revision: end.toISOString(),
      scheduledAt: end,
    })),
  );
  return plans;
}

/**
 * Whether a message planned for `revision` still says the truth about the appointment as it is now: a
 * scheduled one must still be about the current time; none goes for a canceled appointment except the
 * cancellation itself.
 */
export function isStale(
  kind: MessageKind,
  revision: string,
  appointment: AppointmentReplica | null,
): boolean {
  if (kind === 'BOOKING_CANCELLATION') return false;
  if (!appointment || appointment.canceled || appointment.deleted) return true;
  if (kind === 'REMINDER') return revision !== appointment.startTime.toISOString();
  if (kind === 'SATISFACTION' || kind === 'POST_APPOINTMENT')
    return revision !== appointment.consultationEnd.toISOString();
  return false;
}
