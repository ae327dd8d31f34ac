import { v7 as uuidv7 } from 'uuid';
import { badRequest, conflict, notFound } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { AppointmentMove, AppointmentView, NewAppointment } from '@teleplan/proto/schedule-appointments';
import { DEFAULT_ZONE } from '@teleplan/proto/schedule-common';
import { AppointmentsRepository } from '../data/appointments.repository.ts';
import { blankPatientFor, unauthorized } from './appointment-access.ts';
import { appointmentModified } from './appointment-events.ts';
import { mappingOverlaps, refusalError } from './booking-errors.ts';
import type { Actor, ScheduleContext } from './context.ts';
import { checkZone } from './query-window.ts';
import { assertAligned } from './request-checks.ts';

const A = MessageCodes.scheduleAppointments;

/**
 * Books an appointment: every rule is checked and the row and its appointment.booked event are written by one
 * statement (see AppointmentsRepository.book); two live appointments of a doctor or a room never overlap
 * (exclusion constraints), whatever the concurrency.
 */
export async function createAppointment(
  ctx: ScheduleContext,
  actor: Actor,
  body: NewAppointment,
  withDetails: boolean,
): Promise<AppointmentView> {
  const zone = body.zone ?? DEFAULT_ZONE;
  checkZone(zone);
  assertAligned(body.startTime, zone);
  const { refusal, view } = await mappingOverlaps(() =>
    new AppointmentsRepository(ctx.dataSource.manager).book(
      actor,
      {
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
      },
      { id: uuidv7(), occurredAt: ctx.clock().toISOString() },
      { withDetails, blankPatient: blankPatientFor(actor) },
    ),
  );
  if (refusal || !view) throw refusalError(refusal ?? 'unauthorized');
  ctx.kickOutbox();
  return view;
}

/**
 * Moves an appointment to another room, doctor, start or zone (its sector and patient stay). Refused for an
 * appointment already over, or a start in the past; then the same rules as a booking.
 */
export async function moveAppointment(
  ctx: ScheduleContext,
  actor: Actor,
  id: string,
  body: AppointmentMove,
): Promise<AppointmentView> {
  const zone = body.zone ?? DEFAULT_ZONE;
  checkZone(zone);
  assertAligned(body.startTime, zone);
  const now = ctx.clock().getTime();
  await mappingOverlaps(() =>
    ctx.dataSource.transaction(async (manager) => {
      const appointments = new AppointmentsRepository(manager);
      const found = await appointments.scoped(actor, id, true);
      if (!found) throw notFound(A.missing, 'Unknown appointment');
      if (!found.canBook) throw unauthorized();
      const previous = found.appointment;
      if (previous.deleted) throw conflict(A.alreadyDeleted, 'This appointment is deleted');
      if (previous.canceled) throw conflict(A.alreadyCanceled, 'This appointment is canceled');
      if (Date.parse(previous.interval.end) <= now)
        throw conflict(A.alreadyPast, 'This appointment is already over');
      if (Date.parse(body.startTime) < now) throw badRequest(A.startInPast, 'The new start is in the past');
      const moved = await appointments.reschedule(actor, previous, { ...body, zone });
      if (moved.refusal || !moved.appointment) throw refusalError(moved.refusal ?? 'unauthorized');
      await appointmentModified(manager, moved.appointment, previous);
    }),
  );
  ctx.kickOutbox();
  return (await new AppointmentsRepository(ctx.dataSource.manager).view(id, {
    withDetails: true,
    blankPatient: blankPatientFor(actor),
  }))!;
}
