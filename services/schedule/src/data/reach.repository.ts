import type { EntityManager } from 'typeorm';
import { ownRowSql, reachesEverything, reachOf, type ReachKind } from './role-reach.ts';

/** A person acting in a role, as the reach queries see them. */
export interface Reacher {
  id: string;
  role: string;
}

/** The ids of each kind a caller reaches, and the kind their own rows are filed under. */
export interface ReachLists {
  home: ReachKind;
  sectors: string[];
  rooms: string[];
  doctors: string[];
}

export type AskedIds = Partial<Record<ReachKind, readonly string[]>>;

/**
 * What a caller reaches in the replica of sectors, rooms and their links, every answer derived from the one
 * per-role definition of `role-reach.ts`. Admins reach everything.
 */
export class ReachRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** Of `ids` of `kind`, those outside the caller's reach, in the order asked. */
  async outside(actor: Reacher, kind: ReachKind, ids: readonly string[]): Promise<string[]> {
    const reach = reachOf(actor.role, '$2::uuid');
    if (reach === null || ids.length === 0) return [];
    const rows = await this.manager.query<{ id: string }[]>(
      `SELECT o.id FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, n)
        WHERE o.id NOT IN (${reach[kind]}) ORDER BY o.n`,
      [ids, actor.id],
    );
    return rows.map((row) => row.id);
  }

  /** Whether every sector, room and doctor asked is within the caller's reach. */
  async covers(actor: Reacher, asked: AskedIds): Promise<boolean> {
    const reach = reachOf(actor.role, '$1::uuid');
    if (reach === null) return true;
    const [row] = await this.manager.query<{ yes: boolean }[]>(
      `SELECT $2::uuid[] <@ ARRAY(${reach.sectors}) AND $3::uuid[] <@ ARRAY(${reach.rooms})
          AND $4::uuid[] <@ ARRAY(${reach.doctors}) AS yes`,
      [actor.id, asked.sectors ?? [], asked.rooms ?? [], asked.doctors ?? []],
    );
    return row?.yes === true;
  }

  /** The caller's reach as id lists; null for admins (everything). */
  async lists(actor: Reacher): Promise<ReachLists | null> {
    const reach = reachOf(actor.role, '$1::uuid');
    if (reach === null) return null;
    const [row] = await this.manager.query<Omit<ReachLists, 'home'>[]>(
      `SELECT ARRAY(SELECT DISTINCT id FROM (${reach.sectors}) AS s(id)) AS sectors,
              ARRAY(SELECT DISTINCT id FROM (${reach.rooms}) AS r(id)) AS rooms,
              ARRAY(SELECT DISTINCT id FROM (${reach.doctors}) AS d(id)) AS doctors`,
      [actor.id],
    );
    return { home: reach.home, ...row! };
  }

  /** Whether a row filed under this sector, room and doctor is the caller's (`ownRowSql`). */
  async owns(actor: Reacher, row: { sector: string; room: string; doctor: string | null }): Promise<boolean> {
    if (reachesEverything(actor.role)) return true;
    const [answer] = await this.manager.query<{ yes: boolean }[]>(
      `SELECT ${ownRowSql({ role: '$1', person: '$2::uuid' }, { sector: '$3::uuid', room: '$4::uuid', doctor: '$5::uuid' })} AS yes`,
      [actor.role, actor.id, row.sector, row.room, row.doctor],
    );
    return answer?.yes === true;
  }

  /** The doctors linked to sector `sectorId` that are outside the caller's reach. */
  sectorDoctorsOutside(actor: Reacher, sectorId: string): Promise<string[]> {
    return this.linksOutside(
      actor,
      'doctors',
      'SELECT doctor_id FROM sector_doctor WHERE sector_id = $2',
      sectorId,
    );
  }

  /** The sectors doctor `doctorId` is linked to that are outside the caller's reach. */
  doctorSectorsOutside(actor: Reacher, doctorId: string): Promise<string[]> {
    return this.linksOutside(
      actor,
      'sectors',
      'SELECT sector_id FROM sector_doctor WHERE doctor_id = $2',
      doctorId,
    );
  }

  /** The ids `linked` selects for `id` ($2) that are not among the caller's ids of `kind`. */
  private async linksOutside(actor: Reacher, kind: ReachKind, linked: string, id: string): Promise<string[]> {
    const reach = reachOf(actor.role, '$1::uuid');
    if (reach === null) return [];
    const rows = await this.manager.query<{ id: string }[]>(
      `SELECT l.id FROM (${linked}) AS l(id) WHERE l.id NOT IN (${reach[kind]}) ORDER BY l.id`,
      [actor.id, id],
    );
    return rows.map((row) => row.id);
  }
}
