import { badRequest, conflict, notFound } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import {
  ABSENT_PATIENT_MOTIVE,
  type AppointmentHistoryQuery,
  type AppointmentListQuery,
  type AppointmentView,
  type AvailableDoctor,
  type AvailableDoctorsQuery,
  type CalendarAppointmentQuery,
  type CancelBody,
} from '@teleplan/proto/schedule-appointments';
import type { EntityManager } from 'typeorm';
import { inUnitOfWork } from '@teleplan/kit/db/unit-of-work';
import {
  AppointmentsRepository,
  type AppointmentFilter,
  type ScopedAppointment,
} from '../data/appointments.repository.ts';
import { PeopleRepository } from '../data/people.repository.ts';
import { ABSENCE_MARKERS, APPOINTMENT_BOOKERS } from './access.ts';
import { assertListReach, blankPatientFor, unauthorized } from './appointment-access.ts';
import { appointmentCanceled, appointmentModified, PRODUCER } from './appointment-events.ts';
import type { AnswerCache } from '@teleplan/kit/http/answer-cache';
import type { Actor, ScheduleContext } from './context.ts';
import { checkWindow, checkZone } from './query-window.ts';

/** A patient's history spans years (the web asks from 2021-01-01 to the end of this year). */
const HISTORY_MAX_SPAN_DAYS = 20 * 366;

const A = MessageCodes.scheduleAppointments;

/**
 * Appointments overlapping the horizon in the sectors, rooms or doctors asked for (at least one list), as the JSON
 * text of an AppointmentView array. A list of rooms alone (a room's calendar) comes from `roomLists` while the rows
 * it reads are unchanged (`roomListVersion`): a loaded week is megabytes of JSON that several people reload.
 */
export async function listAppointments(
  ctx: ScheduleContext,
  roomLists: AnswerCache,
  actor: Actor,
  q: AppointmentListQuery,
): Promise<string> {
  const filter = await checkedList(ctx, actor, q, {
    includeCanceled: q.includeCanceled ?? false,
    includeDeleted: q.includeDeleted ?? false,
  });
  const options = { withDetails: q.withDetails ?? false, blankPatient: blankPatientFor(actor) };
  const repo = new AppointmentsRepository(ctx.dataSource.manager);
  return keptForRooms(repo, roomLists, [actor, filter, options], filter, () =>
    repo.listJson(actor, filter, options),
  );
}

/**
 * The live appointments of the same lists as `listAppointments`, as the JSON text of a CalendarAppointment array
 * (what a calendar draws); a room's calendar kept in `roomLists` the same way.
 */
export async function calendarAppointments(
  ctx: ScheduleContext,
  roomLists: AnswerCache,
  actor: Actor,
  q: CalendarAppointmentQuery,
): Promise<string> {
  const filter = await checkedList(ctx, actor, q, { includeCanceled: false, includeDeleted: false });
  const blankPatient = blankPatientFor(actor);
  const repo = new AppointmentsRepository(ctx.dataSource.manager);
  return keptForRooms(repo, roomLists, ['calendar', actor, filter, blankPatient], filter, () =>
    repo.calendarJson(actor, filter, blankPatient),
  );
}

/** A list's query checked (zone, window, at least one id list, the caller's reach) as the repository's filter. */
async function checkedList(
  ctx: ScheduleContext,
  actor: Actor,
  q: CalendarAppointmentQuery,
  shown: Pick<AppointmentFilter, 'includeCanceled' | 'includeDeleted'>,
): Promise<AppointmentFilter> {
  if (q.zone) checkZone(q.zone);
  checkWindow(q.horizonStart, q.horizonEnd);
  if (!q.sectorIds?.length && !q.roomIds?.length && !q.doctorIds?.length)
    throw badRequest(MessageCodes.common.validation, 'sectorIds, roomIds or doctorIds is required');
  await assertListReach(ctx.dataSource.manager, actor, q);
  return {
    from: q.horizonStart,
    to: q.horizonEnd,
    sectorIds: q.sectorIds,
    roomIds: q.roomIds,
    doctorIds: q.doctorIds,
    ...shown,
  };
}

/** A list of rooms alone is answered from `roomLists` under `key` and the rooms' version; any other is read. */
async function keptForRooms(
  repo: AppointmentsRepository,
  roomLists: AnswerCache,
  key: unknown[],
  filter: AppointmentFilter,
  list: () => Promise<string>,
): Promise<string> {
  if (!filter.roomIds?.length || filter.sectorIds?.length || filter.doctorIds?.length) return list();
  const version = await repo.roomListVersion(filter.roomIds);
  return roomLists.get(JSON.stringify([...key, version]), list);
}

/** A patient's appointments over the horizon, those within the caller's scope only (JSON text, as the list). */
export async function appointmentHistory(
  ctx: ScheduleContext,
  actor: Actor,
  q: AppointmentHistoryQuery,
): Promise<string> {
  if (q.zone) checkZone(q.zone);
  checkWindow(q.horizonStart, q.horizonEnd, HISTORY_MAX_SPAN_DAYS);
  if (q.patientIds.length === 0) throw badRequest(MessageCodes.common.validation, 'patientIds is required');
  await assertListReach(ctx.dataSource.manager, actor, { sectorIds: q.sectorIds });
  return new AppointmentsRepository(ctx.dataSource.manager).listJson(
    actor,
    {
      from: q.horizonStart,
      to: q.horizonEnd,
      sectorIds: q.sectorIds,
      patientIds: q.patientIds,
      includeCanceled: q.includeCanceled ?? false,
      includeDeleted: q.includeDeleted ?? false,
    },
    { withDetails: q.withDetails ?? false, blankPatient: blankPatientFor(actor) },
  );
}

function readable(found: ScopedAppointment | null): ScopedAppointment {
  if (!found) throw notFound(A.missing, 'Unknown appointment');
  if (!found.canRead) throw unauthorized();
  return found;
}

function viewOf(ctx: ScheduleContext, actor: Actor, id: string, withDetails = true) {
  return new AppointmentsRepository(ctx.dataSource.manager)
    .view(id, { withDetails, blankPatient: blankPatientFor(actor) })
    .then((view) => view!);
}

export async function getAppointment(
  ctx: ScheduleContext,
  actor: Actor,
  id: string,
): Promise<AppointmentView> {
  readable(await new AppointmentsRepository(ctx.dataSource.manager).scoped(actor, id, false));
  return viewOf(ctx, actor, id);
}

/**
 * Marks an appointment paid or unpaid (not a canceled or deleted one) in `manager`'s transaction (or a new one);
 * appointment.modified when it changed; the unit of work kicks the outbox after the commit.
 */
export async function setPayment(
  ctx: ScheduleContext,
  manager: EntityManager,
  actor: Actor,
  id: string,
  paid: boolean,
  withDetails: boolean,
): Promise<AppointmentView> {
  return inUnitOfWork(
    ctx,
    PRODUCER,
    async (work) => {
      const appointments = new AppointmentsRepository(work.manager);
      const previous = readable(await appointments.scoped(actor, id, true)).appointment;
      if (previous.canceled || previous.deleted)
        throw conflict(A.paymentFailed, 'A canceled or deleted appointment has no payment to change');
      if (previous.paid !== paid)
        await appointmentModified(work, await appointments.setPaid(id, paid, work.now), previous);
      return (await appointments.view(id, { withDetails, blankPatient: blankPatientFor(actor) }))!;
    },
    manager,
  );
}

/**
 * Cancels with a motive, or marks the patient absent (motive 'Patient absent'). Only the patient's absence may be
 * recorded once the appointment is over; a DOCTOR may only mark their patient absent; a SECTOR_MANAGER may not.
 * Runs in `manager`'s transaction (or a new one); the unit of work kicks the outbox after the commit.
 */
export async function cancelAppointment(
  ctx: ScheduleContext,
  manager: EntityManager,
  actor: Actor,
  id: string,
  body: CancelBody,
): Promise<AppointmentView> {
  const absent = body.absentPatient ?? false;
  const motive = absent ? ABSENT_PATIENT_MOTIVE : body.cancelMotive.trim();
  if (!motive) throw badRequest(A.cancelMotiveMissing, 'A motive is required to cancel');
  if (!(absent ? ABSENCE_MARKERS : APPOINTMENT_BOOKERS).includes(actor.role)) throw unauthorized();
  return inUnitOfWork(
    ctx,
    PRODUCER,
    async ({ manager: tx, now, ...work }) => {
      const appointments = new AppointmentsRepository(tx);
      const found = readable(await appointments.scoped(actor, id, true));
      const current = found.appointment;
      if (current.deleted) throw conflict(A.alreadyDeleted, 'This appointment is deleted');
      if (current.canceled) throw conflict(A.alreadyCanceled, 'This appointment is already canceled');
      if (!absent && Date.parse(current.interval.end) <= now.getTime())
        throw conflict(A.alreadyPast, 'A past appointment can only be marked absent');
      await appointmentCanceled(work, await appointments.cancel(id, motive, absent, now));
      return (await appointments.view(id, { withDetails: true, blankPatient: blankPatientFor(actor) }))!;
    },
    manager,
  );
}

/**
 * Doctors of the sector free and available for a consultation starting then in the room; with a
 * patient, those whose interval would overlap one of the patient's live appointments are left out.
 */
export async function findAvailableDoctors(
  ctx: ScheduleContext,
  actor: Actor,
  q: AvailableDoctorsQuery,
): Promise<AvailableDoctor[]> {
  if (q.zone) checkZone(q.zone);
  const { manager } = ctx.dataSource;
  await assertListReach(manager, actor, { sectorIds: [q.sectorId], roomIds: [q.roomId] });
  if (q.patientId && !(await new PeopleRepository(manager).isPatient(q.patientId)))
    throw notFound(A.patientUnknown, 'Unknown patient');
  // The appointment being moved: one the caller could not move answers as an unknown one, so that whether an id
  // exists outside their scope stays unknown to them.
  if (q.ignoredAppointmentId) {
    const ignored = await new AppointmentsRepository(manager).scoped(actor, q.ignoredAppointmentId, false);
    if (!ignored?.canRead) throw notFound(A.missing, 'Unknown appointment');
  }
  const doctors = await new AppointmentsRepository(manager).availableDoctors({
    roomId: q.roomId,
    sectorId: q.sectorId,
    startTime: q.startTime,
    ignoredId: q.ignoredAppointmentId ?? null,
    patientId: q.patientId ?? null,
  });
  if (q.withDetails ?? true) return doctors;
  return doctors.map(({ id, consultationDuration }) => ({ id, consultationDuration }));
}
