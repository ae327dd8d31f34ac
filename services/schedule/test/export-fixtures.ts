import { v7 as uuidv7 } from 'uuid';
import type { RoomSnapshot, SectorSnapshot } from '@teleplan/proto/material-resources';
import type { Role } from '@teleplan/proto/roles';
import { as, type Caller, type Harness, type Person } from './harness.ts';

/** Two sectors, each with a room (manager and user) and a linked doctor; a patient; a sector manager for A. */
export interface World {
  sectorA: SectorSnapshot;
  sectorB: SectorSnapshot;
  roomA: RoomSnapshot;
  roomB: RoomSnapshot;
  doctorA: Person;
  doctorB: Person;
  patient: Person;
  people: Map<Role, Person>;
}

export async function buildWorld(h: Harness): Promise<World> {
  const people = new Map<Role, Person>();
  for (const role of ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER', 'ROOM_USER'] as const)
    people.set(role, await h.person([role]));
  const doctorA = await h.person(['DOCTOR']);
  const doctorB = await h.person(['DOCTOR']);
  people.set('DOCTOR', doctorA);
  const patient = await h.person(['PATIENT']);
  const sectorA = await h.sector({ managerId: people.get('SECTOR_MANAGER')!.id, doctorIds: [doctorA.id] });
  const sectorB = await h.sector({
    managerId: (await h.person(['SECTOR_MANAGER'])).id,
    doctorIds: [doctorB.id],
  });
  const roomA = await h.room({
    sectorIds: [sectorA.id],
    managerId: people.get('ROOM_MANAGER')!.id,
    userIds: [people.get('ROOM_USER')!.id],
  });
  const roomB = await h.room({
    sectorIds: [sectorB.id],
    managerId: (await h.person(['ROOM_MANAGER'])).id,
    userIds: [(await h.person(['ROOM_USER'])).id],
  });
  return { sectorA, sectorB, roomA, roomB, doctorA, doctorB, patient, people };
}

export function caller(world: World, role: Role): Caller {
  return as(world.people.get(role)!, role);
}

export interface NewAppointment {
  room: RoomSnapshot;
  sector: SectorSnapshot;
  doctor: Person;
  patient: Person;
  start: string;
  minutes?: number;
  paid?: boolean;
  comment?: string | null;
  fromC15?: boolean;
  noTreatingDoctor?: boolean;
  treatingDoctorNotAvailable?: boolean;
  canceled?: { motive: string; absentPatient?: boolean };
  deleted?: boolean;
}

/**
 * Writes an appointment as the booking use case stores it (consultation then 10 minutes of preparation). The
 * export reads the table only, so its tests do not depend on the booking rules.
 */
export async function insertAppointment(h: Harness, a: NewAppointment): Promise<string> {
  const id = uuidv7();
  const start = new Date(a.start);
  const consultationEnd = new Date(start.getTime() + (a.minutes ?? 20) * 60_000);
  const end = new Date(consultationEnd.getTime() + 10 * 60_000);
  await h.service.dataSource.query(
    `INSERT INTO appointment (id, room_id, sector_id, doctor_id, patient_id, start_time, consultation_end, end_time,
       zone_id, paid, comment, from_c15, no_treating_doctor, treating_doctor_not_available, canceled, cancel_motive,
       absent_patient, canceled_at, deleted)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'Europe/Paris', $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      id,
      a.room.id,
      a.sector.id,
      a.doctor.id,
      a.patient.id,
      start,
      consultationEnd,
      end,
      a.paid ?? false,
      a.comment ?? null,
      a.fromC15 ?? false,
      a.noTreatingDoctor ?? false,
      a.treatingDoctorNotAvailable ?? false,
      a.canceled !== undefined,
      a.canceled?.motive ?? null,
      a.canceled?.absentPatient ?? false,
      a.canceled ? h.clock.now() : null,
      a.deleted ?? false,
    ],
  );
  return id;
}

export interface CsvReply {
  status: number;
  headers: Record<string, unknown>;
  text: string;
  /** The data records (BOM and header line removed), split at their CRLF ends. */
  lines: string[];
  messageCode?: string;
}

/** Calls an export route as `who` and reads the CSV (or the error) it answers. */
export async function download(h: Harness, who: Caller, url: string): Promise<CsvReply> {
  const headers: Record<string, string> = {};
  if (who) headers.authorization = `Bearer ${await h.service.issuer.token(who.id, who.role)}`;
  const response = await h.service.app.inject({ method: 'GET', url: `/api/schedule${url}`, headers });
  const text = response.body;
  const isCsv = String(response.headers['content-type']).startsWith('text/csv');
  return {
    status: response.statusCode,
    headers: response.headers,
    text,
    lines: isCsv ? text.split('\r\n').slice(1, -1) : [],
    messageCode: isCsv ? undefined : (response.json() as { messageCode?: string }).messageCode,
  };
}

/** `?from=…&to=…&key=id&key=id…` for an export. */
export function exportQuery(from: string, to: string, lists: Record<string, string[] | string> = {}): string {
  const params = new URLSearchParams({ from, to });
  for (const [key, value] of Object.entries(lists))
    for (const item of ([] as string[]).concat(value)) params.append(key, item);
  return `?${params.toString()}`;
}
