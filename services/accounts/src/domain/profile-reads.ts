import type {
  ByQueryQuery,
  CompositeProfile,
  Profile,
  ProfilesQuery,
  SectorDoctor,
} from '@teleplan/proto/accounts';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { Page } from '@teleplan/proto/paging';
import { badRequest, forbidden, notFound } from '@teleplan/kit/errors';
import {
  doctorsInSectors,
  listProfiles,
  searchProfiles,
  type ProfileWithAccount,
} from '../data/profile-search.repository.ts';
import type { AccountsContext } from './context.ts';
import { maySeeEmail, USER_EDITORS, type Actor } from './permissions.ts';
import { escapeLike, QueryError, rsqlToSql, sortToSql, SqlParams } from './profile-query.ts';
import { toComposite, toProfile } from './snapshots.ts';

const A = MessageCodes.accounts;

/** A profile as `viewer` may see it: staff emails are hidden from roles that do not see emails. */
export function visibleProfile(viewer: Actor, row: ProfileWithAccount): Profile {
  const profile = toProfile(row.profile, row.account !== null);
  return maySeeEmail(viewer, profile) ? profile : { ...profile, email: null };
}

function invalidQuery(error: unknown): never {
  if (error instanceof QueryError) throw badRequest(A.invalidQuery, error.message);
  throw error;
}

function page<T>(content: T[], total: number, number: number, size: number): Page<T> {
  return { content, totalElements: total, totalPages: Math.ceil(total / size), number, size };
}

/** GET profile/{id}: any profile for staff, only one's own for a patient. */
export async function getProfile(ctx: AccountsContext, viewer: Actor, id: string): Promise<Profile> {
  if (viewer.role === 'PATIENT' && viewer.id !== id)
    throw forbidden(MessageCodes.common.forbidden, 'Patients read only their own profile');
  const params = new SqlParams();
  const [row] = await listProfiles(ctx.dataSource.manager, `p.id = ${params.add(id)}::uuid`, params, 'p.id');
  if (!row) throw notFound(A.missingProfile, 'No profile with this id');
  return visibleProfile(viewer, row);
}

/**
 * GET profiles: filters combined with AND (`name` matches last, first or full name; email, names contain the
 * text, case-insensitive). Admins and sector managers search every profile; other staff roles only patients.
 */
export async function findProfiles(
  ctx: AccountsContext,
  viewer: Actor,
  query: ProfilesQuery,
): Promise<Page<Profile>> {
  const params = new SqlParams();
  const where: string[] = [];
  const contains = (value: string) => params.add(`%${escapeLike(value.trim().toLowerCase())}%`);
  if (!USER_EDITORS.includes(viewer.role)) where.push('p.staff = false');
  if (query.ids) where.push(`p.id = ANY(${params.add(query.ids)}::uuid[])`);
  if (query.email) where.push(`p.email LIKE ${contains(query.email)} ESCAPE '\\'`);
  if (query.lastName) where.push(`lower(p.last_name) LIKE ${contains(query.lastName)} ESCAPE '\\'`);
  if (query.firstName) where.push(`lower(p.first_name) LIKE ${contains(query.firstName)} ESCAPE '\\'`);
  if (query.name) {
    const name = contains(query.name);
    where.push(
      `(lower(p.last_name) LIKE ${name} ESCAPE '\\' OR lower(p.first_name) LIKE ${name} ESCAPE '\\'` +
        ` OR lower(p.first_name || ' ' || p.last_name) LIKE ${name} ESCAPE '\\'` +
        ` OR lower(p.last_name || ' ' || p.first_name) LIKE ${name} ESCAPE '\\')`,
    );
  }
  if (query.staff !== undefined) where.push(`p.staff = ${params.add(query.staff)}`);
  if (query.role) where.push(`COALESCE(${params.add(query.role)} = ANY(a.granted_roles), false)`);
  const size = query.size ?? 20;
  const number = query.page ?? 0;
  try {
    const orderBy = sortToSql(query.sort);
    const found = await searchProfiles(
      ctx.dataSource.manager,
      where.join(' AND ') || 'TRUE',
      params,
      orderBy,
      { page: number, size },
    );
    return page(
      found.rows.map((row) => visibleProfile(viewer, row)),
      found.total,
      number,
      size,
    );
  } catch (error) {
    return invalidQuery(error);
  }
}

/** GET by-query: composite profiles matching an RSQL query, Spring-style page. */
export async function profilesByQuery(
  ctx: AccountsContext,
  query: ByQueryQuery,
): Promise<Page<CompositeProfile>> {
  const size = query.size ?? 20;
  const number = query.page ?? 0;
  try {
    const params = new SqlParams();
    const where = rsqlToSql(query.query, params);
    const orderBy = sortToSql(query.sort);
    const found = await searchProfiles(ctx.dataSource.manager, where, params, orderBy, {
      page: number,
      size,
    });
    return page(
      found.rows.map((row) => toComposite(row.profile, row.account)),
      found.total,
      number,
      size,
    );
  } catch (error) {
    return invalidQuery(error);
  }
}

/** GET staffs/composite-profiles: staff members with their accounts, all or those of `ids`. */
export async function staffComposites(
  ctx: AccountsContext,
  ids: string[] | undefined,
): Promise<CompositeProfile[]> {
  const params = new SqlParams();
  const where = ids ? `p.staff = true AND p.id = ANY(${params.add(ids)}::uuid[])` : 'p.staff = true';
  const rows = await listProfiles(ctx.dataSource.manager, where, params, sortToSql(undefined));
  return rows.map((row) => toComposite(row.profile, row.account));
}

/** GET doctors: doctors linked to any of `sectorIds`, from the local sector_doctor replica. */
export async function doctorsBySectors(
  ctx: AccountsContext,
  viewer: Actor,
  sectorIds: string[],
): Promise<SectorDoctor[]> {
  const rows = await doctorsInSectors(ctx.dataSource.manager, sectorIds);
  return rows.map((row) => ({ profile: visibleProfile(viewer, row), sectorIds: row.sectorIds }));
}
