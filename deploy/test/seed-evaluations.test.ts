import { describe, expect, it } from 'vitest';
import type { ProvisionEvaluationsBody } from '@teleplan/proto/provisioning';
import { EVALUATION_CRITERIA } from '@teleplan/proto/schedule-evaluations';
import type { ApiCaller } from '../seed/api-caller.ts';
import type { SeededAppointment } from '../seed/appointments.ts';
import { demoEvaluations, seedEvaluations } from '../seed/evaluations.ts';
import { SeedSession } from '../seed/session.ts';

const NOW = new Date('2026-11-25T16:55:00.000Z');
const HOUR_MS = 3_600_000;

/** 400 appointments, one an hour back from NOW: the last three days' not over, one in ten canceled. */
const APPOINTMENTS: SeededAppointment[] = Array.from({ length: 400 }, (_, i) => ({
  id: `01900000-0000-7000-8000-${String(i).padStart(12, '0')}`,
  startTime: new Date(NOW.getTime() - (400 - i) * 6 * HOUR_MS).toISOString(),
  proceeded: i % 10 !== 0,
}));

/** The schedule's two internal calls the stage makes, in memory: answers stored once per appointment. */
function fakeSchedule() {
  const stored = new Map<string, unknown>();
  const caller: ApiCaller = async (request) => {
    if (request.path === '/internal/evaluations/token') {
      const { appointmentId } = request.json as { appointmentId: string };
      return stored.has(appointmentId)
        ? { status: 409, body: { messageCode: 'schedule.evaluation.used' } }
        : { status: 200, body: { token: 't', expiresAt: NOW.toISOString() } };
    }
    const body = request.json as ProvisionEvaluationsBody;
    const ids = body.evaluations.map((item) =>
      stored.has(item.appointmentId) ? null : (stored.set(item.appointmentId, item), item.appointmentId),
    );
    return { status: 200, body: { ids } };
  };
  return { stored, caller };
}

async function run(schedule: ApiCaller): Promise<SeedSession> {
  const session = new SeedSession();
  await seedEvaluations({ session, schedule, serviceToken: async () => 'service' }, APPOINTMENTS, () => NOW);
  return session;
}

describe('the demo survey answers', () => {
  it('answer about 60% of the consultations that took place, with varied answers, after each start', () => {
    const answered = demoEvaluations(APPOINTMENTS, NOW);
    const proceeded = APPOINTMENTS.filter((a) => a.proceeded);
    expect(answered.length / proceeded.length).toBeGreaterThan(0.5);
    expect(answered.length / proceeded.length).toBeLessThan(0.7);
    const byId = new Map(APPOINTMENTS.map((a) => [a.id, a]));
    for (const item of answered) {
      const appointment = byId.get(item.appointmentId)!;
      expect(appointment.proceeded).toBe(true);
      expect(Date.parse(item.submittedAt)).toBeLessThanOrEqual(NOW.getTime());
      expect(Date.parse(item.submittedAt)).toBeGreaterThan(Date.parse(appointment.startTime));
    }
    for (const criterion of EVALUATION_CRITERIA) {
      const values = new Set(answered.map((item) => item.answers[criterion]));
      expect([...values].every((v) => Number.isInteger(v) && v >= 0 && v <= 4)).toBe(true);
      expect(values.size).toBeGreaterThanOrEqual(4);
    }
  });

  it('are the same at every start (drawn from the ids, not the clock of the run)', () => {
    expect(demoEvaluations(APPOINTMENTS, NOW)).toEqual(demoEvaluations([...APPOINTMENTS].reverse(), NOW));
  });

  it('are stored in one call after one check, and a later start stops at the check', async () => {
    const schedule = fakeSchedule();
    const cold = await run(schedule.caller);
    expect(cold.report.calls).toBe(2);
    expect(schedule.stored.size).toBe(demoEvaluations(APPOINTMENTS, NOW).length);
    expect(cold.report.created).toEqual([`${schedule.stored.size} survey answers`]);
    const warm = await run(schedule.caller);
    expect(warm.report.calls).toBe(1);
    expect(warm.report.created).toEqual([]);
  });
});
