import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { LIVE_APPOINTMENTS_DESTINATION, type LiveAppointmentEvent } from '@teleplan/proto/live-feed';
import { FakeLiveClient } from '../../../testing/fake-live-client.ts';
import { eventId, liveEvent } from '../../../testing/live-events.ts';
import type { LiveHeaders } from './live-client.ts';
import { AppliedEvents } from '../domain/applied-events.ts';
import {
  openLiveConnection,
  type LiveAlert,
  type LiveConnectionDeps,
  type LiveStatus,
} from './live-connection.ts';

type Answer = 'connected' | 'error';

/** A connection to a fake server answering each CONNECT as `server` says; tokens 'token-1', 'token-2'… */
function connect(server: (headers: LiveHeaders) => Answer, overrides: Partial<LiveConnectionDeps> = {}) {
  let client: FakeLiveClient | undefined;
  let token = 1;
  const events: LiveAppointmentEvent[] = [];
  const alerts: LiveAlert[] = [];
  const statuses: LiveStatus[] = [];
  const waits: number[] = [];
  let reloads = 0;
  let refreshes = 0;
  const connection = openLiveConnection({
    createClient: (config) => (client = new FakeLiveClient(config, server)),
    brokerURL: 'ws://localhost/api/notification/ws',
    freshToken: () => Promise.resolve(`token-${token}`),
    refreshToken: () => {
      refreshes += 1;
      token += 1;
      return Promise.resolve(true);
    },
    wait: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    applied: new AppliedEvents(),
    onEvent: (event) => events.push(event),
    onReload: () => (reloads += 1),
    onStatus: (status) => statuses.push(status),
    onAlert: (alert) => alerts.push(alert),
    ...overrides,
  });
  return {
    connection,
    client: client!,
    events,
    alerts,
    statuses,
    waits,
    reloads: () => reloads,
    refreshes: () => refreshes,
  };
}

const accept = (): Answer => 'connected';
const refuse = (): Answer => 'error';

describe('the live connection', () => {
  it('connects with the bearer token and subscribes to the appointment queue, from no event at first', async () => {
    const live = connect(accept);
    await waitFor(() => expect(live.client.subscriptions).toHaveLength(1));
    expect(live.client.attempts).toEqual([{ Authorization: 'Bearer token-1' }]);
    expect(live.client.subscriptions[0]).toMatchObject({
      destination: LIVE_APPOINTMENTS_DESTINATION,
      headers: {},
    });
    expect(live.client.config).toMatchObject({ heartbeatIncoming: 10_000, heartbeatOutgoing: 10_000 });
    expect(live.statuses).toEqual(['connecting', 'live']);
  });

  it('applies each event once, in order, and resubscribes after a drop from the last one applied', async () => {
    const live = connect(accept);
    await waitFor(() => expect(live.client.subscriptions).toHaveLength(1));
    live.client.send(JSON.stringify(liveEvent(eventId(1))));
    live.client.send(JSON.stringify(liveEvent(eventId(2), 'CANCELED')));
    live.client.send(JSON.stringify(liveEvent(eventId(1))));
    expect(live.events.map((event) => [event.id, event.type])).toEqual([
      [eventId(1), 'BOOKED'],
      [eventId(2), 'CANCELED'],
    ]);

    live.client.drop();
    await waitFor(() => expect(live.client.subscriptions).toHaveLength(2));
    expect(live.client.subscriptions[1]!.headers).toEqual({ 'last-event-id': eventId(2) });
    expect(live.statuses).toEqual(['connecting', 'live', 'connecting', 'live']);
  });

  it('applies an older event that comes after a newer one (the server has two paths), once', async () => {
    const live = connect(accept);
    await waitFor(() => expect(live.client.subscriptions).toHaveLength(1));
    live.client.send(JSON.stringify(liveEvent(eventId(2))));
    live.client.send(JSON.stringify(liveEvent(eventId(1))));
    live.client.send(JSON.stringify(liveEvent(eventId(1))));
    expect(live.events.map((event) => event.id)).toEqual([eventId(2), eventId(1)]);
  });

  it('starts from the session’s last event when one was applied before', async () => {
    const applied = new AppliedEvents();
    applied.take(eventId(7));
    const live = connect(accept, { applied });
    await waitFor(() => expect(live.client.subscriptions).toHaveLength(1));
    expect(live.client.subscriptions[0]!.headers).toEqual({ 'last-event-id': eventId(7) });
  });

  it('reloads on a reload frame and on a body it cannot read', async () => {
    const live = connect(accept);
    await waitFor(() => expect(live.client.subscriptions).toHaveLength(1));
    live.client.send(JSON.stringify({ reload: true }), { 'live-kind': 'reload' });
    live.client.send('{"id":"x","type":"MOVED"}');
    live.client.send('not json');
    expect(live.reloads()).toBe(3);
    expect(live.events).toEqual([]);
  });

  it('after an ERROR frame refreshes the token and tries again 50 ms later, connecting with the new token', async () => {
    let calls = 0;
    const live = connect(() => (++calls === 1 ? 'error' : 'connected'));
    await waitFor(() => expect(live.client.subscriptions).toHaveLength(1));
    expect(live.refreshes()).toBe(1);
    expect(live.waits).toEqual([50]);
    expect(live.client.attempts).toEqual([
      { Authorization: 'Bearer token-1' },
      { Authorization: 'Bearer token-2' },
    ]);
    expect(live.alerts).toEqual([]);
  });

  it('tries 3 times after the first refusal, then alerts once and stays closed', async () => {
    const live = connect(refuse);
    await waitFor(() => expect(live.alerts).toEqual(['failed']));
    expect(live.client.attempts).toHaveLength(4);
    expect(live.refreshes()).toBe(3);
    expect(live.waits).toEqual([50, 50, 50]);
    expect(live.client.active).toBe(false);
    expect(live.statuses.at(-1)).toBe('failed');
  });

  it('alerts that the connection cannot be refreshed when no new token comes', async () => {
    const live = connect(refuse, { refreshToken: () => Promise.resolve(false) });
    await waitFor(() => expect(live.alerts).toEqual(['refreshFailed']));
    expect(live.client.attempts).toHaveLength(1);
    expect(live.client.active).toBe(false);
  });

  it('counts the retries anew after a connection succeeds', async () => {
    // Two refusals, connected; then an ERROR while connected, two refusals, connected: 5 retries, no alert.
    const answers: Answer[] = ['error', 'error', 'connected', 'error', 'error', 'connected'];
    const live = connect(() => answers.shift() ?? 'error');
    await waitFor(() => expect(live.client.subscriptions).toHaveLength(1));
    live.client.config.onStompError();
    await waitFor(() => expect(live.client.subscriptions).toHaveLength(2));
    expect(live.alerts).toEqual([]);
    expect(live.refreshes()).toBe(5);
  });

  it('closes for good: no frame applied, no retry after it', async () => {
    const live = connect(accept);
    await waitFor(() => expect(live.client.subscriptions).toHaveLength(1));
    await live.connection.close();
    expect(live.client.active).toBe(false);
    live.client.send(JSON.stringify(liveEvent(eventId(1))));
    live.client.config.onStompError();
    await Promise.resolve();
    expect(live.events).toEqual([]);
    expect(live.refreshes()).toBe(0);
  });
});
