import { hashLinkToken, newLinkToken } from '@teleplan/kit/crypto/link-token';
import { inUnitOfWork, type Work } from '@teleplan/kit/db/unit-of-work';
import { AppError, conflict, notFound } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import {
  EVALUATION_TOKEN_DAYS,
  type EvaluationAnswers,
  type EvaluationSubmittedPayload,
  type EvaluationTokenBody,
  type EvaluationTokenIssued,
  type ServiceEvaluationStatus,
} from '@teleplan/proto/schedule-evaluations';
import type { ProvisionEvaluationsBody, ProvisionedEvaluations } from '@teleplan/proto/provisioning';
import { ScheduleEvents } from '@teleplan/proto/schedule-events';
import {
  EvaluationsRepository,
  type EvaluatedAppointment,
  type EvaluationLink,
} from '../data/evaluations.repository.ts';
import { PRODUCER } from './appointment-events.ts';
import type { ScheduleContext } from './context.ts';

const E = MessageCodes.scheduleEvaluations;
const DAY_MS = 86_400_000;

const canceled = () => conflict(E.canceledAppointment, 'The appointment was canceled');
const used = () => conflict(E.used, 'This appointment was already evaluated');

/**
 * POST internal/evaluations/token: a new survey link for the appointment, usable for EVALUATION_TOKEN_DAYS; refused
 * for an appointment unknown, deleted, canceled or already evaluated.
 * Only its hash is stored, so the token cannot be answered again: a repeated call (a retry after a timeout) gets
 * a new token and the earlier ones stay usable; whichever is answered first, the appointment is evaluated once.
 */
export async function issueEvaluationToken(
  ctx: ScheduleContext,
  body: EvaluationTokenBody,
): Promise<EvaluationTokenIssued> {
  const evaluations = new EvaluationsRepository(ctx.dataSource.manager);
  const appointment = await evaluations.appointment(body.appointmentId);
  if (!appointment || appointment.deleted)
    throw notFound(MessageCodes.scheduleAppointments.missing, 'No such appointment');
  if (appointment.canceled) throw canceled();
  if (appointment.answered) throw used();
  const { token, hash } = newLinkToken();
  const issuedAt = ctx.clock();
  const expiresAt = new Date(issuedAt.getTime() + EVALUATION_TOKEN_DAYS * DAY_MS);
  await evaluations.addLink({ tokenHash: hash, appointmentId: appointment.id, issuedAt, expiresAt });
  return { token, expiresAt: expiresAt.toISOString() };
}

/** The link of `token` when it can be answered at `now`; else the refusal, the same for reading and submitting. */
async function usableLink(
  evaluations: EvaluationsRepository,
  token: string,
  now: Date,
): Promise<EvaluationLink> {
  const link = await evaluations.link(hashLinkToken(token));
  if (!link) throw notFound(E.unknownToken, 'No such survey link');
  if (link.appointment.answered) throw used();
  if (link.appointment.canceled || link.appointment.deleted) throw canceled();
  if (link.expiresAt.getTime() <= now.getTime())
    throw new AppError(410, E.expired, 'This survey link has expired');
  return link;
}

/** GET service-evaluation: whether the link can be answered, so the page says so before the patient answers. */
export async function evaluationStatus(
  ctx: ScheduleContext,
  token: string,
): Promise<ServiceEvaluationStatus> {
  await usableLink(new EvaluationsRepository(ctx.dataSource.manager), token, ctx.clock());
  return { status: 'OPEN' };
}

/**
 * Stores the appointment's answers once and announces them (evaluation.submitted, in the same transaction); false
 * when it already had some, even stored by a submit still committing (the insert waits for it and then finds the
 * key taken).
 */
async function recordAnswers(
  work: Work,
  appointment: EvaluatedAppointment,
  answers: EvaluationAnswers,
  at: Date,
): Promise<boolean> {
  if (!(await new EvaluationsRepository(work.manager).store(appointment.id, answers, at))) return false;
  const submittedAt = at.toISOString();
  const payload: EvaluationSubmittedPayload = {
    appointmentId: appointment.id,
    room: appointment.room,
    sector: appointment.sector,
    doctor: appointment.doctor,
    answers,
    submittedAt,
  };
  await work.emit(ScheduleEvents.evaluationSubmitted, payload, submittedAt);
  return true;
}

/**
 * POST service-evaluation: stores the seven answers once per appointment and announces them. Of two submits at
 * once, the second finds the answers stored and is refused as used.
 */
export async function submitEvaluation(
  ctx: ScheduleContext,
  token: string,
  answers: EvaluationAnswers,
): Promise<void> {
  await inUnitOfWork(ctx, PRODUCER, async (work) => {
    const { appointment } = await usableLink(new EvaluationsRepository(work.manager), token, work.now);
    if (!(await recordAnswers(work, appointment, answers, work.now))) throw used();
  });
}

/**
 * POST internal/evaluations (a provisioning tool): each appointment's answers as its patient would give them,
 * at the time given; an appointment unknown, deleted, canceled or already evaluated is left as it is (null).
 */
export async function provisionEvaluations(
  ctx: ScheduleContext,
  body: ProvisionEvaluationsBody,
): Promise<ProvisionedEvaluations> {
  return inUnitOfWork(ctx, PRODUCER, async (work) => {
    const evaluations = new EvaluationsRepository(work.manager);
    const ids: (string | null)[] = [];
    for (const item of body.evaluations) {
      const appointment = await evaluations.appointment(item.appointmentId);
      const open = appointment && !appointment.deleted && !appointment.canceled && !appointment.answered;
      const stored =
        open && (await recordAnswers(work, appointment, item.answers, new Date(item.submittedAt)));
      ids.push(stored ? appointment.id : null);
    }
    return { ids };
  });
}
