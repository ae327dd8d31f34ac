import type { Room, RoomType, Sector } from '@teleplan/proto/material-resources';
import type { Page } from '@teleplan/proto/paging';
import type { ApiCaller } from './api-caller.ts';
import type { DemoPractices, DemoRoom, DemoSector } from './demo-practices.ts';
import type { SeedSession } from './session.ts';

export interface PracticesContext {
  session: SeedSession;
  gateway: ApiCaller;
  token: string;
  /** Staff profile ids by email (`seedPeople`). */
  staffIds: ReadonlyMap<string, string>;
}

const MR = '/api/material-resources';

/** What the stage tells the next ones: the ids of the demo rooms, by name. */
export type RoomIds = Map<string, string>;

/** Doctors this run linked to a sector, with one room of that sector (where the schedule may be asked about them). */
export interface DoctorLinks {
  sectorId: string;
  roomId: string;
  doctorIds: string[];
}

/**
 * Makes the demo practices exist through material-resources and licenses: room types, sectors (each with a
 * licence key issued here and consumed by its creation), rooms with their manager and users, and the doctors
 * linked to sectors. One read first: when every demo sector exists with its rooms and doctors (the stage's
 * last step), nothing else is asked.
 */
export async function seedPractices(
  context: PracticesContext,
  practices: DemoPractices,
): Promise<{ roomIds: RoomIds; linked: DoctorLinks[] }> {
  const sectors = await readSectors(context, practices.sectors);
  if (isComplete(context, practices, sectors)) return { roomIds: roomIdsOf(sectors), linked: [] };

  const roomTypeIds = await ensureRoomTypes(context, practices);
  for (const sector of practices.sectors)
    if (!sectors.has(sector.name)) sectors.set(sector.name, await createSector(context, sector));
  const roomIds = await ensureRooms(context, practices.rooms, roomTypeIds, sectors);
  await addRoomUsers(context, practices.rooms, roomIds);
  const linked = await linkDoctors(context, practices.sectors, sectors);
  return {
    roomIds,
    linked: linked.map(({ sector, doctorIds }) => ({
      sectorId: sectors.get(sector)!.id,
      roomId: roomIds.get(practices.rooms.find((room) => room.sectors.includes(sector))!.name)!,
      doctorIds,
    })),
  };
}

const idOf = (context: PracticesContext, email: string): string => {
  const id = context.staffIds.get(email);
  if (!id) throw new Error(`The demo person ${email} does not exist`);
  return id;
};

const rsqlList = (values: readonly string[]) => values.map((value) => `"${value}"`).join(',');

/** The demo sectors that exist, with their rooms and doctors, by name. */
async function readSectors(
  context: PracticesContext,
  demo: readonly DemoSector[],
): Promise<Map<string, Sector>> {
  const query = new URLSearchParams({
    query: `name=in=(${rsqlList(demo.map((sector) => sector.name))})`,
    size: String(demo.length * 4),
  });
  const answer = await context.session.call(
    context.gateway,
    { method: 'GET', path: `${MR}/sectors/aggregated-details?${query.toString()}`, token: context.token },
    [200],
  );
  const wanted = new Set(demo.map((sector) => sector.name));
  return new Map(
    (answer.body as Page<Sector>).content
      .filter((sector) => wanted.has(sector.name))
      .map((sector) => [sector.name, sector]),
  );
}

function isComplete(
  context: PracticesContext,
  practices: DemoPractices,
  sectors: ReadonlyMap<string, Sector>,
): boolean {
  return practices.sectors.every((demo) => {
    const sector = sectors.get(demo.name);
    if (!sector) return false;
    const roomNames = new Set((sector.rooms ?? []).map((room) => room.name));
    const rooms = practices.rooms.filter((room) => room.sectors.includes(demo.name));
    return (
      rooms.every((room) => roomNames.has(room.name)) &&
      demo.doctorEmails.every((email) => sector.doctorIds.includes(context.staffIds.get(email) ?? ''))
    );
  });
}

function roomIdsOf(sectors: ReadonlyMap<string, Sector>): RoomIds {
  const ids: RoomIds = new Map();
  for (const sector of sectors.values()) for (const room of sector.rooms ?? []) ids.set(room.name, room.id);
  return ids;
}

async function ensureRoomTypes(
  context: PracticesContext,
  practices: DemoPractices,
): Promise<Map<string, string>> {
  const { session, gateway, token } = context;
  const answer = await session.call(gateway, { method: 'GET', path: `${MR}/room-types`, token }, [200]);
  const ids = new Map((answer.body as RoomType[]).map((type) => [type.name, type.id]));
  for (const type of practices.roomTypes) {
    if (ids.has(type.name)) continue;
    const created = await session.call(
      gateway,
      { method: 'POST', path: `${MR}/room-types`, token, json: type },
      [201],
    );
    ids.set(type.name, (created.body as RoomType).id);
    session.report.created.push(`room type ${type.name}`);
  }
  return ids;
}

/** A licence key for the sector's rooms, issued as the super administrator, then the sector consuming it. */
async function createSector(context: PracticesContext, sector: DemoSector): Promise<Sector> {
  const { session, gateway, token } = context;
  const issued = await session.call(
    gateway,
    { method: 'POST', path: '/api/licenses/issue', token, json: { nbRooms: sector.licenceRooms } },
    [201],
  );
  const created = await session.callOnceReplicated(
    gateway,
    {
      method: 'POST',
      path: `${MR}/sectors`,
      token,
      json: {
        name: sector.name,
        license: (issued.body as { license: string }).license,
        sectorManager: idOf(context, sector.managerEmail),
      },
    },
    [201],
  );
  session.report.created.push(`sector ${sector.name}`);
  return created.body as Sector;
}

async function ensureRooms(
  context: PracticesContext,
  rooms: readonly DemoRoom[],
  roomTypeIds: ReadonlyMap<string, string>,
  sectors: ReadonlyMap<string, Sector>,
): Promise<RoomIds> {
  const { session, gateway, token } = context;
  // Deleted rooms count: a demo room someone deleted stays deleted.
  const answer = await session.call(
    gateway,
    { method: 'GET', path: `${MR}/rooms?includeDeleted=true`, token },
    [200],
  );
  const ids: RoomIds = new Map((answer.body as Room[]).map((room) => [room.name, room.id]));
  for (const room of rooms) {
    if (ids.has(room.name)) continue;
    const created = await session.callOnceReplicated(
      gateway,
      {
        method: 'POST',
        path: `${MR}/create-room`,
        token,
        json: {
          name: room.name,
          address: room.address,
          latitude: room.latitude,
          longitude: room.longitude,
          telephoneNumber: room.telephoneNumber,
          email: room.email,
          zoneId: 'Europe/Paris',
          roomType: roomTypeIds.get(room.roomType),
          sectorsId: room.sectors.map((name) => sectors.get(name)!.id),
          uuid: room.managerEmail ? idOf(context, room.managerEmail) : null,
          virtual: room.virtual,
          defaultOpeningPattern: true,
        },
      },
      [201],
    );
    ids.set(room.name, (created.body as Room).id);
    session.report.created.push(`room ${room.name}`);
  }
  return ids;
}

/** Room users join their room; one already working in a room (this one or another) is left there. */
async function addRoomUsers(
  context: PracticesContext,
  rooms: readonly DemoRoom[],
  roomIds: RoomIds,
): Promise<void> {
  for (const room of rooms) {
    for (const email of room.userEmails ?? []) {
      const answer = await context.session.callOnceReplicated(
        context.gateway,
        {
          method: 'POST',
          path: `${MR}/add-room-user/${roomIds.get(room.name)!}/${idOf(context, email)}`,
          token: context.token,
        },
        [201, 409],
      );
      if (answer.status === 201) context.session.report.updated.push(`${email} in ${room.name}`);
    }
  }
}

/** Links the demo doctors missing from their sectors; the sectors (by name) where it linked some. */
async function linkDoctors(
  context: PracticesContext,
  demo: readonly DemoSector[],
  sectors: ReadonlyMap<string, Sector>,
): Promise<{ sector: string; doctorIds: string[] }[]> {
  const linked: { sector: string; doctorIds: string[] }[] = [];
  for (const sector of demo) {
    const { id, doctorIds } = sectors.get(sector.name)!;
    const missing = sector.doctorEmails
      .map((email) => idOf(context, email))
      .filter((doctorId) => !doctorIds.includes(doctorId));
    if (missing.length === 0) continue;
    await context.session.callOnceReplicated(
      context.gateway,
      {
        method: 'POST',
        path: `${MR}/add-doctors-sector`,
        token: context.token,
        json: { sectorId: id, doctorIds: missing },
      },
      [200],
    );
    context.session.report.updated.push(`${missing.length} doctors linked to ${sector.name}`);
    linked.push({ sector: sector.name, doctorIds: missing });
  }
  return linked;
}
