import type { EntityManager } from 'typeorm';
import { LicenseKeyEntity, type LicenseKeyRow } from './entities/license-key.entity.ts';

export class LicenseKeysRepository {
  private readonly db: EntityManager;

  constructor(db: EntityManager) {
    this.db = db;
  }

  async insert(row: LicenseKeyRow): Promise<void> {
    await this.db.getRepository(LicenseKeyEntity).insert(row);
  }

  /** The key `id` locked until the transaction ends, so two sectors cannot both take it. */
  async lock(id: string): Promise<LicenseKeyRow | null> {
    return this.db
      .getRepository(LicenseKeyEntity)
      .createQueryBuilder('k')
      .where('k.id = :id', { id })
      .setLock('pessimistic_write')
      .getOne();
  }

  async assign(id: string, sectorId: string, now: Date): Promise<void> {
    await this.db.getRepository(LicenseKeyEntity).update({ id }, { sectorId, consumedAt: now });
  }

  /** Makes every key of `sectorId` unused again; resolves those keys, oldest first. */
  async unassignSector(sectorId: string): Promise<{ id: string; nbRooms: number }[]> {
    return this.db.query<{ id: string; nbRooms: number }[]>(
      `WITH released AS (
         UPDATE license_key SET sector_id = NULL, consumed_at = NULL WHERE sector_id = $1 RETURNING id, nb_rooms
       )
       SELECT id, nb_rooms AS "nbRooms" FROM released ORDER BY id`,
      [sectorId],
    );
  }

  /** Rooms the keys of `sectorId` allow together. */
  async roomsOf(sectorId: string): Promise<number> {
    const [row] = await this.db.query<{ rooms: number }[]>(
      'SELECT coalesce(sum(nb_rooms), 0)::int AS rooms FROM license_key WHERE sector_id = $1',
      [sectorId],
    );
    return row?.rooms ?? 0;
  }

  /** Newest first. */
  async page(size: number, page: number): Promise<{ rows: LicenseKeyRow[]; total: number }> {
    const [rows, total] = await this.db.getRepository(LicenseKeyEntity).findAndCount({
      order: { issuedAt: 'DESC', id: 'DESC' },
      take: size,
      skip: size * page,
    });
    return { rows, total };
  }
}
