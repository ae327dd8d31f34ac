import type { AddressInfo } from 'node:net';
import { v7 as uuidv7 } from 'uuid';
import WebSocket from 'ws';
import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import { newEvent } from '@teleplan/kit/outbox/new-event';
import {
  LIVE_APPOINTMENTS_DESTINATION,
  LIVE_LAST_EVENT_ID_HEADER,
  type LiveAppointmentEvent,
} from '@teleplan/proto/live-feed';
import { ScheduleEvents, type AppointmentEventPayload } from '@teleplan/proto/schedule-events';
import type { Appointment } from '@teleplan/proto/schedule-appointments';
import { anAppointment } from '@teleplan/proto/testing/appointment';
import { AccountEvents } from '@teleplan/proto/events';
import type { Harness, Person } from './harness.ts';

/** Where an appointment is: room, sector, doctor, patient. */
export interface Place {
  room: string;
  sector: string;
  doctor: string;
  patient: string;
}

const START = '2026-03-02T09:00:00.000Z';

export function appointmentSnapshot(id: string, place: Place): Appointment {
  return anAppointment(START, { id, ...place }, { consultation: 10, total: 20 });
}

/** An appointment event as schedule publishes it (not yet published). */
export function appointmentEvent(
  type: 'BOOKED' | 'MODIFIED' | 'CANCELED',
  place: Place,
  previous?: Place,
  appointmentId = uuidv7(),
) {
  const eventType = {
    BOOKED: ScheduleEvents.appointmentBooked,
    MODIFIED: ScheduleEvents.appointmentModified,
    CANCELED: ScheduleEvents.appointmentCanceled,
  }[type];
  const payload: AppointmentEventPayload = {
    current: { ...appointmentSnapshot(appointmentId, place), canceled: type === 'CANCELED' },
    ...(previous ? { previous: appointmentSnapshot(appointmentId, previous) } : {}),
  };
  return newEvent(eventType, 'schedule', payload);
}

/** Listens on a free loopback port (the WebSocket needs a real server); its ws:// endpoint. */
export async function listen(h: Harness): Promise<string> {
  await h.service.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = h.service.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/api/notification/ws`;
}

/** A browser's STOMP client (`@stomp/stompjs`, no automatic reconnection) and what it received. */
export interface Browser {
  events: LiveAppointmentEvent[];
  messages: IMessage[];
  errors: IFrame[];
  connected: Promise<void>;
  /** Resolves when the WebSocket closed, with its close code. */
  closed: Promise<number>;
  ids(): string[];
  disconnect(): Promise<void>;
}

export function browser(
  url: string,
  connectHeaders: Record<string, string>,
  options: { lastEventId?: string; heartbeatMs?: number } = {},
): Browser {
  const events: LiveAppointmentEvent[] = [];
  const messages: IMessage[] = [];
  const errors: IFrame[] = [];
  let connectedResolve!: () => void;
  let closedResolve!: (code: number) => void;
  const connected = new Promise<void>((resolve) => (connectedResolve = resolve));
  const closed = new Promise<number>((resolve) => (closedResolve = resolve));
  const client = new Client({
    webSocketFactory: () => new WebSocket(url, ['v12.stomp']),
    connectHeaders,
    reconnectDelay: 0,
    heartbeatIncoming: options.heartbeatMs ?? 10_000,
    heartbeatOutgoing: options.heartbeatMs ?? 10_000,
    onConnect: () => {
      // Subscribed once the server's RECEIPT says so: nothing published after that can be missed.
      const receipt = `subscribed-${uuidv7()}`;
      client.watchForReceipt(receipt, () => connectedResolve());
      client.subscribe(
        LIVE_APPOINTMENTS_DESTINATION,
        (message) => {
          messages.push(message);
          if (message.headers['live-kind'] === 'event') events.push(JSON.parse(message.body));
        },
        { receipt, ...(options.lastEventId ? { [LIVE_LAST_EVENT_ID_HEADER]: options.lastEventId } : {}) },
      );
    },
    onStompError: (frame) => errors.push(frame),
    onWebSocketClose: (event: { code: number }) => closedResolve(event.code),
  });
  client.activate();
  return {
    events,
    messages,
    errors,
    connected,
    closed,
    ids: () => events.map((event) => event.id),
    disconnect: () => client.deactivate(),
  };
}

/** The account of a doctor `person` disabled, as accounts announces it. */
export const doctorDisabled = (h: Harness, person: Person) =>
  h.publish(AccountEvents.accountDeactivated, {
    current: {
      id: person.id,
      enabled: false,
      grantedRoles: ['DOCTOR'],
      preferredRole: 'DOCTOR',
      email: person.email,
    },
  });

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
