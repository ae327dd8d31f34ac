import { v7 as uuidv7 } from 'uuid';
import type { EntityManager } from 'typeorm';
import { inUnitOfWork } from '@teleplan/kit/db/unit-of-work';
import { conflict, notFound } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { AppointmentMove, AppointmentView, NewAppointment } from '@teleplan/proto/schedule-appointments';
import { DEFAULT_ZONE } from '@teleplan/proto/schedule-common';
import { AppointmentsRepository, type BookingRow } from '../data/appointments.repository.ts';
import { blankPatientFor, unauthorized } from './appointment-access.ts';
import { appointmentModified, PRODUCER } from './appointment-events.ts';
import { refusalError } from './booking-errors.ts';
import type { Actor, ScheduleContext } from './context.ts';
import { checkZone } from './query-window.ts';
import { assertAligned, assertBookableStart } from './request-checks.ts';

const A = MessageCodes.scheduleAppointments;

/**
 * Books an appointment: every rule is checked and the row and its appointment.booked event are written by one
 * statement (see AppointmentsRepository.book) on `manager` (the data source's, or an idempotent write's
 * transaction); two live appointments of a doctor, a room or a patient never overlap (exclusion constraints,
 * mapped by `mappingOverlaps` around the write), whatever the concurrency. The caller kicks the outbox after
 * the commit.
 */
export async function createAppointment(
  ctx: ScheduleContext,
  manager: EntityManager,
  actor: Actor,
  body: NewAppointment,
  withDetails: boolean,
): Promise<AppointmentView> {
  const zone = checkZone(body.zone ?? DEFAULT_ZONE);
  assertAligned(body.startTime, zone);
  const now = ctx.clock();
  assertBookableStart(body.startTime, now);
  const { refusal, view } = await new AppointmentsRepository(manager).book(
    actor,
    bookingRow(body, zone),
    { id: uuidv7(), occurredAt: now.toISOString() },
    { withDetails, blankPatient: blankPatientFor(actor) },
  );
  if (refusal || !view) throw refusalError(refusal ?? 'unauthorized');
  return view;
}

/** The row a booking writes, with a new id (the zone checked by the caller). */
export function bookingRow(body: NewAppointment, zone: string): BookingRow {
  return {
    id: uuidv7(),
    room: body.room,
    sector: body.sector,
    doctor: body.doctor,
    patient: body.patient,
    startTime: body.startTime,
    zone,
    comment: body.comment ?? null,
    fromC15: body.fromC15 ?? false,
    noTreatingDoctor: body.noTreatingDoctor ?? false,
    treatingDoctorNotAvailable: body.treatingDoctorNotAvailable ?? false,
  };
}

/**
 * Moves an appointment to another room, doctor, start or zone (its sector and patient stay). Refused for an
 * appointment already over, or a start outside [now, the bookable horizon]; then the same rules as a booking.
 */
export async function moveAppointment(
  ctx: ScheduleContext,
  manager: EntityManager,
  actor: Actor,
  id: string,
  body: AppointmentMove,
): Promise<AppointmentView> {
  const zone = checkZone(body.zone ?? DEFAULT_ZONE);
  assertAligned(body.startTime, zone);
  return inUnitOfWork(
    ctx,
    PRODUCER,
    async ({ manager: tx, now, ...work }) => {
      const appointments = new AppointmentsRepository(tx);
      const found = await appointments.scoped(actor, id, true);
      if (!found) throw notFound(A.missing, 'Unknown appointment');
      if (!found.canRead) throw unauthorized();
      const previous = found.appointment;
      if (previous.deleted) throw conflict(A.alreadyDeleted, 'This appointment is deleted');
      if (previous.canceled) throw conflict(A.alreadyCanceled, 'This appointment is canceled');
      if (Date.parse(previous.interval.end) <= now.getTime())
        throw conflict(A.alreadyPast, 'This appointment is already over');
      assertBookableStart(body.startTime, now);
      const moved = await appointments.reschedule(actor, previous, { ...body, zone }, now);
      if (moved.refusal || !moved.appointment) throw refusalError(moved.refusal ?? 'unauthorized');
      await appointmentModified(work, moved.appointment, previous);
      return (await appointments.view(id, { withDetails: true, blankPatient: blankPatientFor(actor) }))!;
    },
    manager,
  );
}
