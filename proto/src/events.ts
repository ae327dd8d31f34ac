import { Type, type Static, type TSchema } from 'typebox';
import { AccountSchema, ProfileSchema } from './accounts.ts';
import {
  RoomSnapshotSchema,
  RoomTypeSnapshotSchema,
  SectorDoctorLinkSchema,
  SectorSnapshotSchema,
} from './material-resources.ts';

/** The envelope of every event on the bus (docs/events.md#envelope). */
export const EventEnvelopeSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  type: Type.String(),
  version: Type.Integer({ minimum: 1 }),
  occurredAt: Type.String({ format: 'date-time' }),
  producer: Type.String(),
  payload: Type.Unknown(),
  actor: Type.Optional(
    Type.Object({
      accountId: Type.String({ format: 'uuid' }),
      role: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  requestId: Type.Optional(Type.String()),
});
/** Who acted: the signed-in account of the request that made the change (docs/events.md#envelope). */
export interface EventActor {
  accountId: string;
  role: string | null;
}
export interface EventEnvelope<P = unknown> {
  id: string;
  type: string;
  version: number;
  occurredAt: string;
  producer: string;
  payload: P;
  /** The person whose request made the change; absent when none did (a job, a reaction to another event). */
  actor?: EventActor;
  /** The request that made the change, to find its log lines. */
  requestId?: string;
}

function snapshotEvent<T extends TSchema>(entity: T) {
  return Type.Object({ current: entity, previous: Type.Optional(entity) });
}

export const ProfileEventPayloadSchema = snapshotEvent(ProfileSchema);
export type ProfileEventPayload = Static<typeof ProfileEventPayloadSchema>;
export const AccountEventPayloadSchema = snapshotEvent(AccountSchema);
export type AccountEventPayload = Static<typeof AccountEventPayloadSchema>;

/** Event types produced by the accounts service. */
export const AccountEvents = {
  profileCreated: 'profile.created',
  profileUpdated: 'profile.updated',
  accountCreated: 'account.created',
  accountUpdated: 'account.updated',
  accountActivated: 'account.activated',
  accountDeactivated: 'account.deactivated',
  accountRolesChanged: 'account.roles-changed',
  accountCredentialsChanged: 'account.credentials-changed',
} as const;
export type AccountEventType = (typeof AccountEvents)[keyof typeof AccountEvents];

/**
 * A credential of an account changed (password changed or reset, email changed): every sign-in session of the
 * account ends, except `keepSessionId` (the session that made the change, from its access token's `sid`).
 */
export const CredentialsChangedPayloadSchema = Type.Object({
  accountId: Type.String({ format: 'uuid' }),
  reason: Type.Union([
    Type.Literal('password-changed'),
    Type.Literal('password-reset'),
    Type.Literal('email-changed'),
  ]),
  keepSessionId: Type.Union([Type.String(), Type.Null()]),
});
export type CredentialsChangedPayload = Static<typeof CredentialsChangedPayloadSchema>;

/** Event types produced by the material-resources service (payloads below; all version 1). */
export const MaterialResourcesEvents = {
  roomCreated: 'room.created',
  roomUpdated: 'room.updated',
  roomDisabled: 'room.disabled',
  roomEnabled: 'room.enabled',
  roomDeleted: 'room.deleted',
  roomTypeCreated: 'room-type.created',
  roomTypeUpdated: 'room-type.updated',
  sectorCreated: 'sector.created',
  sectorUpdated: 'sector.updated',
  sectorDoctorLinked: 'sector.doctor-linked',
  sectorDoctorUnlinked: 'sector.doctor-unlinked',
} as const;
export type MaterialResourcesEventType =
  (typeof MaterialResourcesEvents)[keyof typeof MaterialResourcesEvents];

/**
 * room.updated, room.disabled, room.enabled, room.deleted: the whole room before and after (sector links,
 * manager and staff included).
 */
export const RoomEventPayloadSchema = snapshotEvent(RoomSnapshotSchema);
export type RoomEventPayload = Static<typeof RoomEventPayloadSchema>;
/** room.created: the new room and whether the default opening pattern (Mon-Fri 09:00-12:00, 14:00-19:00) was asked. */
export const RoomCreatedPayloadSchema = Type.Object({
  current: RoomSnapshotSchema,
  defaultOpeningPattern: Type.Boolean(),
});
export type RoomCreatedPayload = Static<typeof RoomCreatedPayloadSchema>;
export const SectorEventPayloadSchema = snapshotEvent(SectorSnapshotSchema);
export type SectorEventPayload = Static<typeof SectorEventPayloadSchema>;
export const RoomTypeEventPayloadSchema = snapshotEvent(RoomTypeSnapshotSchema);
export type RoomTypeEventPayload = Static<typeof RoomTypeEventPayloadSchema>;
/** sector.doctor-linked and sector.doctor-unlinked. */
export const SectorDoctorEventPayloadSchema = SectorDoctorLinkSchema;
export type SectorDoctorEventPayload = Static<typeof SectorDoctorEventPayloadSchema>;
