import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import amqp, { type Channel, type ChannelModel } from 'amqplib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServerUrl } from '@teleplan/kit/db/test-database';
import WebSocket from 'ws';
import { Client } from '@stomp/stompjs';
import { newEvent } from '@teleplan/kit/outbox/new-event';
import { AccountEvents, type EventEnvelope } from '@teleplan/proto/events';
import {
  LIVE_APPOINTMENTS_DESTINATION,
  LIVE_FEED_PATHS,
  type LiveAppointmentEvent,
  type LiveTicket,
} from '@teleplan/proto/live-feed';
import { ScheduleEvents } from '@teleplan/proto/schedule-events';
import { anAppointment } from '@teleplan/proto/testing/appointment';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-data.ts';
import { SERVICES } from '../services.ts';
import { generateSecrets } from '../secrets.ts';
import { startDistributed, type DistributedPlatform } from '../distributed/spawn-platform.ts';
import { freePorts } from './free-ports.ts';
import { POLL } from './waits.ts';

const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const prefix = `e2e_${randomBytes(4).toString('hex')}`;
const superAdmin = DEMO_ACCOUNTS.find((account) => account.roles.includes('SUPER_ADMIN'))!;
const multiRole = DEMO_ACCOUNTS.find((account) => account.roles.length >= 3)!;
const roomUser = DEMO_ACCOUNTS.find(
  (account) => account.roles.length === 1 && account.roles[0] === 'ROOM_USER',
)!;

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  token_type: string;
}

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('distributed mode: every service its own process behind the gateway', () => {
  let platform: DistributedPlatform;
  let gateway: string;
  let pgBase: string;
  const logs: string[] = [];
  let broker: ChannelModel;
  let channel: Channel;
  const seen: EventEnvelope[] = [];

  async function token(form: Record<string, string>) {
    return fetch(`${gateway}/api/authenticator/token`, {
      method: 'POST',
      body: new URLSearchParams({ client_id: 'teleplan-web', ...form }),
    });
  }
  async function login(email: string): Promise<TokenAnswer> {
    const answer = await token({ grant_type: 'password', username: email, password: DEMO_PASSWORD });
    expect(answer.status, await answer.clone().text()).toBe(200);
    // The web client gets its refresh token only in the HttpOnly cookie.
    const cookie = answer.headers
      .getSetCookie()
      .map((line) => /^teleplan_refresh=([^;]*)/.exec(line)?.[1])
      .find(Boolean);
    expect(cookie).toBeDefined();
    return { ...((await answer.json()) as Omit<TokenAnswer, 'refresh_token'>), refresh_token: cookie! };
  }

  beforeAll(async () => {
    pgBase = new URL('/', await testServerUrl()).toString().replace(/\/$/, '');
    // A queue of the test's own on the platform's exchange: what it receives went through RabbitMQ.
    broker = await amqp.connect(AMQP_URL);
    channel = await broker.createChannel();
    await channel.assertExchange('teleplan.events', 'topic', { durable: true });
    const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
    await channel.bindQueue(queue, 'teleplan.events', 'account.#');
    await channel.consume(
      queue,
      (message) => {
        if (message) seen.push(JSON.parse(message.content.toString()) as EventEnvelope);
      },
      { noAck: true },
    );

    const [gatewayPort, ...servicePorts] = await freePorts(SERVICES.length + 1);
    try {
      platform = await startDistributed({
        pgBaseUrl: pgBase,
        amqpUrl: AMQP_URL,
        databasePrefix: prefix,
        gatewayPort: gatewayPort!,
        servicePorts: Object.fromEntries(
          SERVICES.map((service, index) => [service.name, servicePorts[index]!]),
        ),
        secrets: generateSecrets(),
        mailOutboxDir: mkdtempSync(path.join(tmpdir(), 'teleplan-e2e-mail-')),
        seed: true,
        env: { LOG_LEVEL: 'warn' },
        onLine: (name, line) => logs.push(`[${name}] ${line}`),
      });
    } catch (error) {
      console.error(logs.join('\n'));
      throw error;
    }
    gateway = platform.gatewayUrl;
  });

  afterAll(async () => {
    await platform?.stop();
    await broker?.close();
    const admin = new pg.Client({ connectionString: `${pgBase}/postgres` });
    await admin.connect();
    for (const service of SERVICES)
      await admin.query(`DROP DATABASE IF EXISTS "${prefix}_${service.name}" WITH (FORCE)`);
    await admin.end();
  });

  it('serves the SPA and the merged API docs from the gateway', async () => {
    const page = await fetch(`${gateway}/app/home`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const docs = (await (await fetch(`${gateway}/api/docs/json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining(['/api/authenticator/token', '/api/accounts/create']),
    );
  });

  it('signs a seeded demo account in through the gateway, with the refresh cookie', async () => {
    const answer = await token({
      grant_type: 'password',
      username: multiRole.email,
      password: DEMO_PASSWORD,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toMatch(/teleplan_refresh=.*HttpOnly/i);
    const body = (await answer.json()) as TokenAnswer;
    expect(claims(body.access_token)).toMatchObject({
      role: multiRole.preferredRole,
      authorities: expect.arrayContaining(multiRole.roles),
    });
  });

  it('switches role through the gateway, and the other service accepts the new token', async () => {
    const session = await login(multiRole.email);
    const target = multiRole.roles.find((role) => role !== multiRole.preferredRole)!;
    const switched = await fetch(`${gateway}/api/authenticator/impersonate?targetRole=${target}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(switched.status).toBe(200);
    const body = (await switched.json()) as TokenAnswer;
    expect(claims(body.access_token).role).toBe(target);
    const own = await fetch(`${gateway}/api/accounts/account/me`, {
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(own.status).toBe(200);
  });

  it('carries the deactivation of an account over RabbitMQ, and the authenticator ends its sessions', async () => {
    const victim = await login(roomUser.email);
    const victimId = String(claims(victim.access_token).sub);
    const admin = await login(superAdmin.email);

    const deactivated = await fetch(`${gateway}/api/accounts/${victimId}/deactivate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.access_token}` },
    });
    expect(deactivated.status, await deactivated.clone().text()).toBeLessThan(300);

    await expect
      .poll(
        () =>
          seen.find(
            (event) =>
              event.type === AccountEvents.accountDeactivated &&
              (event.payload as { current: { id: string } }).current.id === victimId,
          ),
        POLL,
      )
      .toBeDefined();
    await expect
      .poll(
        async () =>
          (await token({ grant_type: 'refresh_token', refresh_token: victim.refresh_token })).status,
        POLL,
      )
      .toBe(400);
  });

  it('pushes an appointment event over RabbitMQ to a STOMP client and an SSE stream through the gateway', async () => {
    const admin = await login(superAdmin.email);
    const received: LiveAppointmentEvent[] = [];
    let subscribed!: () => void;
    const ready = new Promise<void>((resolve) => (subscribed = resolve));
    const client = new Client({
      webSocketFactory: () =>
        new WebSocket(`${gateway.replace(/^http/, 'ws')}${LIVE_FEED_PATHS.webSocket}`, ['v12.stomp']),
      connectHeaders: { Authorization: `Bearer ${admin.access_token}` },
      reconnectDelay: 0,
      onConnect: () => {
        client.watchForReceipt('subscribed', subscribed);
        client.subscribe(
          LIVE_APPOINTMENTS_DESTINATION,
          (message) => received.push(JSON.parse(message.body)),
          {
            receipt: 'subscribed',
          },
        );
      },
    });
    client.activate();
    await ready;
    const sold = await fetch(`${gateway}${LIVE_FEED_PATHS.sseTicket}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.access_token}` },
    });
    expect(sold.status, await sold.clone().text()).toBe(201);
    const { ticket } = (await sold.json()) as LiveTicket;
    const stream = await fetch(`${gateway}${LIVE_FEED_PATHS.sse}?ticket=${ticket}`);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    let streamed = '';
    void (async () => {
      for await (const chunk of stream.body!) streamed += Buffer.from(chunk as Uint8Array).toString();
    })().catch(() => undefined);

    const at = '2026-03-02T09:00:00.000Z';
    const event = newEvent(ScheduleEvents.appointmentBooked, 'schedule', {
      current: anAppointment(
        at,
        {
          id: crypto.randomUUID(),
          room: crypto.randomUUID(),
          sector: crypto.randomUUID(),
          doctor: crypto.randomUUID(),
          patient: crypto.randomUUID(),
        },
        { consultation: 10, total: 20 },
      ),
    });
    channel.publish('teleplan.events', event.type, Buffer.from(JSON.stringify(event)), {
      persistent: true,
      messageId: event.id,
      contentType: 'application/json',
    });
    await expect.poll(() => received.map((e) => e.id), POLL).toContain(event.id);
    expect(received.find((e) => e.id === event.id)).toMatchObject({
      type: 'BOOKED',
      appointment: { title: '' },
    });
    await expect.poll(() => streamed, POLL).toContain(`id: ${event.id}`);
    await client.deactivate();
  });

  it('keeps every process running through the scenario', async () => {
    const crashed = await Promise.race([
      platform.crashed,
      new Promise((resolve) => setTimeout(() => resolve('running'), 100)),
    ]);
    expect(crashed).toBe('running');
  });
});
