import { EntitySchema } from 'typeorm';

/** Local replica of a material-resources room: its manager and whether it was deleted (newest snapshot applied). */
export interface RoomReplicaRow {
  id: string;
  managerId: string | null;
  deleted: boolean;
  /** `occurredAt` and id of the newest snapshot applied: an older one arriving late is ignored. */
  changedAt: Date;
  eventId: string;
}

export const RoomReplicaEntity = new EntitySchema<RoomReplicaRow>({
  name: 'RoomReplica',
  tableName: 'room_replica',
  columns: {
    id: { type: 'uuid', primary: true },
    managerId: { type: 'uuid', name: 'manager_id', nullable: true },
    deleted: { type: 'boolean' },
    changedAt: { type: 'timestamptz', name: 'changed_at' },
    eventId: { type: 'uuid', name: 'event_id' },
  },
});

/** The staff (room users) of a replicated room, as its newest snapshot lists them. */
export interface RoomUserReplicaRow {
  roomId: string;
  userId: string;
}

export const RoomUserReplicaEntity = new EntitySchema<RoomUserReplicaRow>({
  name: 'RoomUserReplica',
  tableName: 'room_user_replica',
  columns: {
    roomId: { type: 'uuid', primary: true, name: 'room_id' },
    userId: { type: 'uuid', primary: true, name: 'user_id' },
  },
});
