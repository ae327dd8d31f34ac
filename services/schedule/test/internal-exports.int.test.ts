import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@teleplan/proto/roles';
import { APPOINTMENT_FACT_COLUMNS, type AvailableInterval } from '@teleplan/proto/read-model-exports';
import type { Appointment, AppointmentView } from '@teleplan/proto/schedule-appointments';
import type { EvaluationSubmittedPayload, EvaluationTokenIssued } from '@teleplan/proto/schedule-evaluations';
import { ScheduleEvents } from '@teleplan/proto/schedule-events';
import { as, code, ghost, startSchedule, type Caller, type Harness } from './harness.ts';
import { book, outbox, practice, utc, type Practice } from './appointment-world.ts';
import { ANSWERS } from './evaluation-answers.ts';

/** The facts a read model rebuilds from: what was written, line for line, to SERVICE tokens only. */
let h: Harness;
let p: Practice;
const SERVICE = ghost('SERVICE');

beforeAll(async () => {
  h = await startSchedule();
  p = await practice(h);
});
afterAll(async () => h?.close());

/** The answer of `url`: its status, content type and text (the JSON error body when refused). */
async function exported(url: string, caller: Caller = SERVICE) {
  const headers: Record<string, string> = {};
  if (caller) headers.authorization = `Bearer ${await h.service.issuer.token(caller.id, caller.role)}`;
  const response = await h.service.app.inject({ method: 'GET', url: `/api/schedule${url}`, headers });
  const ok = response.statusCode === 200;
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    text: response.body,
    error: ok ? undefined : response.json(),
  };
}

/** The NDJSON answer of `url`, its lines parsed. */
async function ndjson<T>(url: string, caller: Caller = SERVICE) {
  const answer = await exported(url, caller);
  const lines = answer.status === 200 ? answer.text.split('\n').filter((line) => line !== '') : [];
  return { ...answer, body: lines.map((line) => JSON.parse(line) as T) };
}

const changed = async (reply: Promise<{ status: number; body: AppointmentView }>): Promise<Appointment> => {
  const { status, body } = await reply;
  expect(status, JSON.stringify(body)).toBe(200);
  return body.appointment;
};

describe('GET internal/exports/appointments', () => {
  it('streams the facts of every appointment as it was last written, canceled and deleted ones included, as CSV', async () => {
    const patient = await h.person(['PATIENT']);
    const booked = async (hour: number) => {
      const reply = await book(h, p, patient, utc(3, hour), { comment: 'Fièvre "forte" \\ toux\nnuit' });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      return reply.body.appointment;
    };
    const kept = await booked(8);
    const moved = await changed(
      h.call('PATCH', `/appointments/${(await booked(9)).id}`, as(p.roomManager), {
        room: p.room.id,
        doctor: p.doctor.id,
        startTime: utc(4, 11),
      }),
    );
    const canceled = await changed(
      h.call('DELETE', `/appointments/${(await booked(10)).id}/cancel`, as(p.roomUser), {
        cancelMotive: 'Empêchement',
        absentPatient: true,
      }),
    );
    const paid = await changed(
      h.call('PATCH', `/appointments/${(await booked(12)).id}/payment?paid=true`, as(p.roomUser)),
    );
    // No call deletes an appointment (the flag comes with the data of older platforms): set it as they do.
    const deleted = await booked(13);
    await h.service.dataSource.query('UPDATE appointment SET deleted = true WHERE id = $1', [deleted.id]);

    const reply = await exported('/internal/exports/appointments');
    expect(reply.status).toBe(200);
    expect(reply.type).toMatch(/^text\/csv/);
    const lines = parse(reply.text, {
      columns: [...APPOINTMENT_FACT_COLUMNS],
      // As PostgreSQL writes CSV: booleans t/f, an absent value empty.
      cast: (value) => (value === 't' ? true : value === 'f' ? false : value === '' ? null : value),
    }) as Record<string, unknown>[];
    const iso = (instant: unknown) => new Date(String(instant)).toISOString();
    const facts = lines.map((line) => ({
      ...line,
      start: iso(line.start),
      end: iso(line.end),
      updatedAt: iso(line.updatedAt),
    }));
    const factOf = (appointment: Appointment): Record<string, unknown> => {
      const values = { ...appointment, start: appointment.interval.start, end: appointment.interval.end };
      return Object.fromEntries(APPOINTMENT_FACT_COLUMNS.map((column) => [column, values[column]]));
    };
    const expected = [kept, moved, canceled, paid, { ...deleted, deleted: true }].map(factOf);
    const byId = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      String(a.id).localeCompare(String(b.id));
    expect(facts.toSorted(byId)).toEqual(expected.toSorted(byId));
  });
});

describe('GET internal/exports/evaluations', () => {
  it('streams each answered survey as the event announced it, and nothing for the unanswered', async () => {
    const patient = await h.person(['PATIENT']);
    const answeredId = (await book(h, p, patient, utc(6, 8))).body.appointment.id;
    const openId = (await book(h, p, patient, utc(6, 10))).body.appointment.id;
    for (const id of [answeredId, openId]) {
      const issued = await h.call<EvaluationTokenIssued>('POST', '/internal/evaluations/token', SERVICE, {
        appointmentId: id,
      });
      if (id === openId) continue;
      const submit = await h.call('POST', `/service-evaluation?token=${issued.body.token}`, null, ANSWERS);
      expect(submit.status).toBe(204);
    }
    const reply = await ndjson<EvaluationSubmittedPayload>('/internal/exports/evaluations');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(
      await outbox<EvaluationSubmittedPayload>(h, ScheduleEvents.evaluationSubmitted),
    );
    expect(reply.body.map((line) => line.appointmentId)).toEqual([answeredId]);
  });
});

describe('GET internal/exports/availability', () => {
  let doctor: string;
  let room: string;

  beforeAll(async () => {
    doctor = (await h.person(['DOCTOR'])).id;
    room = (await h.room({ zoneId: 'Europe/Paris' })).id;
    const slot = (owner: string, dayOfWeek: number, start: string, end: string) => ({
      owner,
      dayOfWeek,
      interval: { start, end, zone: 'Europe/Paris' },
    });
    const added = await h.call('POST', '/availabilities/doctors', h.admin, {
      defaultAvailability: [slot(doctor, 1, '09:00', '12:00')],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const roomAdded = await h.call('POST', '/availabilities/rooms', h.admin, {
      defaultAvailability: [slot(room, 2, '09:30', '11:10')],
    });
    expect(roomAdded.status, JSON.stringify(roomAdded.body)).toBe(201);
  });

  const intervals = (from: string, to: string, owners: string[]) =>
    ndjson<AvailableInterval>(
      `/internal/exports/availability?from=${from}&to=${to}${owners.map((id) => `&ownerIds=${id}`).join('')}`,
    );
  const interval = (ownerType: 'DOCTOR' | 'ROOM', owner: string, start: string, end: string) => ({
    ownerType,
    owner,
    start,
    end,
  });

  it('places a Monday 09:00-12:00 Paris slot in UTC on each side of the change to summer time', async () => {
    const reply = await intervals('2026-03-23T00:00:00.000Z', '2026-03-31T00:00:00.000Z', [doctor]);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual([
      interval('DOCTOR', doctor, '2026-03-23T08:00:00.000Z', '2026-03-23T11:00:00.000Z'),
      interval('DOCTOR', doctor, '2026-03-30T07:00:00.000Z', '2026-03-30T10:00:00.000Z'),
    ]);
  });

  it('keeps slots off the hour, on each side of the change to winter time, owners in order', async () => {
    const reply = await intervals('2026-10-19T00:00:00.000Z', '2026-10-28T00:00:00.000Z', [room, doctor]);
    const expected = [
      interval('DOCTOR', doctor, '2026-10-19T07:00:00.000Z', '2026-10-19T10:00:00.000Z'),
      interval('DOCTOR', doctor, '2026-10-26T08:00:00.000Z', '2026-10-26T11:00:00.000Z'),
    ];
    const roomIntervals = [
      interval('ROOM', room, '2026-10-20T07:30:00.000Z', '2026-10-20T09:10:00.000Z'),
      interval('ROOM', room, '2026-10-27T08:30:00.000Z', '2026-10-27T10:10:00.000Z'),
    ];
    expect(reply.body).toEqual(
      doctor < room ? [...expected, ...roomIntervals] : [...roomIntervals, ...expected],
    );
  });

  it('cuts the stretches at the range asked for', async () => {
    const reply = await intervals('2026-10-19T08:30:00.000Z', '2026-10-26T09:00:00.000Z', [doctor]);
    expect(reply.body).toEqual([
      interval('DOCTOR', doctor, '2026-10-19T08:30:00.000Z', '2026-10-19T10:00:00.000Z'),
      interval('DOCTOR', doctor, '2026-10-26T08:00:00.000Z', '2026-10-26T09:00:00.000Z'),
    ]);
  });

  it('adds exceptional availability and takes exceptional unavailability off', async () => {
    const added = await h.call('POST', '/availabilities/doctors', h.admin, {
      exceptionalAvailability: [
        { owner: doctor, interval: { start: '2026-11-04T14:00:00.000Z', end: '2026-11-04T14:40:00.000Z' } },
      ],
      exceptionalUnavailability: [
        { owner: doctor, interval: { start: '2026-11-02T08:20:00.000Z', end: '2026-11-02T10:00:00.000Z' } },
      ],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const reply = await intervals('2026-11-02T00:00:00.000Z', '2026-11-05T00:00:00.000Z', [doctor]);
    expect(reply.body).toEqual([
      interval('DOCTOR', doctor, '2026-11-02T08:00:00.000Z', '2026-11-02T08:20:00.000Z'),
      interval('DOCTOR', doctor, '2026-11-02T10:00:00.000Z', '2026-11-02T11:00:00.000Z'),
      interval('DOCTOR', doctor, '2026-11-04T14:00:00.000Z', '2026-11-04T14:40:00.000Z'),
    ]);
  });

  it('lists every owner without ownerIds', async () => {
    const reply = await intervals('2026-10-19T00:00:00.000Z', '2026-10-21T00:00:00.000Z', []);
    const owners = new Set(reply.body.map((line) => `${line.ownerType}:${line.owner}`));
    for (const owner of [`DOCTOR:${doctor}`, `ROOM:${room}`, `DOCTOR:${p.doctor.id}`, `ROOM:${p.room.id}`])
      expect(owners).toContain(owner);
  });

  it('refuses a range not ordered or longer than about 7 years (400), and a malformed one', async () => {
    for (const [from, to] of [
      ['2026-10-20T00:00:00.000Z', '2026-10-20T00:00:00.000Z'],
      ['2026-10-21T00:00:00.000Z', '2026-10-20T00:00:00.000Z'],
      ['2020-01-01T00:00:00.000Z', '2027-01-03T00:00:00.000Z'],
    ]) {
      const refused = await intervals(from!, to!, []);
      expect([from, to, refused.status, refused.error?.messageCode]).toEqual([
        from,
        to,
        400,
        'schedule.request.range_invalid',
      ]);
    }
    const malformed = await intervals('yesterday', '2026-10-20T00:00:00.000Z', []);
    expect([malformed.status, malformed.error?.messageCode]).toEqual([400, 'common.request.invalid']);
    const longest = await intervals('2020-01-01T00:00:00.000Z', '2026-12-31T00:00:00.000Z', [doctor]);
    expect(longest.status).toBe(200);
  });
});

describe('who may read the exports', () => {
  const PATHS = [
    '/internal/exports/appointments',
    '/internal/exports/evaluations',
    '/internal/exports/availability?from=2026-10-19T00:00:00.000Z&to=2026-10-20T00:00:00.000Z',
  ];

  it('answers SERVICE tokens; refuses every person role (403) and no token (401)', async () => {
    for (const path of PATHS) {
      expect([path, (await exported(path)).status]).toEqual([path, 200]);
      for (const role of ROLES) {
        const refused = await exported(path, ghost(role));
        expect([path, role, refused.status, refused.error?.messageCode]).toEqual([
          path,
          role,
          403,
          'common.auth.forbidden',
        ]);
      }
      const anonymous = await exported(path, null);
      expect([path, anonymous.status, code({ body: anonymous.error })]).toEqual([
        path,
        401,
        'common.auth.unauthenticated',
      ]);
    }
  });
});
