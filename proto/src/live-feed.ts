import { Type, type Static } from 'typebox';
import { CalendarAppointmentSchema } from './schedule-appointments.ts';
import { Instant, Uuid } from './schedule-common.ts';

/**
 * The live feed of appointment changes (docs/events.md#live-feed): the notification service pushes one
 * `LiveAppointmentEvent` per appointment event to every connected browser allowed to see it, over STOMP 1.2 on
 * WebSocket (`/api/notification/ws`) or server-sent events (`/api/notification/live/events?ticket=`).
 */

/** Where the WebSocket endpoint and the SSE stream live, under the gateway. */
export const LIVE_FEED_PATHS = {
  webSocket: '/api/notification/ws',
  /** POST with the access token: a single-use ticket, valid a few seconds, to open the SSE stream. */
  sseTicket: '/api/notification/live/tickets',
  /** GET `?ticket=…` (and `&lastEventId=…` or the `Last-Event-ID` header to replay). */
  sse: '/api/notification/live/events',
} as const;

/** The one STOMP destination a browser subscribes to: the server sends it that user's events only. */
export const LIVE_APPOINTMENTS_DESTINATION = '/user/queue/appointments';

/**
 * STOMP header (on SUBSCRIBE, or CONNECT) naming the last event id the browser applied: the server first replays
 * what came after it, then goes on live. Beyond the replay bound it sends one `RELOAD` frame instead.
 */
export const LIVE_LAST_EVENT_ID_HEADER = 'last-event-id';

export const LiveEventTypeSchema = Type.Union([
  Type.Literal('BOOKED'),
  Type.Literal('CANCELED'),
  Type.Literal('MODIFIED'),
]);
export type LiveEventType = Static<typeof LiveEventTypeSchema>;

/**
 * One appointment change as a calendar applies it. `appointment` is what `GET appointments/calendar` answers for
 * it (title blank for ADMIN and SUPER_ADMIN, as there), plus its room, sector and the flags the panels show.
 * For MODIFIED, `previous` holds the room and doctor before the change (a calendar of the former room or doctor
 * removes it). `id` is the event id (a UUID v7, ordered): the browser keeps the last one to replay from it.
 */
export const LiveAppointmentEventSchema = Type.Object({
  id: Uuid,
  type: LiveEventTypeSchema,
  occurredAt: Instant,
  appointment: Type.Intersect([
    CalendarAppointmentSchema,
    Type.Object({
      room: Uuid,
      sector: Uuid,
      paid: Type.Boolean(),
      canceled: Type.Boolean(),
      absentPatient: Type.Boolean(),
    }),
  ]),
  previous: Type.Optional(Type.Object({ room: Uuid, doctor: Uuid })),
});
export type LiveAppointmentEvent = Static<typeof LiveAppointmentEventSchema>;

/**
 * Sent instead of a replay when the browser's last event id is older than what the server keeps: the browser
 * reloads the calendars it shows. Its STOMP frame carries the header `live-kind: reload`; events carry
 * `live-kind: event`.
 */
export const LiveReloadSchema = Type.Object({ reload: Type.Literal(true) });
export type LiveReload = Static<typeof LiveReloadSchema>;

/** The SSE ticket's answer. */
export const LiveTicketSchema = Type.Object({ ticket: Type.String(), expiresInSeconds: Type.Integer() });
export type LiveTicket = Static<typeof LiveTicketSchema>;
