import type { LiveAppointmentEvent, LiveEventType } from '@teleplan/proto/live-feed';

const TYPES: readonly LiveEventType[] = ['BOOKED', 'CANCELED', 'MODIFIED'];
const TEXT_FIELDS = ['id', 'doctor', 'room', 'sector', 'start', 'end', 'consultationEnd', 'title'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The event a frame's body carries, or null when it is not one this page can apply (a contract it does not know):
 * the caller then reloads rather than guess.
 */
export function parseLiveEvent(body: string): LiveAppointmentEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.occurredAt !== 'string') return null;
  if (!TYPES.includes(value.type as LiveEventType)) return null;
  const { appointment, previous } = value;
  if (!isRecord(appointment) || !TEXT_FIELDS.every((field) => typeof appointment[field] === 'string'))
    return null;
  if (typeof appointment.canceled !== 'boolean') return null;
  if (
    previous !== undefined &&
    !(isRecord(previous) && typeof previous.room === 'string' && typeof previous.doctor === 'string')
  )
    return null;
  return value as LiveAppointmentEvent;
}
