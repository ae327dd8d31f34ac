import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@teleplan/proto/roles';
import type { EvaluationSubmittedPayload, EvaluationTokenIssued } from '@teleplan/proto/schedule-evaluations';
import { EVALUATION_TOKEN_DAYS } from '@teleplan/proto/schedule-evaluations';
import { ScheduleEvents } from '@teleplan/proto/schedule-events';
import { as, code, ghost, startSchedule, type Caller, type Harness } from './harness.ts';
import { book, outbox, practice, unknownId, utc, type Practice } from './appointment-world.ts';
import { ANSWERS } from './evaluation-answers.ts';
import { testNow } from './today.ts';

let h: Harness;
let p: Practice;
let slot = 0;

beforeAll(async () => {
  h = await startSchedule();
  p = await practice(h);
});
afterAll(async () => h?.close());

const SERVICE = ghost('SERVICE');

/** A fresh appointment of the practice (each test its own hour, so none overlap). */
async function appointment(): Promise<string> {
  slot += 1;
  const reply = await book(h, p, await h.person(['PATIENT']), utc(1, slot));
  expect(reply.status).toBe(201);
  return reply.body.appointment.id;
}

const issue = (appointmentId: string, caller: Caller = SERVICE) =>
  h.call<EvaluationTokenIssued>('POST', '/internal/evaluations/token', caller, { appointmentId });

async function tokenFor(appointmentId: string): Promise<string> {
  const reply = await issue(appointmentId);
  expect(reply.status).toBe(200);
  return reply.body.token;
}

const status = (token: string, query = encodeURIComponent(token)) =>
  h.call('GET', `/service-evaluation?token=${query}`, null);
const submit = (token: string, answers: unknown = ANSWERS, query = encodeURIComponent(token)) =>
  h.call('POST', `/service-evaluation?token=${query}`, null, answers);

async function storedAnswers(appointmentId: string): Promise<number> {
  const [row] = await h.service.dataSource.query<{ n: number }[]>(
    'SELECT count(*)::int AS n FROM evaluation WHERE appointment_id = $1',
    [appointmentId],
  );
  return row!.n;
}

const submitted = async (appointmentId: string) =>
  (await outbox<EvaluationSubmittedPayload>(h, ScheduleEvents.evaluationSubmitted)).filter(
    (payload) => payload.appointmentId === appointmentId,
  );

describe('POST internal/evaluations/token', () => {
  it('issues a 43-character base64url token valid for 30 days, stored only as its SHA-256', async () => {
    const id = await appointment();
    const reply = await issue(id);
    expect(reply.status).toBe(200);
    expect(reply.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reply.body.expiresAt).toBe(
      new Date(testNow().getTime() + EVALUATION_TOKEN_DAYS * 86_400_000).toISOString(),
    );
    const rows = await h.service.dataSource.query<{ token_hash: string }[]>(
      'SELECT token_hash FROM evaluation_token WHERE appointment_id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(reply.body.token);
  });

  it('answers a repeated call with another usable link; the appointment is still evaluated once', async () => {
    const id = await appointment();
    const first = await tokenFor(id);
    const second = await tokenFor(id);
    expect(second).not.toBe(first);
    expect((await status(first)).status).toBe(200);
    expect((await submit(second)).status).toBe(204);
    const refused = await submit(first);
    expect([refused.status, code(refused)]).toEqual([409, 'schedule.evaluation.used']);
    expect(await storedAnswers(id)).toBe(1);
  });

  it('refuses an unknown appointment (404) and a canceled one (409), issuing nothing', async () => {
    const unknown = await issue(unknownId());
    expect([unknown.status, code(unknown)]).toEqual([404, 'schedule.appointment.missing']);
    const id = await appointment();
    await h.call('DELETE', `/appointments/${id}/cancel`, as(p.roomUser), { cancelMotive: 'Empêchement' });
    const canceled = await issue(id);
    expect([canceled.status, code(canceled)]).toEqual([409, 'schedule.evaluation.canceled_appointment']);
    const [row] = await h.service.dataSource.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM evaluation_token WHERE appointment_id = $1',
      [id],
    );
    expect(row!.n).toBe(0);
  });

  it('refuses an appointment already evaluated (409 used)', async () => {
    const id = await appointment();
    await submit(await tokenFor(id));
    const refused = await issue(id);
    expect([refused.status, code(refused)]).toEqual([409, 'schedule.evaluation.used']);
  });

  it('accepts SERVICE tokens only: every human role 403, no token 401', async () => {
    const id = await appointment();
    expect((await issue(id, SERVICE)).status).toBe(200);
    for (const role of ROLES) {
      const refused = await issue(id, ghost(role));
      expect([role, refused.status, code(refused)]).toEqual([role, 403, 'common.auth.forbidden']);
    }
    const anonymous = await issue(id, null);
    expect([anonymous.status, code(anonymous)]).toEqual([401, 'common.auth.unauthenticated']);
  });

  it('refuses a body that is not one appointment id', async () => {
    const reply = await h.call('POST', '/internal/evaluations/token', SERVICE, { appointmentId: 'x' });
    expect([reply.status, code(reply)]).toEqual([400, 'common.request.invalid']);
  });
});

describe('GET service-evaluation', () => {
  it('says a fresh link is open, with nothing about the appointment or the patient', async () => {
    const reply = await status(await tokenFor(await appointment()));
    expect(reply).toEqual({ status: 200, body: { status: 'OPEN' } });
  });

  it('gives the refusal a submit would get: unknown, used, canceled, expired', async () => {
    const unknown = await status('A'.repeat(43));
    expect([unknown.status, code(unknown)]).toEqual([404, 'schedule.evaluation.unknown_token']);

    const answeredToken = await tokenFor(await appointment());
    await submit(answeredToken);
    const used = await status(answeredToken);
    expect([used.status, code(used)]).toEqual([409, 'schedule.evaluation.used']);

    const canceledId = await appointment();
    const canceledToken = await tokenFor(canceledId);
    await h.call('DELETE', `/appointments/${canceledId}/cancel`, as(p.roomUser), {
      cancelMotive: 'Empêchement',
    });
    const canceled = await status(canceledToken);
    expect([canceled.status, code(canceled)]).toEqual([409, 'schedule.evaluation.canceled_appointment']);

    const oldToken = await tokenFor(await appointment());
    const later = new Date(testNow().getTime() + EVALUATION_TOKEN_DAYS * 86_400_000).toISOString();
    const expired = await h.at(later, () => status(oldToken));
    expect([expired.status, code(expired)]).toEqual([410, 'schedule.evaluation.expired']);
    const stillOpen = await h.at(new Date(Date.parse(later) - 1).toISOString(), () => status(oldToken));
    expect(stillOpen.status).toBe(200);
  });
});

describe('POST service-evaluation', () => {
  it('stores the seven answers once and writes evaluation.submitted to the outbox once, without the patient', async () => {
    const id = await appointment();
    const reply = await submit(await tokenFor(id));
    expect(reply.status).toBe(204);
    const [row] = await h.service.dataSource.query<Record<string, unknown>[]>(
      `SELECT responsiveness, problem_resolution, smooth_execution, pleasant_reception, pleasant_consultation,
              next_appointment, sufficient_document, submitted_at FROM evaluation WHERE appointment_id = $1`,
      [id],
    );
    expect(row).toEqual({
      responsiveness: 4,
      problem_resolution: 3,
      smooth_execution: 2,
      pleasant_reception: 1,
      pleasant_consultation: 0,
      next_appointment: 4,
      sufficient_document: 3,
      submitted_at: testNow(),
    });
    const events = await submitted(id);
    expect(events).toEqual([
      {
        appointmentId: id,
        room: p.room.id,
        sector: p.sector.id,
        doctor: p.doctor.id,
        answers: ANSWERS,
        submittedAt: testNow().toISOString(),
      },
    ]);
  });

  it('refuses a used link: the answers and the event stay the first ones', async () => {
    const id = await appointment();
    const token = await tokenFor(id);
    expect((await submit(token)).status).toBe(204);
    const again = await submit(token, { ...ANSWERS, responsiveness: 0 });
    expect([again.status, code(again)]).toEqual([409, 'schedule.evaluation.used']);
    expect(await storedAnswers(id)).toBe(1);
    expect((await submitted(id)).map((event) => event.answers.responsiveness)).toEqual([4]);
  });

  it('stores exactly one of three submits at once (two with one link, one with another); the others are refused as used', async () => {
    const id = await appointment();
    const [token, other] = [await tokenFor(id), await tokenFor(id)];
    const replies = await Promise.all([submit(token), submit(token), submit(other)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([204, 409, 409]);
    for (const reply of replies.filter((r) => r.status === 409))
      expect(code(reply)).toBe('schedule.evaluation.used');
    expect(await storedAnswers(id)).toBe(1);
    expect(await submitted(id)).toHaveLength(1);
  });

  it('refuses an unknown token (404) and a canceled appointment (409), storing nothing', async () => {
    const unknown = await submit('B'.repeat(43));
    expect([unknown.status, code(unknown)]).toEqual([404, 'schedule.evaluation.unknown_token']);
    const id = await appointment();
    const token = await tokenFor(id);
    await h.call('DELETE', `/appointments/${id}/cancel`, as(p.roomUser), { cancelMotive: 'Empêchement' });
    const canceled = await submit(token);
    expect([canceled.status, code(canceled)]).toEqual([409, 'schedule.evaluation.canceled_appointment']);
    expect(await storedAnswers(id)).toBe(0);
    expect(await submitted(id)).toHaveLength(0);
  });

  it('refuses an expired link (410)', async () => {
    const id = await appointment();
    const token = await tokenFor(id);
    const later = new Date(testNow().getTime() + (EVALUATION_TOKEN_DAYS + 1) * 86_400_000).toISOString();
    const reply = await h.at(later, () => submit(token));
    expect([reply.status, code(reply)]).toEqual([410, 'schedule.evaluation.expired']);
    expect(await storedAnswers(id)).toBe(0);
  });

  it.each([
    ['one answer missing', { ...ANSWERS, sufficientDocument: undefined }, 'schedule.evaluation.incomplete'],
    ['no answer', {}, 'schedule.evaluation.incomplete'],
    ['an answer above 4', { ...ANSWERS, responsiveness: 5 }, 'schedule.evaluation.answer_invalid'],
    ['an answer below 0', { ...ANSWERS, nextAppointment: -1 }, 'schedule.evaluation.answer_invalid'],
    ['a fraction', { ...ANSWERS, smoothExecution: 2.5 }, 'schedule.evaluation.answer_invalid'],
    ['a text', { ...ANSWERS, pleasantReception: '3' }, 'schedule.evaluation.answer_invalid'],
    ['an unknown criterion', { ...ANSWERS, comment: 'Très bien' }, 'common.request.invalid'],
  ])('refuses %s with 400 and stores nothing', async (_case, answers, expected) => {
    const id = await appointment();
    const token = await tokenFor(id);
    const reply = await submit(token, JSON.parse(JSON.stringify(answers)));
    expect([reply.status, code(reply)]).toEqual([400, expected]);
    expect(await storedAnswers(id)).toBe(0);
    expect((await status(token)).status).toBe(200);
  });

  // As a client sends them: percent-encoded; a lone surrogate as the UTF-8 bytes it would take, which the query
  // parser reads as U+FFFD (a query cannot carry the surrogate itself), outside the token's alphabet.
  it.each([
    ['a NUL character', 'abc%00def', 'common.request.invalid_characters'],
    ['a lone surrogate', 'abc%ED%A0%80def', 'common.request.invalid'],
    ['a character outside base64url', 'abc%2Bdef', 'common.request.invalid'],
  ])('refuses a token holding %s with 400, on both routes', async (_case, query, expected) => {
    for (const reply of [await status('', query), await submit('', ANSWERS, query)])
      expect([reply.status, code(reply)]).toEqual([400, expected]);
  });

  it('refuses a missing token with 400', async () => {
    const reply = await h.call('POST', '/service-evaluation', null, ANSWERS);
    expect([reply.status, code(reply)]).toEqual([400, 'common.request.invalid']);
  });
});

describe('POST internal/evaluations (a provisioning tool)', () => {
  const provision = (evaluations: unknown[], caller: Caller = SERVICE) =>
    h.call<{ ids: (string | null)[] }>('POST', '/internal/evaluations', caller, { evaluations });
  const SUBMITTED_AT = '2026-06-01T12:30:00.000Z';

  it('stores each answer at the time given and announces it, leaving refused ones as they are (null)', async () => {
    const fresh = await appointment();
    const answered = await appointment();
    await submit(await tokenFor(answered));
    const canceled = await appointment();
    await h.call('DELETE', `/appointments/${canceled}/cancel`, as(p.roomUser), {
      cancelMotive: 'Empêchement',
    });
    const unknown = unknownId();
    const reply = await provision(
      [fresh, answered, canceled, unknown].map((appointmentId) => ({
        appointmentId,
        answers: ANSWERS,
        submittedAt: SUBMITTED_AT,
      })),
    );
    expect(reply).toEqual({ status: 200, body: { ids: [fresh, null, null, null] } });
    expect(await storedAnswers(fresh)).toBe(1);
    expect(await storedAnswers(canceled)).toBe(0);
    expect(await submitted(fresh)).toEqual([
      {
        appointmentId: fresh,
        room: p.room.id,
        sector: p.sector.id,
        doctor: p.doctor.id,
        answers: ANSWERS,
        submittedAt: SUBMITTED_AT,
      },
    ]);
    expect(await submitted(answered)).toHaveLength(1);
    const again = await provision([{ appointmentId: fresh, answers: ANSWERS, submittedAt: SUBMITTED_AT }]);
    expect(again.body.ids).toEqual([null]);
  });

  it('accepts SERVICE tokens only: every person role 403, no token 401, nothing stored', async () => {
    const id = await appointment();
    const item = { appointmentId: id, answers: ANSWERS, submittedAt: SUBMITTED_AT };
    for (const role of ROLES) {
      const refused = await provision([item], ghost(role));
      expect([role, refused.status, code(refused)]).toEqual([role, 403, 'common.auth.forbidden']);
    }
    const anonymous = await provision([item], null);
    expect([anonymous.status, code(anonymous)]).toEqual([401, 'common.auth.unauthenticated']);
    expect(await storedAnswers(id)).toBe(0);
  });

  it('refuses an answer out of 0-4 (400), storing nothing of the call', async () => {
    const id = await appointment();
    const reply = await provision([
      { appointmentId: id, answers: { ...ANSWERS, responsiveness: 5 }, submittedAt: SUBMITTED_AT },
    ]);
    expect([reply.status, code(reply)]).toEqual([400, 'common.request.invalid']);
    expect(await storedAnswers(id)).toBe(0);
  });
});
