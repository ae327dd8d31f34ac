import type { ProvisionedEvaluation, ProvisionedEvaluations } from '@teleplan/proto/provisioning';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { EVALUATION_CRITERIA, type EvaluationAnswers } from '@teleplan/proto/schedule-evaluations';
import type { ApiCaller } from './api-caller.ts';
import type { SeededAppointment } from './appointments.ts';
import type { SeedSession } from './session.ts';

export interface EvaluationsContext {
  session: SeedSession;
  /** The schedule service itself (paths relative to `/api/schedule`): its internal calls. */
  schedule: ApiCaller;
  /** A SERVICE token of the client-credentials grant, for the internal calls. */
  serviceToken: () => Promise<string>;
}

/** The share of the consultations that took place whose patient answered the survey. */
const ANSWERED_SHARE = 0.6;
/** How often each answer (0 very dissatisfied to 4 very satisfied) is given: mostly satisfied, not all. */
const ANSWER_WEIGHTS = [0.04, 0.08, 0.18, 0.38, 0.32];
/** A patient answers between one hour and two days after the start of the consultation. */
const FIRST_ANSWER_MS = 3_600_000;
const LAST_ANSWER_MS = 48 * 3_600_000;
/** Answers per provisioning call (the service takes up to a thousand). */
const PER_CALL = 1000;

/** A pseudo-random sequence in [0, 1) seeded by `text` (FNV-1a, then mulberry32): the same text, the same draws. */
export function draws(text: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) state = Math.imul(state ^ text.charCodeAt(i), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One answer, 0 to 4, drawn with ANSWER_WEIGHTS. */
function answer(draw: () => number): number {
  let left = draw();
  for (const [value, weight] of ANSWER_WEIGHTS.entries()) {
    left -= weight;
    if (left < 0) return value;
  }
  return ANSWER_WEIGHTS.length - 1;
}

/**
 * The demo's survey answers: about ANSWERED_SHARE of the consultations that took place, each drawn from the
 * appointment's id (the same appointments and answers at every start), oldest first, none answered after `now`.
 */
export function demoEvaluations(
  appointments: readonly SeededAppointment[],
  now: Date,
): ProvisionedEvaluation[] {
  return appointments
    .filter((appointment) => appointment.proceeded)
    .toSorted((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || (a.id < b.id ? -1 : 1))
    .flatMap((appointment) => {
      const draw = draws(appointment.id);
      if (draw() >= ANSWERED_SHARE) return [];
      const answers = Object.fromEntries(
        EVALUATION_CRITERIA.map((criterion) => [criterion, answer(draw)]),
      ) as EvaluationAnswers;
      const delay = FIRST_ANSWER_MS + draw() * (LAST_ANSWER_MS - FIRST_ANSWER_MS);
      const at = Math.min(Date.parse(appointment.startTime) + delay, now.getTime());
      return [{ appointmentId: appointment.id, answers, submittedAt: new Date(at).toISOString() }];
    });
}

/**
 * Demo survey answers on the demo appointments that took place (`demoEvaluations`), stored through the schedule's
 * provisioning call (the public survey route allows a patient's few submits a minute, not hundreds). One check
 * first: a survey link asked for the last one's appointment, refused as used when a start already stored them
 * (they go in order, so the last one is stored last).
 */
export async function seedEvaluations(
  context: EvaluationsContext,
  appointments: readonly SeededAppointment[],
  clock: () => Date = () => new Date(),
): Promise<void> {
  const wanted = demoEvaluations(appointments, clock());
  const last = wanted.at(-1);
  if (!last) return;
  const token = await context.serviceToken();
  const check = await context.session.call(
    context.schedule,
    {
      method: 'POST',
      path: '/internal/evaluations/token',
      token,
      json: { appointmentId: last.appointmentId },
    },
    [200, 404, 409],
  );
  if ((check.body as { messageCode?: string }).messageCode === MessageCodes.scheduleEvaluations.used) return;
  let stored = 0;
  for (let from = 0; from < wanted.length; from += PER_CALL) {
    const answer = await context.session.call(
      context.schedule,
      {
        method: 'POST',
        path: '/internal/evaluations',
        token,
        json: { evaluations: wanted.slice(from, from + PER_CALL) },
      },
      [200],
    );
    stored += (answer.body as ProvisionedEvaluations).ids.filter((id) => id !== null).length;
  }
  if (stored > 0) context.session.report.created.push(`${stored} survey answers`);
}
