import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@teleplan/proto/errors';
import type { AppointmentView } from '@teleplan/proto/schedule-appointments';
import { as, startSchedule, type Caller, type Harness, type Person } from './harness.ts';
import { appointmentCount, bookingIn, outbox, practice, type Practice } from './appointment-world.ts';

/** The service's now: a fixed Tuesday, 08:00 UTC. */
const NOW = '2026-09-08T08:00:00.000Z';
const at = (days: number, hh: number, mm = 0) =>
  new Date(Date.parse(NOW) + ((days * 24 + hh - 8) * 60 + mm) * 60_000).toISOString();

let h: Harness;
let p: Practice;
let patient: Person;

beforeAll(async () => {
  h = await startSchedule();
  h.clock.at = new Date(NOW);
  p = await practice(h);
  patient = await h.person(['PATIENT']);
});
afterAll(async () => h?.close());

interface Answer {
  status: number;
  body: AppointmentView & ErrorBody;
  replayed: boolean;
}

/** Calls the service as `caller` with an Idempotency-Key (none when `key` is null). */
async function send(
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  caller: Caller,
  key: string | null,
  body?: unknown,
): Promise<Answer> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${await h.service.issuer.token(caller!.id, caller!.role)}`,
  };
  if (key !== null) headers['idempotency-key'] = key;
  const response = await h.service.app.inject({
    method,
    url: `/api/schedule${url}`,
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return {
    status: response.statusCode,
    body: response.json(),
    replayed: response.headers['idempotent-replayed'] === 'true',
  };
}

const bookAt = (startTime: string, key: string | null, caller: Caller = as(p.roomUser)) =>
  send('POST', '/appointments', caller, key, bookingIn(p, patient, startTime));

describe('Idempotency-Key on booking', () => {
  it('answers a retry with the first answer and books once', async () => {
    const key = randomUUID();
    const first = await bookAt(at(1, 9), key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const before = await appointmentCount(h);
    const retry = await bookAt(at(1, 9), key);
    expect(retry).toEqual({ status: 201, body: first.body, replayed: true });
    expect(await appointmentCount(h)).toBe(before);
    const booked = await outbox(h, 'appointment.booked');
    expect(booked.filter((event) => event.current.id === first.body.appointment.id)).toHaveLength(1);
  });

  it('without a key, a second identical booking meets the first as a conflict', async () => {
    expect((await bookAt(at(1, 10), null)).status).toBe(201);
    const again = await bookAt(at(1, 10), null);
    expect([again.status, again.body.messageCode]).toEqual([409, 'schedule.appointment.doctor_conflict']);
  });

  it('refuses the same key with another body (422 idempotency_key_reused) and books nothing', async () => {
    const key = randomUUID();
    expect((await bookAt(at(1, 11), key)).status).toBe(201);
    const before = await appointmentCount(h);
    const other = await bookAt(at(1, 12), key);
    expect([other.status, other.body.messageCode]).toEqual([
      422,
      'schedule.appointment.idempotency_key_reused',
    ]);
    expect(await appointmentCount(h)).toBe(before);
  });

  it('writes once when 10 requests with one key arrive at once, and answers all of them the same', async () => {
    const key = randomUUID();
    const before = await appointmentCount(h);
    const answers = await Promise.all(Array.from({ length: 10 }, () => bookAt(at(1, 14), key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body.appointment.id)).size).toBe(1);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(await appointmentCount(h)).toBe(before + 1);
  });

  it("keeps keys per caller: another caller's same key is a request of its own", async () => {
    const key = randomUUID();
    const mine = await bookAt(at(1, 15), key);
    const theirs = await bookAt(at(1, 16), key, as(p.roomManager));
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.replayed).toBe(false);
    expect(theirs.body.appointment.id).not.toBe(mine.body.appointment.id);
  });

  it('does not keep a refusal: a retry once the cause is gone books', async () => {
    const key = randomUUID();
    const blocker = await bookAt(at(1, 17), null);
    const refused = await bookAt(at(1, 17), key);
    expect(refused.status).toBe(409);
    await send('DELETE', `/appointments/${blocker.body.appointment.id}/cancel`, h.admin, null, {
      cancelMotive: 'x',
    });
    const retry = await bookAt(at(1, 17), key);
    expect([retry.status, retry.replayed]).toEqual([201, false]);
  });

  it('acts again with a key older than 24 hours', async () => {
    const key = randomUUID();
    expect((await bookAt(at(2, 9), key)).status).toBe(201);
    const later = await h.at(at(3, 8, 10), () => bookAt(at(3, 9), key));
    expect([later.status, later.replayed]).toEqual([201, false]);
  });

  it.each([
    ['an empty key', ''],
    ['a key over 255 characters', 'k'.repeat(256)],
    ['a key with a space', 'two words'],
  ])('refuses %s with 400 common.request.invalid and books nothing', async (_what, key) => {
    const before = await appointmentCount(h);
    const reply = await bookAt(at(4, 9), key);
    expect([reply.status, reply.body.messageCode]).toEqual([400, 'common.request.invalid']);
    expect(await appointmentCount(h)).toBe(before);
  });
});

describe('Idempotency-Key in the OpenAPI document', () => {
  it('documents the header on the four writes', async () => {
    const doc = (
      await h.call<{
        paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
      }>('GET', '/openapi.json', null)
    ).body;
    const headersOf = (path: string, method: string) =>
      (doc.paths[`/api/schedule${path}`]?.[method]?.parameters ?? [])
        .filter((parameter) => parameter.in === 'header')
        .map((parameter) => parameter.name);
    expect(headersOf('/appointments', 'post')).toContain('idempotency-key');
    expect(headersOf('/appointments/{id}', 'patch')).toContain('idempotency-key');
    expect(headersOf('/appointments/{id}/payment', 'patch')).toContain('idempotency-key');
    expect(headersOf('/appointments/{id}/cancel', 'delete')).toContain('idempotency-key');
  });
});

describe('Idempotency-Key on move, cancel and payment', () => {
  it('answers a retried move with the first answer, even after the appointment moved again', async () => {
    const booked = (await bookAt(at(5, 9), null)).body.appointment;
    const key = randomUUID();
    const body = { room: p.room.id, doctor: p.doctor.id, startTime: at(5, 10) };
    const first = await send('PATCH', `/appointments/${booked.id}`, as(p.roomUser), key, body);
    expect(first.status).toBe(200);
    await send('PATCH', `/appointments/${booked.id}`, as(p.roomUser), null, {
      ...body,
      startTime: at(5, 11),
    });
    const retry = await send('PATCH', `/appointments/${booked.id}`, as(p.roomUser), key, body);
    expect(retry).toEqual({ status: 200, body: first.body, replayed: true });
    const other = await send('PATCH', `/appointments/${booked.id}`, as(p.roomUser), key, {
      ...body,
      startTime: at(5, 12),
    });
    expect([other.status, other.body.messageCode]).toEqual([
      422,
      'schedule.appointment.idempotency_key_reused',
    ]);
  });

  it('answers a retried cancellation with the first answer instead of already_canceled', async () => {
    const booked = (await bookAt(at(6, 9), null)).body.appointment;
    const key = randomUUID();
    const cancel = (k: string | null) =>
      send('DELETE', `/appointments/${booked.id}/cancel`, as(p.roomUser), k, { cancelMotive: 'Grippe' });
    const first = await cancel(key);
    expect(first.status).toBe(200);
    expect(await cancel(key)).toEqual({ status: 200, body: first.body, replayed: true });
    expect((await cancel(null)).body.messageCode).toBe('schedule.appointment.already_canceled');
    const canceled = await outbox(h, 'appointment.canceled');
    expect(canceled.filter((event) => event.current.id === booked.id)).toHaveLength(1);
  });

  it('answers a retried payment with the first answer and does not undo a later change', async () => {
    const booked = (await bookAt(at(6, 10), null)).body.appointment;
    const key = randomUUID();
    const pay = (paid: boolean, k: string | null) =>
      send('PATCH', `/appointments/${booked.id}/payment?paid=${paid}`, as(p.roomUser), k);
    const first = await pay(true, key);
    expect(first.body.appointment.paid).toBe(true);
    expect((await pay(false, null)).body.appointment.paid).toBe(false);
    expect(await pay(true, key)).toEqual({ status: 200, body: first.body, replayed: true });
    const [row] = await h.service.dataSource.query<{ paid: boolean }[]>(
      'SELECT paid FROM appointment WHERE id = $1',
      [booked.id],
    );
    expect(row!.paid).toBe(false);
  });
});
