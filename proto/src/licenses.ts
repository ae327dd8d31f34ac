import { Type, type Static } from 'typebox';

const Uuid = Type.String({ format: 'uuid' });
const Instant = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** Rooms one licence key may carry. */
export const MAX_ROOMS_PER_LICENSE = 10_000;
const NbRooms = Type.Integer({ minimum: 1, maximum: MAX_ROOMS_PER_LICENSE });
/** A licence key as typed or pasted (`TPL1.<payload>.<signature>`); surrounding blanks are ignored. */
const LicenseText = Type.String({ maxLength: 2048 });

// ---- public calls ----

/** POST issue (SUPER_ADMIN): a new signed key for `nbRooms` rooms. */
export const IssueLicenseBodySchema = Type.Object({ nbRooms: NbRooms }, { additionalProperties: false });
export type IssueLicenseBody = Static<typeof IssueLicenseBodySchema>;

/** An issued licence key and what became of it. */
export const IssuedLicenseSchema = Type.Object({
  id: Uuid,
  license: Type.String(),
  nbRooms: Type.Integer(),
  issuedAt: Instant,
  /** The account that issued it, or `cli` for the command-line script. */
  issuedBy: Type.String(),
  /** The sector that consumed it; null while unused. */
  sectorId: Nullable(Uuid),
  consumedAt: Nullable(Instant),
});
export type IssuedLicense = Static<typeof IssuedLicenseSchema>;

/** POST check-available-rooms/: the sector's id. */
export const CheckAvailableRoomsBodySchema = Type.Object({ id: Uuid });
export type CheckAvailableRoomsBody = Static<typeof CheckAvailableRoomsBodySchema>;

/** A sector's room quota: rooms its licences allow, rooms linked, rooms left, and whether the practice is open. */
export const SectorQuotaSchema = Type.Object({
  sectorId: Uuid,
  nbRooms: Type.Integer(),
  usedRooms: Type.Integer(),
  availableRooms: Type.Integer(),
  open: Type.Boolean(),
});
export type SectorQuota = Static<typeof SectorQuotaSchema>;

/** POST add-licenses-rooms: `nbRooms` must be the key's own number of rooms. */
export const AddLicenseRoomsBodySchema = Type.Object({
  sectorId: Uuid,
  nbRooms: NbRooms,
  license: LicenseText,
});
export type AddLicenseRoomsBody = Static<typeof AddLicenseRoomsBodySchema>;

export const SectorIdParamsSchema = Type.Object({ id: Uuid });
export type SectorIdParams = Static<typeof SectorIdParamsSchema>;

/** GET public-keys: what verifies licence keys offline (Ed25519, SPKI PEM). */
export const LicensePublicKeysSchema = Type.Object({
  keys: Type.Array(
    Type.Object({ kid: Type.String(), algorithm: Type.Literal('Ed25519'), publicKey: Type.String() }),
  ),
});
export type LicensePublicKeys = Static<typeof LicensePublicKeysSchema>;

// ---- internal contract (SERVICE tokens only, never routed by the gateway) ----

/** POST internal/licenses/consume: `sectorId` takes the key; consuming it again for the same sector is a no-op. */
export const ConsumeLicenseBodySchema = Type.Object({ license: LicenseText, sectorId: Uuid });
export type ConsumeLicenseBody = Static<typeof ConsumeLicenseBodySchema>;
export const ConsumedLicenseSchema = Type.Object({ sectorId: Uuid, nbRooms: Type.Integer() });
export type ConsumedLicense = Static<typeof ConsumedLicenseSchema>;

/** POST internal/licenses/release: gives back the keys of a sector whose creation failed. */
export const ReleaseLicenseBodySchema = Type.Object({ sectorId: Uuid });
export type ReleaseLicenseBody = Static<typeof ReleaseLicenseBodySchema>;

/** PUT and DELETE internal/sectors/{sectorId}/rooms/{roomId}: one room slot of a sector's quota. */
export const RoomSlotParamsSchema = Type.Object({ sectorId: Uuid, roomId: Uuid });
export type RoomSlotParams = Static<typeof RoomSlotParamsSchema>;

// ---- events ----

/** Event types produced by the licenses service (version 1). */
export const LicensesEvents = {
  sectorClosed: 'sector.closed',
  sectorOpened: 'sector.opened',
  licenseIssued: 'license.issued',
  licenseApplied: 'license.applied',
  licenseReleased: 'license.released',
} as const;
export type LicensesEventType = (typeof LicensesEvents)[keyof typeof LicensesEvents];

/**
 * sector.closed and sector.opened: the distributor closed or reopened a practice. A closed practice keeps its
 * data and its staff can sign in and read, but nothing new may be booked in it.
 */
export const SectorOpeningPayloadSchema = Type.Object({
  sectorId: Uuid,
  open: Type.Boolean(),
  /** When it changed and who changed it (a SUPER_ADMIN account id). */
  changedAt: Instant,
  changedBy: Uuid,
});
export type SectorOpeningPayload = Static<typeof SectorOpeningPayloadSchema>;

/**
 * license.issued: a key was issued (`issuedBy`: an account id, or `cli` for the command-line script). Never the
 * key's text: it grants rooms to whoever holds it.
 */
export const LicenseIssuedPayloadSchema = Type.Object({
  id: Uuid,
  nbRooms: Type.Integer(),
  issuedAt: Instant,
  issuedBy: Type.String(),
});
export type LicenseIssuedPayload = Static<typeof LicenseIssuedPayloadSchema>;

/** license.applied: sector `sectorId` took key `id` and its rooms (never the key's text). */
export const LicenseAppliedPayloadSchema = Type.Object({
  id: Uuid,
  sectorId: Uuid,
  nbRooms: Type.Integer(),
  consumedAt: Instant,
});
export type LicenseAppliedPayload = Static<typeof LicenseAppliedPayloadSchema>;

/** license.released: key `id` is unused again, its sector `sectorId` never created (docs/events.md#catalogue). */
export const LicenseReleasedPayloadSchema = Type.Object({
  id: Uuid,
  sectorId: Uuid,
  nbRooms: Type.Integer(),
  releasedAt: Instant,
});
export type LicenseReleasedPayload = Static<typeof LicenseReleasedPayloadSchema>;
