import type { EntityManager } from 'typeorm';
import { badRequest } from '@teleplan/kit/errors';
import { enqueueEvents } from '@teleplan/kit/outbox/enqueue-event';
import { newEvent } from '@teleplan/kit/outbox/new-event';
import type { EventEnvelope } from '@teleplan/proto/events';
import { ScheduleEvents } from '@teleplan/proto/schedule-events';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type {
  ProvisionAppointmentsBody,
  ProvisionedAppointment,
  ProvisionedAppointments,
} from '@teleplan/proto/provisioning';
import { BOOKABLE_HORIZON_DAYS, DEFAULT_ZONE } from '@teleplan/proto/schedule-common';
import { CONSULTATION_DURATION, PREP_DURATION } from '@teleplan/proto/schedule';
import { ABSENT_PATIENT_MOTIVE } from '@teleplan/proto/schedule-appointments';
import { AppointmentsRepository } from '../data/appointments.repository.ts';
import type { Refusal } from '../data/booking-checks.sql.ts';
import { PropertiesRepository } from '../data/properties.repository.ts';
import { SectorsRepository, type SectorDoctorHours } from '../data/sectors.repository.ts';
import { appointmentCanceled, appointmentModified, PRODUCER } from './appointment-events.ts';
import { bookingRow } from './booking.ts';
import { mappingOverlaps } from './booking-errors.ts';
import type { ScheduleContext } from './context.ts';
import { checkZone } from './query-window.ts';
import { assertAligned } from './request-checks.ts';
import { weeklyHoursHold } from './weekly-hours.ts';

const A = MessageCodes.scheduleAppointments;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Bookings written by one transaction (a refused or overlapping one writes nothing and raises nothing): one
 * commit, one flush of the log to disk, for many bookings. One transaction at a time: two would wait on each
 * other's doctor locks until they commit.
 */
const PER_TRANSACTION = 50;

/** Refusals another doctor of the sector may not meet; any other refusal holds for every doctor. */
const DOCTOR_REFUSALS: readonly Refusal[] = ['doctor_unavailable', 'doctor_not_in_sector'];
/** The longest a booking holds a doctor (consultation and preparation at their maxima), in milliseconds. */
const LONGEST_HOLD_MS = (CONSULTATION_DURATION.maximum + PREP_DURATION.maximum) * 60_000;

interface Interval {
  start: number;
  end: number;
}

/** What the bookings of one call share: who books, when, the sectors' doctors, the rooms' preparations. */
interface ProvisioningCall {
  actor: { id: string; role: string };
  now: Date;
  sectorDoctors: Map<string, Promise<SectorDoctorHours[]>>;
  roomPrep: Map<string, Promise<number>>;
  /**
   * Each doctor's held intervals around the call's starts, read once and added to as the call books: a doctor
   * known busy is skipped without a booking attempt (the no-overlap constraint would refuse it).
   */
  busy: Map<string, Interval[]>;
  /** The outcomes' events of the transaction under way, written together before its commit. */
  events: EventEnvelope[];
}

/**
 * POST internal/appointments: books a provisioning tool's appointments, past ones included, each as
 * `POST appointments` would (the same statement: scope, room, sector, doctor, patient and availability checks, the
 * no-overlap constraints, the appointment.booked event), then gives it its outcome as `PATCH payment` and
 * `DELETE cancel` would (same events). Only the start's bookable window is not asked: a living practice has a
 * history. The doctor is the first of the sector's doctors, from the `doctorPick`-th on, that the booking accepts;
 * those known free whose weekly hours hold the booking are asked first, the others only if the availability
 * query (as the booking wizard's) lists them: a refused attempt costs the rules' whole-availability check.
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
    roomPrep: new Map(),
    busy: await doctorsBusyAround(ctx, body.appointments),
    events: [],
  };
  const ids: (string | null)[] = body.appointments.map(() => null);
  for (let from = 0; from < body.appointments.length; from += PER_TRANSACTION) {
    const last = Math.min(from + PER_TRANSACTION, body.appointments.length);
    // Run again whole when PostgreSQL ends it to break a deadlock (with a public booking's locks): what it
    // booked is then known busy only once committed.
    const booked = await mappingOverlaps(() =>
      ctx.dataSource.manager.transaction(async (tx) => {
        const batch = {
          ...call,
          busy: new Map([...call.busy].map(([doctor, held]) => [doctor, [...held]])),
          events: [],
        };
        for (let index = from; index < last; index += 1)
          ids[index] = await provisionOne(tx, batch, body.appointments[index]!, zones[index]!);
        await enqueueEvents(tx, batch.events);
        return batch.busy;
      }),
    );
    call.busy = booked;
  }
  ctx.kickOutbox();
  return { ids };
}

/** The doctors' held intervals that a booking of the call could meet, by doctor. */
async function doctorsBusyAround(
  ctx: ScheduleContext,
  items: readonly ProvisionedAppointment[],
): Promise<Map<string, Interval[]>> {
  const busy = new Map<string, Interval[]>();
  if (items.length === 0) return busy;
  const starts = items.map((item) => Date.parse(item.startTime));
  const from = new Date(Math.min(...starts));
  const to = new Date(Math.max(...starts) + LONGEST_HOLD_MS);
  for (const row of await new AppointmentsRepository(ctx.dataSource.manager).doctorsBusy(from, to))
    hold(busy, row.doctorId, { start: row.start.getTime(), end: row.end.getTime() });
  return busy;
}

function hold(busy: Map<string, Interval[]>, doctor: string, interval: Interval): void {
  const held = busy.get(doctor);
  if (held) held.push(interval);
  else busy.set(doctor, [interval]);
}

/** Read once per call: the same sectors and rooms come back in most bookings. */
function cached<T>(cache: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
  let value = cache.get(key);
  if (!value) {
    value = read();
    cache.set(key, value);
  }
  return value;
}

/** Books one appointment with the first doctor the booking accepts, and gives its outcome; null when refused. */
async function provisionOne(
  tx: EntityManager,
  call: ProvisioningCall,
  item: ProvisionedAppointment,
  zone: string,
): Promise<string | null> {
  const [all, prep] = await Promise.all([
    cached(call.sectorDoctors, item.sector, () =>
      new SectorsRepository(tx).doctorsWithWeeklyHours(item.sector),
    ),
    cached(
      call.roomPrep,
      item.room,
      async () => (await new PropertiesRepository(tx).room(item.room))?.prepDuration ?? PREP_DURATION.default,
    ),
  ]);
  const start = Date.parse(item.startTime);
  const free = all
    .map((_, k) => all[(item.doctorPick + k) % all.length]!)
    .map((doctor) => ({
      id: doctor.id,
      weekly: doctor.weekly,
      end: start + (doctor.consultation + prep) * 60_000,
    }))
    .filter(
      (doctor) => !call.busy.get(doctor.id)?.some((held) => held.start < doctor.end && start < held.end),
    );
  const likely = free.filter((doctor) =>
    weeklyHoursHold(doctor.weekly, new Date(start), new Date(doctor.end)),
  );
  const first = await bookWithFirst(tx, call, item, zone, likely);
  if (first !== undefined) return first;
  const others = free.filter((doctor) => !likely.includes(doctor));
  if (others.length === 0) return null;
  const available = new Set(
    (
      await new AppointmentsRepository(tx).availableDoctors({
        roomId: item.room,
        sectorId: item.sector,
        startTime: item.startTime,
        ignoredId: null,
        patientId: item.patient,
      })
    ).map((doctor) => doctor.id),
  );
  return (
    (await bookWithFirst(
      tx,
      call,
      item,
      zone,
      others.filter((doctor) => available.has(doctor.id)),
    )) ?? null
  );
}

/**
 * Books with the first of `doctors` the booking accepts: its id, null when refused whatever the doctor,
 * undefined when every one of them was refused for a reason of their own.
 */
async function bookWithFirst(
  tx: EntityManager,
  call: ProvisioningCall,
  item: ProvisionedAppointment,
  zone: string,
  doctors: readonly { id: string }[],
): Promise<string | null | undefined> {
  for (const { id: doctor } of doctors) {
    const outcome = await bookWithOutcome(tx, call, { ...item, doctor }, zone);
    if ('refusal' in outcome) {
      // An overlap: this doctor was taken meanwhile, or the room or the patient is (another doctor then
      // meets the same overlap, and the availability query lists nobody).
      if (outcome.refusal === 'overlap' || DOCTOR_REFUSALS.includes(outcome.refusal)) continue;
      return null;
    }
    // A canceled one holds nobody (the constraint leaves it out).
    if (!item.cancel)
      hold(call.busy, doctor, { start: Date.parse(item.startTime), end: Date.parse(outcome.end) });
    return outcome.id;
  }
  return undefined;
}

async function bookWithOutcome(
  tx: EntityManager,
  call: ProvisioningCall,
  item: ProvisionedAppointment & { doctor: string },
  zone: string,
): Promise<{ refusal: Refusal | 'overlap' } | { id: string; end: string }> {
  const appointments = new AppointmentsRepository(tx);
  const written = await appointments.bookUnlessOverlap(call.actor, bookingRow(item, zone), {
    ...newEvent(ScheduleEvents.appointmentBooked, PRODUCER, null),
    occurredAt: call.now.toISOString(),
  });
  if ('refusal' in written) return written;
  const booked = written.appointment;
  const work = {
    emit: async (type: string, payload: unknown, occurredAt?: string) => {
      const event = newEvent(type, PRODUCER, payload);
      call.events.push(occurredAt ? { ...event, occurredAt } : event);
    },
  };
  if (item.paid)
    await appointmentModified(work, await appointments.setPaid(booked.id, true, call.now), booked);
  if (item.cancel) {
    const absent = item.cancel.absentPatient;
    const motive = absent ? ABSENT_PATIENT_MOTIVE : item.cancel.cancelMotive.trim();
    await appointmentCanceled(work, await appointments.cancel(booked.id, motive, absent, call.now));
  }
  return { id: booked.id, end: booked.interval.end };
}
