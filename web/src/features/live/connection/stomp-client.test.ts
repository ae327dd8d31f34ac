import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { LiveAppointmentEvent } from '@teleplan/proto/live-feed';
import { startFakeStompServer, type FakeStompServer } from '../../../testing/fake-stomp-server.ts';
import { eventId, liveEvent } from '../../../testing/live-events.ts';
import { AppliedEvents } from '../domain/applied-events.ts';
import { openLiveConnection, type LiveAlert, type LiveConnection } from './live-connection.ts';
import { createStompClient, liveSocketUrl } from './stomp-client.ts';

let server: FakeStompServer | undefined;
let connection: LiveConnection | undefined;

afterEach(async () => {
  await connection?.close();
  await server?.close();
});

/** The real STOMP client against a local server accepting the tokens `valid` says; each refresh gives the next. */
async function connectTo(valid: (token: string) => boolean, lastEventId?: string) {
  const applied = new AppliedEvents();
  if (lastEventId) applied.take(lastEventId);
  server = await startFakeStompServer((headers) => valid(headers.Authorization ?? ''));
  let token = 1;
  const events: LiveAppointmentEvent[] = [];
  const alerts: LiveAlert[] = [];
  connection = openLiveConnection({
    createClient: createStompClient,
    brokerURL: server.url,
    freshToken: () => Promise.resolve(`token-${token}`),
    refreshToken: () => {
      token += 1;
      return Promise.resolve(true);
    },
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    applied,
    onEvent: (event) => events.push(event),
    onReload: () => undefined,
    onStatus: () => undefined,
    onAlert: (alert) => alerts.push(alert),
  });
  const sent = (command: string) => server!.frames.filter((frame) => frame.command === command);
  return { server, events, alerts, sent };
}

describe('the live feed over a real STOMP client', () => {
  it('addresses the feed on the page’s origin, wss under https', () => {
    expect(liveSocketUrl({ origin: 'https://teleplan.example', protocol: 'https:' })).toBe(
      'wss://teleplan.example/api/notification/ws',
    );
    expect(liveSocketUrl({ origin: 'http://localhost:3102', protocol: 'http:' })).toBe(
      'ws://localhost:3102/api/notification/ws',
    );
  });

  it('connects with the bearer token, heart-beats of 10 s, and subscribes from the last event', async () => {
    const live = await connectTo(() => true, eventId(4));
    await waitFor(() => expect(live.sent('SUBSCRIBE')).toHaveLength(1));
    expect(live.sent('CONNECT')[0]!.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      'heart-beat': '10000,10000',
    });
    expect(live.sent('SUBSCRIBE')[0]!.headers).toMatchObject({
      destination: '/user/queue/appointments',
      'last-event-id': eventId(4),
    });

    live.server.publish(JSON.stringify(liveEvent(eventId(5))));
    await waitFor(() => expect(live.events.map((event) => event.id)).toEqual([eventId(5)]));
  });

  it('after an ERROR frame connects again with a refreshed token', async () => {
    const live = await connectTo((token) => token === 'Bearer token-2');
    await waitFor(() => expect(live.sent('SUBSCRIBE')).toHaveLength(1));
    expect(live.sent('CONNECT').map((frame) => frame.headers.Authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(live.alerts).toEqual([]);
  });

  it('gives up after 3 refreshed attempts with one alert', async () => {
    const live = await connectTo(() => false);
    await waitFor(() => expect(live.alerts).toEqual(['failed']));
    expect(live.sent('CONNECT')).toHaveLength(4);
  });

  it('reconnects by itself after the socket drops and replays from the last event applied', async () => {
    const live = await connectTo(() => true);
    await waitFor(() => expect(live.sent('SUBSCRIBE')).toHaveLength(1));
    live.server.publish(JSON.stringify(liveEvent(eventId(9))));
    await waitFor(() => expect(live.events).toHaveLength(1));

    live.server.dropAll();

    await waitFor(() => expect(live.sent('SUBSCRIBE')).toHaveLength(2), { timeout: 5_000 });
    expect(live.sent('SUBSCRIBE')[1]!.headers['last-event-id']).toBe(eventId(9));
  });

  it('closes the socket at once when the session ends', async () => {
    const live = await connectTo(() => true);
    await waitFor(() => expect(live.sent('SUBSCRIBE')).toHaveLength(1));
    expect(live.server.openSockets()).toBe(1);

    await connection!.close();

    await waitFor(() => expect(live.server.openSockets()).toBe(0));
  });
});
