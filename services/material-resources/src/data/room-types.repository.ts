import type { EntityManager } from 'typeorm';
import { RoomTypeEntity, type RoomTypeRow } from './entities/room-type.entity.ts';

export class RoomTypesRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  async get(id: string): Promise<RoomTypeRow | null> {
    return this.manager.getRepository(RoomTypeEntity).findOneBy({ id });
  }

  async list(onlyEnabled: boolean): Promise<RoomTypeRow[]> {
    return this.manager
      .getRepository(RoomTypeEntity)
      .find({ where: onlyEnabled ? { enabled: true } : {}, order: { name: 'ASC', id: 'ASC' } });
  }

  /** Whether another type than `exceptId` already has `name` (upper-case). */
  async nameTaken(name: string, exceptId?: string): Promise<boolean> {
    const rows = await this.manager.query<unknown[]>(
      'SELECT 1 FROM room_type WHERE name = $1 AND id IS DISTINCT FROM $2::uuid',
      [name, exceptId ?? null],
    );
    return rows.length > 0;
  }

  async insert(row: RoomTypeRow): Promise<void> {
    await this.manager.getRepository(RoomTypeEntity).insert(row);
  }

  async save(row: RoomTypeRow): Promise<void> {
    await this.manager.getRepository(RoomTypeEntity).save(row);
  }
}
