import type { EntityManager } from 'typeorm';
import type { RoomSnapshot } from '@teleplan/proto/material-resources';
import { olderThan, type EventVersion } from '@teleplan/kit/db/event-version';

/** The local replica of material-resources' rooms (manager, staff), written only by the event handlers. */
export class RoomReplicaRepository {
  private readonly manager: EntityManager;

  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** A whole room, staff included, unless a newer snapshot of it was applied already. */
  async applySnapshot(room: RoomSnapshot, version: EventVersion): Promise<void> {
    const applied = await this.manager.query<unknown[]>(
      `INSERT INTO room_replica (id, manager_id, deleted, changed_at, event_id) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET manager_id = EXCLUDED.manager_id, deleted = EXCLUDED.deleted,
         changed_at = EXCLUDED.changed_at, event_id = EXCLUDED.event_id
       WHERE ${olderThan('room_replica', '$4', '$5')}
       RETURNING id`,
      [room.id, room.managerId, room.deleted, version.at, version.eventId],
    );
    if (applied.length === 0) return;
    await this.manager.query('DELETE FROM room_user_replica WHERE room_id = $1', [room.id]);
    await this.manager.query(
      `INSERT INTO room_user_replica (room_id, user_id)
       SELECT $1, user_id FROM unnest($2::uuid[]) AS user_id ON CONFLICT DO NOTHING`,
      [room.id, room.userIds],
    );
  }

  /** Whether `managerId` manages a room (not deleted). */
  async managesARoom(managerId: string): Promise<boolean> {
    const [row] = await this.manager.query<{ yes: boolean }[]>(
      'SELECT EXISTS (SELECT 1 FROM room_replica WHERE manager_id = $1 AND NOT deleted) AS yes',
      [managerId],
    );
    return row?.yes === true;
  }

  /** Whether `userId` works in a room (not deleted) that `managerId` manages. */
  async managesRoomOf(managerId: string, userId: string): Promise<boolean> {
    const [row] = await this.manager.query<{ yes: boolean }[]>(
      `SELECT EXISTS (
         SELECT 1 FROM room_replica r JOIN room_user_replica u ON u.room_id = r.id
          WHERE r.manager_id = $1 AND NOT r.deleted AND u.user_id = $2
       ) AS yes`,
      [managerId, userId],
    );
    return row?.yes === true;
  }
}
