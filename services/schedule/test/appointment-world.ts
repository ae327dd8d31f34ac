import { randomUUID } from 'node:crypto';
import type { RoomSnapshot, SectorSnapshot } from '@teleplan/proto/material-resources';
import type { AppointmentView, NewAppointment } from '@teleplan/proto/schedule-appointments';
import { as, type Caller, type Harness, type Person, type Reply } from './harness.ts';
import { testNow } from './today.ts';

/** An instant `days` from the tests' today (UTC midnight of `testNow()`) at hh:mm UTC, as the wire writes it. */
export function utc(days: number, hh: number, mm = 0): string {
  const today = testNow();
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, hh, mm),
  ).toISOString();
}

/** One practice: a sector with its manager and doctor, a room with its manager and user. */
export interface Practice {
  sector: SectorSnapshot;
  room: RoomSnapshot;
  sectorManager: Person;
  roomManager: Person;
  roomUser: Person;
  doctor: Person;
}

/**
 * Weekly availability rows written straight into the table (the availability API is not what these tests are
 * about): every day from..to in `zone`, or only on `days` (ISO 1-7).
 */
export async function weekly(
  h: Harness,
  ownerType: 'DOCTOR' | 'ROOM',
  ownerId: string,
  slot: { from?: string; to?: string; zone?: string; days?: number[] } = {},
): Promise<void> {
  await h.service.dataSource.query(
    `INSERT INTO default_availability (id, owner_type, owner_id, day_of_week, start_time, end_time, zone_id)
     SELECT gen_random_uuid(), $1, $2, d, $3, $4, $5 FROM unnest($6::int[]) d`,
    [
      ownerType,
      ownerId,
      slot.from ?? '00:00',
      slot.to ?? '23:50',
      slot.zone ?? 'UTC',
      slot.days ?? [1, 2, 3, 4, 5, 6, 7],
    ],
  );
}

/** A practice whose doctor and room are available every day, 00:00-23:50 UTC. */
export async function practice(h: Harness, available = true): Promise<Practice> {
  const sectorManager = await h.person(['SECTOR_MANAGER']);
  const roomManager = await h.person(['ROOM_MANAGER']);
  const roomUser = await h.person(['ROOM_USER']);
  const doctor = await h.person(['DOCTOR']);
  const sector = await h.sector({ managerId: sectorManager.id, doctorIds: [doctor.id] });
  const room = await h.room({ sectorIds: [sector.id], managerId: roomManager.id, userIds: [roomUser.id] });
  if (available) {
    await weekly(h, 'DOCTOR', doctor.id);
    await weekly(h, 'ROOM', room.id);
  }
  return { sector, room, sectorManager, roomManager, roomUser, doctor };
}

/** The body of a booking in `p` at `startTime` for `patient`. */
export function bookingIn(
  p: Practice,
  patient: Person,
  startTime: string,
  extra: Partial<NewAppointment> = {},
) {
  return {
    room: p.room.id,
    sector: p.sector.id,
    doctor: p.doctor.id,
    patient: patient.id,
    startTime,
    ...extra,
  };
}

/** Books through the API as the room's user (201 expected by the callers that use the view). */
export function book(
  h: Harness,
  p: Practice,
  patient: Person,
  startTime: string,
  extra: Partial<NewAppointment> = {},
  caller: Caller = as(p.roomUser),
): Promise<Reply<AppointmentView>> {
  return h.call<AppointmentView>(
    'POST',
    '/appointments?withDetails=true',
    caller,
    bookingIn(p, patient, startTime, extra),
  );
}

export async function appointmentCount(h: Harness): Promise<number> {
  const [row] = await h.service.dataSource.query<{ n: number }[]>(
    'SELECT count(*)::int AS n FROM appointment',
  );
  return row!.n;
}

/** The events of `type` in the outbox, payloads only, oldest first. */
export async function outbox<P = { current: { id: string }; previous?: { id: string } }>(
  h: Harness,
  type: string,
): Promise<P[]> {
  const rows = await h.service.dataSource.query<{ payload: { payload: P } }[]>(
    'SELECT payload FROM outbox_event WHERE type = $1 ORDER BY created_at, id',
    [type],
  );
  return rows.map((row) => row.payload.payload);
}

/** Pairs of live appointments of one doctor or one room that overlap (must always be 0). */
export async function overlaps(h: Harness): Promise<number> {
  const [row] = await h.service.dataSource.query<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM appointment a JOIN appointment b ON a.id < b.id
       AND (a.doctor_id = b.doctor_id OR a.room_id = b.room_id)
       AND tstzrange(a.start_time, a.end_time) && tstzrange(b.start_time, b.end_time)
     WHERE NOT a.canceled AND NOT a.deleted AND NOT b.canceled AND NOT b.deleted`,
  );
  return row!.n;
}

export const unknownId = () => randomUUID();
