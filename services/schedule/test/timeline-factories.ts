import { randomUUID } from 'node:crypto';
import type { Harness } from './harness.ts';
import { testNow } from './today.ts';

/**
 * Availability and appointments written straight into their tables: their own APIs are not part of this slice,
 * and the timelines read nothing but these rows.
 */
export class TimelineFactories {
  readonly h: Harness;
  constructor(h: Harness) {
    this.h = h;
  }

  private query(sql: string, parameters: unknown[]) {
    return this.h.service.dataSource.query(sql, parameters);
  }

  /** A weekly slot (ISO weekday 1-7, wall-clock `HH:mm` in `zone`; `24:00` ends at midnight). */
  async weekly(
    ownerType: 'DOCTOR' | 'ROOM',
    ownerId: string,
    dayOfWeek: number,
    start: string,
    end: string,
    zone = 'Europe/Paris',
  ) {
    await this.query(
      `INSERT INTO default_availability (id, owner_type, owner_id, day_of_week, start_time, end_time, zone_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [randomUUID(), ownerType, ownerId, dayOfWeek, start, end, zone],
    );
  }

  /** The same weekly slot on every day of the week. */
  async everyDay(
    ownerType: 'DOCTOR' | 'ROOM',
    ownerId: string,
    start: string,
    end: string,
    zone = 'Europe/Paris',
  ) {
    for (let day = 1; day <= 7; day += 1) await this.weekly(ownerType, ownerId, day, start, end, zone);
  }

  async exceptional(
    ownerType: 'DOCTOR' | 'ROOM',
    ownerId: string,
    available: boolean,
    start: Date,
    end: Date,
  ) {
    await this.query(
      `INSERT INTO exceptional_slot (id, owner_type, owner_id, available, start_time, end_time, zone_id)
       VALUES ($1, $2, $3, $4, $5, $6, 'Europe/Paris')`,
      [randomUUID(), ownerType, ownerId, available, start, end],
    );
  }

  /** An appointment holding room and doctor for `consultation` + `prep` minutes from `start`. */
  async appointment(a: {
    roomId: string;
    sectorId: string;
    doctorId: string;
    start: Date;
    consultation?: number;
    prep?: number;
    canceled?: boolean;
  }): Promise<string> {
    const id = randomUUID();
    const consultationEnd = new Date(a.start.getTime() + (a.consultation ?? 10) * 60_000);
    const end = new Date(consultationEnd.getTime() + (a.prep ?? 10) * 60_000);
    await this.query(
      `INSERT INTO appointment (id, room_id, sector_id, doctor_id, patient_id, start_time, consultation_end, end_time,
                                zone_id, canceled)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'Europe/Paris', $9)`,
      [
        id,
        a.roomId,
        a.sectorId,
        a.doctorId,
        randomUUID(),
        a.start,
        consultationEnd,
        end,
        a.canceled ?? false,
      ],
    );
    return id;
  }

  async closeSector(sectorId: string) {
    await this.query('UPDATE sector SET closed = true, closed_at = now() WHERE id = $1', [sectorId]);
  }
}

/** Paris wall-clock `YYYY-MM-DDTHH:mm` of a date, for readable expectations. */
export function parisTime(iso: string): string {
  return new Date(iso).toLocaleString('sv-SE', { timeZone: 'Europe/Paris' }).slice(0, 16).replace(' ', 'T');
}

/** The instant of Paris wall clock `HH:mm` on local date `YYYY-MM-DD`. */
export function paris(date: string, time: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const shown = new Date(guess.toLocaleString('en-US', { timeZone: 'Europe/Paris' }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (shown.getTime() - utc.getTime()));
}

/** The Paris local date `days` days from the tests' now whose ISO weekday is `dayOfWeek` (the first at or after that). */
export function parisDateAhead(days: number, dayOfWeek: number): string {
  const at = new Date(testNow().getTime() + days * 86_400_000);
  for (;;) {
    const local = at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    const dow = ((new Date(`${local}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
    if (dow === dayOfWeek) return local;
    at.setTime(at.getTime() + 86_400_000);
  }
}
