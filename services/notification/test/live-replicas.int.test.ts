import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import type { FastifyInstance } from 'fastify';
import { createServiceMetrics } from '@teleplan/kit/metrics';
import { mountService } from '@teleplan/kit/run-service';
import { createServer } from '@teleplan/kit/server';
import { createTestBus } from '@teleplan/kit/testing/test-bus';
import { waitFor } from '@teleplan/kit/testing/wait-for';
import type { InProcessBus } from '@teleplan/kit/bus/in-process-bus';
import { notificationDefinition } from '../src/service.ts';
import { startNotification, type Harness } from './harness.ts';
import { appointmentEvent, bearer, browser, listen } from './live-harness.ts';

/**
 * Two replicas of the service on one database. The second has its own bus that never carries the appointment
 * events: what reaches its sockets came from the history the first one's durable consumer recorded, i.e. the
 * path a replica takes when its broadcast missed an event.
 */
let h: Harness;
let second: FastifyInstance;
let secondBus: InProcessBus;
let firstUrl: string;
let secondUrl: string;
beforeAll(async () => {
  h = await startNotification({ NOTIFICATION_LIVE_CATCH_UP_MS: 200 });
  firstUrl = await listen(h);
  secondBus = createTestBus();
  second = createServer({ name: 'notification', logger: false });
  await mountService(second, notificationDefinition(), {
    config: h.service.config,
    dataSource: h.service.dataSource,
    bus: secondBus,
    metrics: createServiceMetrics('notification'),
    auth: h.service.issuer.auth,
  });
  await second.listen({ port: 0, host: '127.0.0.1' });
  secondUrl = `ws://127.0.0.1:${(second.server.address() as AddressInfo).port}/api/notification/ws`;
});
afterAll(async () => {
  await second?.close();
  await secondBus?.close();
  await h?.close();
});

describe('the live feed on several replicas', () => {
  it('delivers each event once to the sockets of each replica, by broadcast or by catching up from the history', async () => {
    const admin = await h.person(['ADMIN']);
    const token = await h.service.issuer.token(admin.id, 'ADMIN');
    const onFirst = browser(firstUrl, bearer(token));
    const onSecond = browser(secondUrl, bearer(token));
    await Promise.all([onFirst.connected, onSecond.connected]);

    const events = [1, 2, 3].map(() =>
      appointmentEvent('BOOKED', { room: uuidv7(), sector: uuidv7(), doctor: uuidv7(), patient: uuidv7() }),
    );
    for (const event of events) await h.service.bus.publish(event);
    const ids = events.map((event) => event.id);
    await waitFor('both replicas’ sockets to get every event', () =>
      [onFirst, onSecond].every((b) => ids.every((id) => b.ids().includes(id))),
    );
    // Several catch-up rounds later, still once each.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Order across appointments is not promised (the durable consumer records them concurrently); once each is.
    expect(onFirst.ids().sort()).toEqual([...ids].sort());
    expect(onSecond.ids().sort()).toEqual([...ids].sort());
    const [row] = await h.service.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM live_event WHERE id = ANY($1::uuid[])',
      [ids],
    );
    expect(row!.n).toBe(3);
    await onFirst.disconnect();

    // A replica stopping closes its sockets as going away (1001): the browser reconnects, to another replica.
    const stopping = Date.now();
    await second.close();
    expect(await onSecond.closed).toBe(1001);
    expect(Date.now() - stopping).toBeLessThan(5_000);
  });
});
