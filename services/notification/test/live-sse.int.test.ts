import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { waitFor } from '@teleplan/kit/testing/wait-for';
import type { LiveTicket } from '@teleplan/proto/live-feed';
import { as, code, startNotification, type Harness } from './harness.ts';
import { appointmentEvent, doctorDisabled, type Place } from './live-harness.ts';

let h: Harness;
let base: string;
let now = Date.UTC(2026, 2, 2, 9);
beforeAll(async () => {
  h = await startNotification({ NOTIFICATION_LIVE_TICKET_SECONDS: 30 }, { clock: () => new Date(now) });
  await h.service.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.service.app.server.address() as AddressInfo).port}/api/notification`;
});
afterAll(async () => h?.close());

/** An SSE stream as text, read as it arrives. */
async function open(ticket: string, lastEventId?: string) {
  const controller = new AbortController();
  const query = new URLSearchParams({ ticket, ...(lastEventId ? { lastEventId } : {}) });
  const response = await fetch(`${base}/live/events?${query}`, { signal: controller.signal });
  let text = '';
  if (response.ok) {
    void (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of response.body!) text += decoder.decode(chunk as Uint8Array, { stream: true });
    })().catch(() => undefined);
  }
  return { response, text: () => text, close: () => controller.abort() };
}

async function ticketFor(caller: Parameters<Harness['call']>[2]) {
  return h.call<LiveTicket>('POST', '/live/tickets', caller);
}

describe('the live feed over SSE', () => {
  it('sells a ticket for the access token, opens the stream once with it, and streams the events the role may see', async () => {
    const doctor = await h.person(['DOCTOR']);
    const other = await h.person(['DOCTOR']);
    const sold = await ticketFor(as(doctor));
    expect(sold).toMatchObject({ status: 201, body: { expiresInSeconds: 30 } });
    const stream = await open(sold.body.ticket);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);

    const place = (id: string): Place => ({
      room: uuidv7(),
      sector: uuidv7(),
      doctor: id,
      patient: uuidv7(),
    });
    const notMine = appointmentEvent('BOOKED', place(other.id));
    const mine = appointmentEvent('BOOKED', place(doctor.id));
    await h.service.bus.publish(notMine);
    await h.service.bus.publish(mine);
    await waitFor('the doctor’s event on the stream', () => stream.text().includes(`id: ${mine.id}`));
    expect(stream.text()).not.toContain(notMine.id);
    const data = stream
      .text()
      .split('\n')
      .find((line) => line.startsWith('data: {'))!;
    expect(JSON.parse(data.slice('data: '.length))).toMatchObject({ id: mine.id, type: 'BOOKED' });

    const again = await open(sold.body.ticket);
    expect(again.response.status).toBe(401);
    expect(await again.response.json()).toMatchObject({ messageCode: 'notification.live.invalid_ticket' });
    stream.close();
  });

  it('ends the stream of an account disabled meanwhile, saying why', async () => {
    const doctor = await h.person(['DOCTOR']);
    const stream = await open((await ticketFor(as(doctor))).body.ticket);
    await doctorDisabled(h, doctor);
    await waitFor('the stream to say why it ends', () => stream.text().includes('event: live-error'));
    expect(stream.text()).toContain('notification.live.revoked');
  });

  it('refuses a ticket once it has expired', async () => {
    const admin = await h.person(['ADMIN']);
    const sold = await ticketFor(as(admin));
    now += 31_000;
    const late = await open(sold.body.ticket);
    expect(late.response.status).toBe(401);
    expect(await late.response.json()).toMatchObject({ messageCode: 'notification.live.invalid_ticket' });
  });

  it('refuses an unknown ticket, a malformed one, and a ticket to a patient or to no token', async () => {
    const unknown = await open('a'.repeat(43));
    expect(unknown.response.status).toBe(401);
    const malformed = await open('not a ticket!');
    expect(malformed.response.status).toBe(400);
    const patient = await h.person(['PATIENT']);
    const refused = await ticketFor(as(patient));
    expect({ status: refused.status, code: code(refused) }).toEqual({
      status: 403,
      code: 'notification.live.forbidden',
    });
    const anonymous = await ticketFor(null);
    expect(anonymous.status).toBe(401);
  });

  it('replays from lastEventId on a new ticket', async () => {
    const admin = await h.person(['ADMIN']);
    const place: Place = { room: uuidv7(), sector: uuidv7(), doctor: uuidv7(), patient: uuidv7() };
    const seen = appointmentEvent('BOOKED', place);
    const missed = appointmentEvent('CANCELED', place);
    await h.service.bus.publish(seen);
    await h.service.bus.publish(missed);
    await h.service.bus.idle();
    const stream = await open((await ticketFor(as(admin))).body.ticket, seen.id);
    await waitFor('the missed event', () => stream.text().includes(`id: ${missed.id}`));
    expect(stream.text()).not.toContain(`id: ${seen.id}`);
    stream.close();
  });
});
