import type { EntityManager } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { AppError, badRequest } from '@teleplan/kit/errors';
import { workIn } from '@teleplan/kit/db/unit-of-work';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type {
  ProvisionAppointmentsBody,
  ProvisionedAppointment,
  ProvisionedAppointments,
} from '@teleplan/proto/provisioning';
import { BOOKABLE_HORIZON_DAYS, DEFAULT_ZONE } from '@teleplan/proto/schedule-common';
import { ABSENT_PATIENT_MOTIVE } from '@teleplan/proto/schedule-appointments';
import { AppointmentsRepository } from '../data/appointments.repository.ts';
import type { Refusal } from '../data/booking-checks.sql.ts';
import { SectorsRepository } from '../data/sectors.repository.ts';
import { appointmentCanceled, appointmentModified, PRODUCER } from './appointment-events.ts';
import { bookingRow } from './booking.ts';
import { mappingOverlaps } from './booking-errors.ts';
import type { ScheduleContext } from './context.ts';
import { checkZone } from './query-window.ts';
import { assertAligned } from './request-checks.ts';
import { weeklyHoursHold, type WeeklyHours } from './weekly-hours.ts';

const A = MessageCodes.scheduleAppointments;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Bookings written by one transaction, each inside a savepoint (a refusal or an overlap undoes only itself): one
 * commit, one flush of the log to disk, for many bookings. One transaction at a time: two would wait on each
 * other's doctor locks until they commit.
 */
const PER_TRANSACTION = 50;

/** Refusals another doctor of the sector may not meet; any other refusal holds for every doctor. */
const DOCTOR_REFUSALS: readonly Refusal[] = ['doctor_unavailable', 'doctor_not_in_sector'];

/** What the bookings of one call share: who books, when, the sectors' doctors, what the call booked already. */
interface ProvisioningCall {
  actor: { id: string; role: string };
  now: Date;
  sectorDoctors: Map<string, Promise<{ id: string; weekly: WeeklyHours[] }[]>>;
  /** Each doctor's intervals booked by this call, to skip a doctor known busy without asking the database. */
  taken: Map<string, { start: number; end: number }[]>;
}

/**
 * POST internal/appointments: books a provisioning tool's appointments, past ones included, each as
 * `POST appointments` would (the same statement: scope, room, sector, doctor, patient and availability checks, the
 * no-overlap constraints, the appointment.booked event), then gives it its outcome as `PATCH payment` and
 * `DELETE cancel` would (same events). Only the start's bookable window is not asked: a living practice has a
 * history. The doctor is the first of the sector's doctors, from the `doctorPick`-th on (those whose weekly hours
 * hold the start first), that the booking accepts.
 * Bad input (a zone, a start off the steps or beyond the horizon) refuses the whole call before any write; a
 * booking refused whatever the doctor (room closed then, an overlap of the room or the patient) is a null id.
 */
export async function provisionAppointments(
  ctx: ScheduleContext,
  body: ProvisionAppointmentsBody,
): Promise<ProvisionedAppointments> {
  const now = ctx.clock();
  const zones = body.appointments.map((item) => {
    const zone = checkZone(item.zone ?? DEFAULT_ZONE);
    assertAligned(item.startTime, zone);
    if (Date.parse(item.startTime) > now.getTime() + BOOKABLE_HORIZON_DAYS * DAY_MS)
      throw badRequest(A.beyondHorizon, `The start is more than ${BOOKABLE_HORIZON_DAYS} days ahead`);
    return zone;
  });
  const call: ProvisioningCall = {
    actor: { id: body.createdBy, role: 'SUPER_ADMIN' },
    now,
    sectorDoctors: new Map(),
    taken: new Map(),
  };
  const ids: (string | null)[] = body.appointments.map(() => null);
  for (let from = 0; from < body.appointments.length; from += PER_TRANSACTION) {
    await ctx.dataSource.manager.transaction(async (tx) => {
      const last = Math.min(from + PER_TRANSACTION, body.appointments.length);
      for (let index = from; index < last; index += 1)
        ids[index] = await provisionOne(tx, call, body.appointments[index]!, zones[index]!);
    });
  }
  ctx.kickOutbox();
  return { ids };
}

/** Books one appointment with the first doctor the booking accepts, and gives its outcome; null when refused. */
async function provisionOne(
  tx: EntityManager,
  call: ProvisioningCall,
  item: ProvisionedAppointment,
  zone: string,
): Promise<string | null> {
  let doctors = call.sectorDoctors.get(item.sector);
  if (!doctors) {
    doctors = new SectorsRepository(tx).doctorsWithWeeklyHours(item.sector);
    call.sectorDoctors.set(item.sector, doctors);
  }
  const all = await doctors;
  const start = Date.parse(item.startTime);
  // From the picked one on; those whose weekly hours hold the start first: a refused doctor costs the rules'
  // longest check (the whole availability), so the likely ones are asked before.
  const turn = all.map((_, k) => all[(item.doctorPick + k) % all.length]!);
  const likely = turn.filter((doctor) => weeklyHoursHold(doctor.weekly, new Date(start)));
  const candidates = [...likely, ...turn.filter((doctor) => !likely.includes(doctor))].map(
    (doctor) => doctor.id,
  );
  for (const doctor of candidates) {
    if (call.taken.get(doctor)?.some((interval) => interval.start <= start && start < interval.end)) continue;
    let outcome: { refusal: Refusal } | { id: string; end: string };
    await tx.query('SAVEPOINT provisioned');
    try {
      outcome = await mappingOverlaps(() => bookWithOutcome(tx, call, { ...item, doctor }, zone));
      await tx.query('RELEASE SAVEPOINT provisioned');
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT provisioned');
      if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
      // Taken before: another doctor may be free, the room or the patient will not be.
      if (error.messageCode === A.doctorConflict) continue;
      return null;
    }
    if ('refusal' in outcome) {
      if (DOCTOR_REFUSALS.includes(outcome.refusal)) continue;
      return null;
    }
    const taken = call.taken.get(doctor) ?? [];
    taken.push({ start, end: Date.parse(outcome.end) });
    call.taken.set(doctor, taken);
    return outcome.id;
  }
  return null;
}

async function bookWithOutcome(
  tx: EntityManager,
  call: ProvisioningCall,
  item: ProvisionedAppointment & { doctor: string },
  zone: string,
): Promise<{ refusal: Refusal } | { id: string; end: string }> {
  const appointments = new AppointmentsRepository(tx);
  const { refusal, view } = await appointments.book(
    call.actor,
    bookingRow(item, zone),
    { id: uuidv7(), occurredAt: call.now.toISOString() },
    { withDetails: false, blankPatient: false },
  );
  if (refusal || !view) return { refusal: refusal ?? 'unauthorized' };
  const booked = view.appointment;
  const work = workIn(tx, { producer: PRODUCER, now: call.now });
  if (item.paid)
    await appointmentModified(work, await appointments.setPaid(booked.id, true, call.now), booked);
  if (item.cancel) {
    const absent = item.cancel.absentPatient;
    const motive = absent ? ABSENT_PATIENT_MOTIVE : item.cancel.cancelMotive.trim();
    await appointmentCanceled(work, await appointments.cancel(booked.id, motive, absent, call.now));
  }
  return { id: booked.id, end: booked.interval.end };
}
