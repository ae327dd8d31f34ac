import type { EntityManager } from 'typeorm';
import type { Role } from '@teleplan/proto/roles';
import type { AccountRow } from './entities/account.entity.ts';
import type { ProfileRow } from './entities/profile.entity.ts';
import type { SqlParams } from '../domain/profile-query.ts';

export interface ProfileWithAccount {
  profile: ProfileRow;
  account: AccountRow | null;
}

interface RawRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  telephone_number: string | null;
  sex: 'M' | 'F' | null;
  zone: string;
  staff: boolean;
  created_at: Date;
  updated_at: Date;
  account_id: string | null;
  enabled: boolean | null;
  granted_roles: Role[] | null;
  preferred_role: Role | null;
  password_hash: string | null;
  activated_at: Date | null;
  terms_accepted_at: Date | null;
  account_created_at: Date | null;
  account_updated_at: Date | null;
  sector_ids?: string[];
}

const COLUMNS = `p.id, p.first_name, p.last_name, p.email, p.telephone_number, p.sex, p.zone, p.staff, p.created_at,
  p.updated_at, a.id AS account_id, a.enabled, a.granted_roles, a.preferred_role, a.password_hash, a.activated_at,
  a.terms_accepted_at, a.created_at AS account_created_at, a.updated_at AS account_updated_at`;
const FROM = 'FROM profile p LEFT JOIN account a ON a.id = p.id';

function toRow(raw: RawRow): ProfileWithAccount {
  return {
    profile: {
      id: raw.id,
      firstName: raw.first_name,
      lastName: raw.last_name,
      email: raw.email,
      telephoneNumber: raw.telephone_number,
      sex: raw.sex,
      zone: raw.zone,
      staff: raw.staff,
      createdAt: raw.created_at,
      updatedAt: raw.updated_at,
    },
    account:
      raw.account_id === null
        ? null
        : {
            id: raw.account_id,
            enabled: raw.enabled ?? false,
            grantedRoles: raw.granted_roles ?? [],
            preferredRole: raw.preferred_role,
            passwordHash: raw.password_hash,
            activatedAt: raw.activated_at,
            termsAcceptedAt: raw.terms_accepted_at,
            createdAt: raw.account_created_at!,
            updatedAt: raw.account_updated_at!,
          },
  };
}

export interface PageRequest {
  page: number;
  size: number;
}

/** One page of profiles (with their accounts) matching `where` (built with `params`), and the total count. */
export async function searchProfiles(
  manager: EntityManager,
  where: string,
  params: SqlParams,
  orderBy: string,
  page: PageRequest,
): Promise<{ rows: ProfileWithAccount[]; total: number }> {
  const [count] = await manager.query<{ total: number }[]>(
    `SELECT count(*)::int AS total ${FROM} WHERE ${where}`,
    params.values,
  );
  const limit = params.values.length + 1;
  const raws = await manager.query<RawRow[]>(
    `SELECT ${COLUMNS} ${FROM} WHERE ${where} ORDER BY ${orderBy} LIMIT $${limit} OFFSET $${limit + 1}`,
    [...params.values, page.size, page.page * page.size],
  );
  return { rows: raws.map(toRow), total: count?.total ?? 0 };
}

/** Every profile matching `where`, in `orderBy` order (small lists: staff). */
export async function listProfiles(
  manager: EntityManager,
  where: string,
  params: SqlParams,
  orderBy: string,
): Promise<ProfileWithAccount[]> {
  const raws = await manager.query<RawRow[]>(
    `SELECT ${COLUMNS} ${FROM} WHERE ${where} ORDER BY ${orderBy}`,
    params.values,
  );
  return raws.map(toRow);
}

/** Doctors (accounts holding DOCTOR) linked to any of `sectorIds` in the local replica, with their sectors among those. */
export async function doctorsInSectors(
  manager: EntityManager,
  sectorIds: string[],
): Promise<(ProfileWithAccount & { sectorIds: string[] })[]> {
  const raws = await manager.query<RawRow[]>(
    `SELECT ${COLUMNS}, s.sector_ids
       FROM (SELECT doctor_id, array_agg(sector_id::text ORDER BY sector_id) AS sector_ids
               FROM sector_doctor WHERE sector_id = ANY($1::uuid[]) GROUP BY doctor_id) s
       JOIN profile p ON p.id = s.doctor_id
       JOIN account a ON a.id = p.id
      WHERE 'DOCTOR' = ANY(a.granted_roles)
      ORDER BY lower(p.last_name), lower(p.first_name), p.id`,
    [sectorIds],
  );
  return raws.map((raw) => ({ ...toRow(raw), sectorIds: raw.sector_ids ?? [] }));
}
