import { Type, type Static } from 'typebox';
import { PageQuerySchema } from './paging.ts';
import { MultiLineText, SingleLineText } from './text.ts';

/** Contracts of the material-resources service: rooms, room types, sectors. */

const Uuid = Type.String({ format: 'uuid' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
/**
 * One line of text without control characters (a line break in a room name would start a new property of the
 * iCalendar feeds that show it), or blank: the service refuses or clears blanks itself, with its own codes
 * (`name_missing`, `address_missing`...).
 */
const OneLine = (maxLength: number) =>
  Type.Union([SingleLineText({ maxLength }), Type.String({ maxLength, pattern: '^ *$' })]);
const Name = OneLine(100);
const Email = Type.String({ format: 'email', maxLength: 254 });
const Phone = SingleLineText({ maxLength: 32 });
const Zone = SingleLineText({ maxLength: 64 });
/** Free text over several lines: line breaks and tabs kept, other control characters refused. */
const Description = MultiLineText({ maxLength: 2000 });
const Url = Type.String({ format: 'uri', maxLength: 2000 });
const Latitude = Type.Number({ minimum: -90, maximum: 90 });
const Longitude = Type.Number({ minimum: -180, maximum: 180 });

/** A person as other screens show them: `username` is the login identifier (the email). */
export const PersonRefSchema = Type.Object({ id: Uuid, username: Type.String() });
export type PersonRef = Static<typeof PersonRefSchema>;

/** A staff member from the local replica of accounts (room staff, manager profiles, doctors). */
export const StaffMemberSchema = Type.Object({
  id: Uuid,
  username: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  enabled: Type.Boolean(),
});
export type StaffMember = Static<typeof StaffMemberSchema>;

export const SectorRefSchema = Type.Object({ id: Uuid, name: Type.String() });
export type SectorRef = Static<typeof SectorRefSchema>;

export const RoomSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  enabled: Type.Boolean(),
  address: Nullable(Type.String()),
  email: Nullable(Type.String()),
  telephoneNumber: Type.String(),
  url: Nullable(Type.String()),
  dpiUrl: Nullable(Type.String()),
  description: Nullable(Type.String()),
  virtual: Type.Boolean(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  zoneId: Type.String(),
  favoriteSectorId: Nullable(Uuid),
  roomType: Nullable(Uuid),
  manager: Nullable(PersonRefSchema),
  /** The room's sectors, the favourite first, then by name. */
  sectors: Type.Array(SectorRefSchema),
  /** Set once the room is deleted (listed only with includeDeleted). */
  deleted: Type.Boolean(),
  /** With `withManagerProfile=true` (and on details). */
  managerProfile: Type.Optional(Nullable(StaffMemberSchema)),
});
export type Room = Static<typeof RoomSchema>;

export const RoomTypeSchema = Type.Object({
  id: Uuid,
  /** Stored upper-case, unique. */
  name: Type.String(),
  enabled: Type.Boolean(),
  /** Language code to text; `fr` always present. */
  translations: Type.Record(Type.String(), Type.String()),
});
export type RoomType = Static<typeof RoomTypeSchema>;

/** GET get-room-details/{id}: the room with its type, manager profile and staff. */
export const RoomDetailsSchema = Type.Object({
  room: RoomSchema,
  roomTypeDetails: Nullable(RoomTypeSchema),
  managerProfile: Nullable(StaffMemberSchema),
  users: Type.Array(StaffMemberSchema),
});
export type RoomDetails = Static<typeof RoomDetailsSchema>;

/** GET get-room-user-list/{roomId}. */
export const RoomUserListSchema = Type.Object({
  roomId: Uuid,
  accountBeanList: Type.Array(StaffMemberSchema),
});
export type RoomUserList = Static<typeof RoomUserListSchema>;

/** A staff member's place in a room (add-room-user, get-room-user). */
export const RoomUserSchema = Type.Object({ roomId: Uuid, userId: Uuid, username: Type.String() });
export type RoomUser = Static<typeof RoomUserSchema>;

export const RoomSummarySchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  address: Nullable(Type.String()),
  telephoneNumber: Type.String(),
  enabled: Type.Boolean(),
});
export type RoomSummary = Static<typeof RoomSummarySchema>;

export const SectorSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  enabled: Type.Boolean(),
  manager: Nullable(PersonRefSchema),
  roomIds: Type.Array(Uuid),
  doctorIds: Type.Array(Uuid),
  doctors: Type.Array(PersonRefSchema),
  /** With `withDetails=true` (and on details and aggregated details). */
  rooms: Type.Optional(Type.Array(RoomSummarySchema)),
  managerProfile: Type.Optional(Nullable(StaffMemberSchema)),
});
export type Sector = Static<typeof SectorSchema>;

/** GET get-sector/{id}: name and manager only. */
export const SectorHeadSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  manager: Nullable(PersonRefSchema),
});
export type SectorHead = Static<typeof SectorHeadSchema>;

// ---- params ----

export const IdParamsSchema = Type.Object({ id: Uuid });
export type IdParams = Static<typeof IdParamsSchema>;
export const RoomManagerParamsSchema = Type.Object({ id: Uuid, userId: Uuid });
export const RoomSectorParamsSchema = Type.Object({ roomId: Uuid, sectorId: Uuid });
export const RoomUserParamsSchema = Type.Object({ roomId: Uuid, userId: Uuid });
export const SectorDoctorParamsSchema = Type.Object({ sectorId: Uuid, doctorId: Uuid });

// ---- rooms ----

/** POST create-room. `uuid` is the manager's id (optional here: PUT rooms/{id}/room-manager/{userId} also sets it). */
export const CreateRoomBodySchema = Type.Object(
  {
    name: Name,
    url: Type.Optional(Nullable(Type.Union([Url, Type.Literal('')]))),
    email: Type.Optional(Nullable(Type.Union([Email, Type.Literal('')]))),
    address: Type.Optional(Nullable(OneLine(300))),
    latitude: Type.Optional(Latitude),
    longitude: Type.Optional(Longitude),
    telephoneNumber: Phone,
    zoneId: Zone,
    dpiUrl: Type.Optional(Nullable(Type.Union([Url, Type.Literal('')]))),
    description: Type.Optional(Nullable(Description)),
    roomType: Uuid,
    /** Admins choose; a sector manager's room goes to their own sector when omitted. */
    sectorsId: Type.Optional(Type.Array(Uuid, { maxItems: 50, uniqueItems: true })),
    uuid: Type.Optional(Nullable(Uuid)),
    virtual: Type.Optional(Type.Boolean()),
    /** The form's box: Monday to Friday 09:00-12:00 and 14:00-19:00 (created by the schedule service). */
    defaultOpeningPattern: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreateRoomBody = Static<typeof CreateRoomBodySchema>;

/** PATCH rooms/{id}: only the fields given change. `enabled: false` disables the room (the UI asks for DESACTIVER). */
export const PatchRoomBodySchema = Type.Object(
  {
    name: Type.Optional(Name),
    url: Type.Optional(Nullable(Type.Union([Url, Type.Literal('')]))),
    address: Type.Optional(Nullable(OneLine(300))),
    email: Type.Optional(Nullable(Type.Union([Email, Type.Literal('')]))),
    telephoneNumber: Type.Optional(Phone),
    zoneId: Type.Optional(Zone),
    roomType: Type.Optional(Uuid),
    dpiUrl: Type.Optional(Nullable(Type.Union([Url, Type.Literal('')]))),
    description: Type.Optional(Nullable(Description)),
    virtual: Type.Optional(Type.Boolean()),
    latitude: Type.Optional(Latitude),
    longitude: Type.Optional(Longitude),
    enabled: Type.Optional(Type.Boolean()),
    favoriteSectorId: Type.Optional(Nullable(Uuid)),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PatchRoomBody = Static<typeof PatchRoomBodySchema>;

const UuidList = Type.Array(Uuid, { maxItems: 200 });
const Flag = Type.Optional(Type.Boolean());

/** GET rooms: every room the caller may see (not deleted unless includeDeleted), optionally in some sectors. */
export const RoomsQuerySchema = Type.Object({
  includeDeleted: Flag,
  inSectors: Type.Optional(UuidList),
});
export type RoomsQuery = Static<typeof RoomsQuerySchema>;

/** Paging plus an RSQL `query` (see the service README for fields). */
const SearchQuery = {
  ...PageQuerySchema.properties,
  query: Type.Optional(Type.String({ maxLength: 2000 })),
};

/** GET rooms/with and rooms/aggregated-details. */
export const RoomsWithQuerySchema = Type.Object({
  ...SearchQuery,
  includeDeleted: Flag,
  withSectors: Flag,
  withSectorsNames: Flag,
  withManagerProfile: Flag,
});
export type RoomsWithQuery = Static<typeof RoomsWithQuerySchema>;

/** GET rooms/search: contains-matches on name, address or phone (any given), 5 results by default. */
export const RoomSearchQuerySchema = Type.Object({
  partialName: Type.Optional(Type.String({ maxLength: 100 })),
  partialAddress: Type.Optional(Type.String({ maxLength: 300 })),
  partialTelephoneNumber: Type.Optional(Type.String({ maxLength: 32 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 5 })),
});
export type RoomSearchQuery = Static<typeof RoomSearchQuerySchema>;

// ---- room types ----

/** Language code (`fr`, `en`, `fr-CA`...) to text; the service checks codes and requires `fr`. */
const Translations = Type.Record(Type.String(), OneLine(200), { maxProperties: 20 });

export const CreateRoomTypeBodySchema = Type.Object(
  { name: Name, translations: Translations, enabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type CreateRoomTypeBody = Static<typeof CreateRoomTypeBodySchema>;

export const PatchRoomTypeBodySchema = Type.Object(
  {
    name: Type.Optional(Name),
    translations: Type.Optional(Translations),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PatchRoomTypeBody = Static<typeof PatchRoomTypeBodySchema>;

export const RoomTypesQuerySchema = Type.Object({ onlyEnabled: Flag });
export type RoomTypesQuery = Static<typeof RoomTypesQuerySchema>;

// ---- sectors ----

/** POST sectors: consumes the licence key; `sectorManager` is the manager's id (holds SECTOR_MANAGER). */
export const CreateSectorBodySchema = Type.Object(
  {
    name: Name,
    /** As long as the licenses service takes (`TPL1.<payload>.<signature>` is about 270 characters). */
    license: Type.String({ maxLength: 2048 }),
    sectorManager: Uuid,
  },
  { additionalProperties: false },
);
export type CreateSectorBody = Static<typeof CreateSectorBodySchema>;

export const PatchSectorBodySchema = Type.Object({ name: Name }, { additionalProperties: false });
export type PatchSectorBody = Static<typeof PatchSectorBodySchema>;

/** GET sectors/with and sectors/aggregated-details. */
export const SectorsWithQuerySchema = Type.Object({ ...SearchQuery, withDetails: Flag });
export type SectorsWithQuery = Static<typeof SectorsWithQuerySchema>;

export const WithDetailsQuerySchema = Type.Object({ withDetails: Flag });
export type WithDetailsQuery = Static<typeof WithDetailsQuerySchema>;

/** POST add-doctors-sector: several doctors to one sector at once. */
export const AddDoctorsBodySchema = Type.Object(
  { sectorId: Uuid, doctorIds: Type.Array(Uuid, { minItems: 1, maxItems: 100, uniqueItems: true }) },
  { additionalProperties: false },
);
export type AddDoctorsBody = Static<typeof AddDoctorsBodySchema>;

export const SectorDoctorLinkSchema = Type.Object({ sectorId: Uuid, doctorId: Uuid });
export type SectorDoctorLink = Static<typeof SectorDoctorLinkSchema>;

// ---- events ----

/** The event form of a room: what replicas (schedule, notification, indicators) need to know. */
export const RoomSnapshotSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  enabled: Type.Boolean(),
  deleted: Type.Boolean(),
  address: Nullable(Type.String()),
  email: Nullable(Type.String()),
  telephoneNumber: Type.String(),
  url: Nullable(Type.String()),
  dpiUrl: Nullable(Type.String()),
  description: Nullable(Type.String()),
  virtual: Type.Boolean(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  zoneId: Type.String(),
  favoriteSectorId: Nullable(Uuid),
  roomTypeId: Nullable(Uuid),
  managerId: Nullable(Uuid),
  sectorIds: Type.Array(Uuid),
  userIds: Type.Array(Uuid),
});
export type RoomSnapshot = Static<typeof RoomSnapshotSchema>;

export const SectorSnapshotSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  enabled: Type.Boolean(),
  managerId: Nullable(Uuid),
  doctorIds: Type.Array(Uuid),
});
export type SectorSnapshot = Static<typeof SectorSnapshotSchema>;

export const RoomTypeSnapshotSchema = RoomTypeSchema;
export type RoomTypeSnapshot = RoomType;
