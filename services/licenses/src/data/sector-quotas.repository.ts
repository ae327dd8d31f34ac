import type { EntityManager } from 'typeorm';
import { RoomSlotEntity } from './entities/room-slot.entity.ts';
import { SectorQuotaEntity, type SectorQuotaRow } from './entities/sector-quota.entity.ts';

/** Sectors with licences and the room slots counted against them. */
export class SectorQuotasRepository {
  private readonly db: EntityManager;

  constructor(db: EntityManager) {
    this.db = db;
  }

  async find(sectorId: string): Promise<SectorQuotaRow | null> {
    return this.db.getRepository(SectorQuotaEntity).findOneBy({ sectorId });
  }

  /**
   * The sector's row locked until the transaction ends: every change of its rooms, keys or state takes this
   * lock first, so a count read under it stays true until the commit.
   */
  async lock(sectorId: string): Promise<SectorQuotaRow | null> {
    return this.db
      .getRepository(SectorQuotaEntity)
      .createQueryBuilder('q')
      .where('q.sectorId = :sectorId', { sectorId })
      .setLock('pessimistic_write')
      .getOne();
  }

  /** Creates the sector's row (open) when missing, then locks it. */
  async ensureLocked(sectorId: string, now: Date): Promise<SectorQuotaRow> {
    await this.db.query(
      `INSERT INTO sector_quota (sector_id, open, created_at, updated_at) VALUES ($1, true, $2, $2)
       ON CONFLICT (sector_id) DO NOTHING`,
      [sectorId, now],
    );
    return (await this.lock(sectorId))!;
  }

  async setOpen(sectorId: string, open: boolean, now: Date): Promise<void> {
    await this.db.getRepository(SectorQuotaEntity).update({ sectorId }, { open, updatedAt: now });
  }

  async delete(sectorId: string): Promise<void> {
    await this.db.getRepository(SectorQuotaEntity).delete({ sectorId });
  }

  async usedRooms(sectorId: string): Promise<number> {
    return this.db.getRepository(RoomSlotEntity).countBy({ sectorId });
  }

  async hasRoom(sectorId: string, roomId: string): Promise<boolean> {
    return this.db.getRepository(RoomSlotEntity).existsBy({ sectorId, roomId });
  }

  async addRoom(sectorId: string, roomId: string, now: Date): Promise<void> {
    await this.db.getRepository(RoomSlotEntity).insert({ sectorId, roomId, reservedAt: now });
  }

  async removeRoom(sectorId: string, roomId: string): Promise<void> {
    await this.db.getRepository(RoomSlotEntity).delete({ sectorId, roomId });
  }
}
