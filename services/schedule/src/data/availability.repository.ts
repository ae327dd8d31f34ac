import type { EntityManager } from 'typeorm';
import type { DefaultAvailability, ExceptionalSlot } from '@teleplan/proto/schedule-availability';
import type { OwnerType } from '@teleplan/proto/schedule-common';

/** A weekly slot to store: local wall-clock times (`HH:mm`) in `zone`. */
export interface WeeklySlotRow {
  id: string;
  ownerType: OwnerType;
  owner: string;
  dayOfWeek: number;
  start: string;
  end: string;
  zone: string;
}

/** An exceptional slot to store: available (green) or not (red), between two instants. */
export interface ExceptionalSlotRow {
  id: string;
  ownerType: OwnerType;
  owner: string;
  available: boolean;
  start: Date;
  end: Date;
  zone: string;
  comment: string | null;
}

/** Which table (and which side of `available`) a slot id is looked up in. */
export type SlotKind = 'default' | 'available' | 'unavailable';

/** A stored slot's identity, as a deletion needs it. */
export interface SlotOwner {
  id: string;
  kind: SlotKind;
  owner: string;
}

interface RawWeekly {
  id: string;
  owner_type: OwnerType;
  owner_id: string;
  day_of_week: number;
  start_time: string;
  end_time: string;
  zone_id: string;
}

interface RawExceptional {
  id: string;
  owner_type: OwnerType;
  owner_id: string;
  available: boolean;
  start_time: Date;
  end_time: Date;
  zone_id: string;
  comment: string | null;
}

const WEEKLY_COLUMNS = 'id, owner_type, owner_id, day_of_week, start_time, end_time, zone_id';
const EXCEPTIONAL_COLUMNS = 'id, owner_type, owner_id, available, start_time, end_time, zone_id, comment';

const toWeekly = (raw: RawWeekly): DefaultAvailability => ({
  id: raw.id,
  owner: raw.owner_id,
  ownerType: raw.owner_type,
  dayOfWeek: raw.day_of_week,
  interval: { start: raw.start_time.slice(0, 5), end: raw.end_time.slice(0, 5), zone: raw.zone_id },
});

const toExceptional = (raw: RawExceptional): ExceptionalSlot & { available: boolean } => ({
  id: raw.id,
  owner: raw.owner_id,
  ownerType: raw.owner_type,
  available: raw.available,
  interval: { start: raw.start_time.toISOString(), end: raw.end_time.toISOString(), zone: raw.zone_id },
  comment: raw.comment,
});

/** Whether `error` is a weekly slot overlapping another of its owner (exclusion constraint, SQLSTATE 23P01). */
export function isWeeklyOverlap(error: unknown): boolean {
  const e = error as { driverError?: { code?: string; constraint?: string } } | null;
  return e?.driverError?.code === '23P01' && e.driverError.constraint === 'default_availability_no_overlap';
}

/** Weekly slots (`default_availability`) and exceptional slots (`exceptional_slot`) of doctors and rooms. */
export class AvailabilityRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /**
   * The owners among `ids` that may hold slots, with the zone their weekly slots default to: doctors are
   * profiles holding DOCTOR (no zone of their own here), rooms are replicated rooms that are not deleted.
   */
  async owners(ownerType: OwnerType, ids: readonly string[]): Promise<Map<string, string | null>> {
    const rows = await this.manager.query<{ id: string; zone_id: string | null }[]>(
      ownerType === 'DOCTOR'
        ? `SELECT id, NULL AS zone_id FROM person WHERE id = ANY($1::uuid[]) AND 'DOCTOR' = ANY(roles)`
        : 'SELECT id, zone_id FROM room WHERE id = ANY($1::uuid[]) AND NOT deleted',
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.zone_id]));
  }

  /** Every weekly slot of the owners, by day then time. */
  async weekly(ownerType: OwnerType, owners: readonly string[]): Promise<DefaultAvailability[]> {
    const rows = await this.manager.query<RawWeekly[]>(
      `SELECT ${WEEKLY_COLUMNS} FROM default_availability
        WHERE owner_type = $1 AND owner_id = ANY($2::uuid[])
        ORDER BY owner_id, day_of_week, start_time`,
      [ownerType, owners],
    );
    return rows.map(toWeekly);
  }

  /** The exceptional slots of the owners that overlap [from, to), by start. */
  async exceptional(
    ownerType: OwnerType,
    owners: readonly string[],
    from: Date,
    to: Date,
  ): Promise<(ExceptionalSlot & { available: boolean })[]> {
    const rows = await this.manager.query<RawExceptional[]>(
      `SELECT ${EXCEPTIONAL_COLUMNS} FROM exceptional_slot
        WHERE owner_type = $1 AND owner_id = ANY($2::uuid[])
          AND tstzrange(start_time, end_time) && tstzrange($3, $4)
        ORDER BY start_time, id`,
      [ownerType, owners, from, to],
    );
    return rows.map(toExceptional);
  }

  /**
   * Stores weekly slots; one overlapping another slot of its owner on its day (stored, or earlier in `slots`)
   * fails the whole statement with the exclusion constraint `default_availability_no_overlap` (SQLSTATE 23P01).
   */
  async addWeekly(slots: readonly WeeklySlotRow[]): Promise<DefaultAvailability[]> {
    return this.insertWeekly(slots, '');
  }

  /** As `addWeekly`, but slots overlapping what the owner has are left out; answers the ones stored. */
  async addWeeklyWhereFree(slots: readonly WeeklySlotRow[]): Promise<DefaultAvailability[]> {
    return this.insertWeekly(slots, 'ON CONFLICT DO NOTHING');
  }

  private async insertWeekly(slots: readonly WeeklySlotRow[], onConflict: string) {
    if (slots.length === 0) return [];
    const rows = await this.manager.query<RawWeekly[]>(
      `INSERT INTO default_availability (id, owner_type, owner_id, day_of_week, start_time, end_time, zone_id)
       SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::uuid[], $4::smallint[], $5::time[], $6::time[],
                            $7::varchar[])
       ${onConflict}
       RETURNING ${WEEKLY_COLUMNS}`,
      [
        slots.map((slot) => slot.id),
        slots.map((slot) => slot.ownerType),
        slots.map((slot) => slot.owner),
        slots.map((slot) => slot.dayOfWeek),
        slots.map((slot) => slot.start),
        slots.map((slot) => slot.end),
        slots.map((slot) => slot.zone),
      ],
    );
    return rows.map(toWeekly);
  }

  async addExceptional(
    slots: readonly ExceptionalSlotRow[],
  ): Promise<(ExceptionalSlot & { available: boolean })[]> {
    if (slots.length === 0) return [];
    const rows = await this.manager.query<RawExceptional[]>(
      `INSERT INTO exceptional_slot (id, owner_type, owner_id, available, start_time, end_time, zone_id, comment)
       SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::uuid[], $4::boolean[], $5::timestamptz[],
                            $6::timestamptz[], $7::varchar[], $8::varchar[])
       RETURNING ${EXCEPTIONAL_COLUMNS}`,
      [
        slots.map((slot) => slot.id),
        slots.map((slot) => slot.ownerType),
        slots.map((slot) => slot.owner),
        slots.map((slot) => slot.available),
        slots.map((slot) => slot.start),
        slots.map((slot) => slot.end),
        slots.map((slot) => slot.zone),
        slots.map((slot) => slot.comment),
      ],
    );
    return rows.map(toExceptional);
  }

  /**
   * Locks the slots of `ownerType` with the given ids, each looked up in its own kind (a weekly id given as
   * exceptional is not found), until the transaction ends.
   */
  async lock(ownerType: OwnerType, ids: Readonly<Record<SlotKind, readonly string[]>>): Promise<SlotOwner[]> {
    const weekly = await this.manager.query<SlotOwner[]>(
      `SELECT id, 'default' AS kind, owner_id AS owner FROM default_availability
        WHERE owner_type = $1 AND id = ANY($2::uuid[]) FOR UPDATE`,
      [ownerType, ids.default],
    );
    const exceptional = await this.manager.query<SlotOwner[]>(
      `SELECT id, CASE WHEN available THEN 'available' ELSE 'unavailable' END AS kind, owner_id AS owner
         FROM exceptional_slot
        WHERE owner_type = $1
          AND ((available AND id = ANY($2::uuid[])) OR (NOT available AND id = ANY($3::uuid[])))
        FOR UPDATE`,
      [ownerType, ids.available, ids.unavailable],
    );
    return [...weekly, ...exceptional];
  }

  async remove(weeklyIds: readonly string[], exceptionalIds: readonly string[]): Promise<void> {
    await this.manager.query('DELETE FROM default_availability WHERE id = ANY($1::uuid[])', [weeklyIds]);
    await this.manager.query('DELETE FROM exceptional_slot WHERE id = ANY($1::uuid[])', [exceptionalIds]);
  }
}
