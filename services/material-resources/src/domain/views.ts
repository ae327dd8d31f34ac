import type {
  Room,
  RoomSnapshot,
  RoomType,
  Sector,
  SectorSnapshot,
  StaffMember,
} from '@teleplan/proto/material-resources';
import type { Page } from '@teleplan/proto/paging';
import { totalPages } from '@teleplan/kit/query/rsql-sql';
import type { PersonRow } from '../data/entities/person.entity.ts';
import type { RoomTypeRow } from '../data/entities/room-type.entity.ts';
import type { RoomRecord } from '../data/rooms.repository.ts';
import type { SectorRecord } from '../data/sectors.repository.ts';

/** The wire form of a person of the replica; the username is the login email. */
export function toStaffMember(person: PersonRow): StaffMember {
  return {
    id: person.id,
    username: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    enabled: person.enabled,
  };
}

export function toRoom(record: RoomRecord, withManagerProfile = false): Room {
  return {
    id: record.id,
    name: record.name,
    enabled: record.enabled,
    address: record.address,
    email: record.email,
    telephoneNumber: record.telephoneNumber,
    url: record.url,
    dpiUrl: record.dpiUrl,
    description: record.description,
    virtual: record.virtual,
    latitude: record.latitude,
    longitude: record.longitude,
    zoneId: record.zoneId,
    favoriteSectorId: record.favoriteSectorId,
    roomType: record.roomTypeId,
    manager: record.manager ? { id: record.manager.id, username: record.manager.email } : null,
    sectors: record.sectors,
    deleted: record.deletedAt !== null,
    ...(withManagerProfile ? { managerProfile: record.manager ? toStaffMember(record.manager) : null } : {}),
  };
}

/** The event form of a room. */
export function toRoomSnapshot(record: RoomRecord): RoomSnapshot {
  return {
    id: record.id,
    name: record.name,
    enabled: record.enabled,
    deleted: record.deletedAt !== null,
    address: record.address,
    email: record.email,
    telephoneNumber: record.telephoneNumber,
    url: record.url,
    dpiUrl: record.dpiUrl,
    description: record.description,
    virtual: record.virtual,
    latitude: record.latitude,
    longitude: record.longitude,
    zoneId: record.zoneId,
    favoriteSectorId: record.favoriteSectorId,
    roomTypeId: record.roomTypeId,
    managerId: record.managerId,
    sectorIds: record.sectors.map((sector) => sector.id).sort(),
    userIds: [...record.userIds],
  };
}

export function toSector(record: SectorRecord): Sector {
  return {
    id: record.id,
    name: record.name,
    enabled: record.enabled,
    manager: record.manager ? { id: record.manager.id, username: record.manager.email } : null,
    roomIds: record.roomIds,
    doctorIds: record.doctors.map((doctor) => doctor.id),
    doctors: record.doctors,
  };
}

export function toSectorSnapshot(record: SectorRecord): SectorSnapshot {
  return {
    id: record.id,
    name: record.name,
    enabled: record.enabled,
    managerId: record.managerId,
    doctorIds: record.doctors.map((doctor) => doctor.id),
  };
}

export function toRoomType(row: RoomTypeRow): RoomType {
  return { id: row.id, name: row.name, enabled: row.enabled, translations: { ...row.translations } };
}

export function toPage<T>(content: T[], total: number, page: number, size: number): Page<T> {
  return { content, totalElements: total, totalPages: totalPages(total, size), number: page, size };
}
