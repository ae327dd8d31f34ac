import { Type, type Static, type TSchema } from 'typebox';
import { AccountSchema, ProfileSchema } from './accounts.ts';

/** The envelope of every event on the bus (ARCHITECTURE.md section 4). */
export const EventEnvelopeSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  type: Type.String(),
  version: Type.Integer({ minimum: 1 }),
  occurredAt: Type.String({ format: 'date-time' }),
  producer: Type.String(),
  payload: Type.Unknown(),
});
export interface EventEnvelope<P = unknown> {
  id: string;
  type: string;
  version: number;
  occurredAt: string;
  producer: string;
  payload: P;
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
