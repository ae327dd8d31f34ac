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
import { QueryError } from '../data/profile-query.ts';
import {
  ProfileSearchRepository,
  type FoundPage,
  type ProfileWithAccount,
} from '../data/profile-search.repository.ts';
import { SectorReplicaRepository } from '../data/sector-replica.repository.ts';
import type { AccountsContext } from './context.ts';
import type { Actor } from '@teleplan/kit/auth/actor';
import { maySeeEmail, USER_EDITORS } from './permissions.ts';
import { toComposite, toProfile } from './snapshots.ts';

const A = MessageCodes.accounts;

/** A profile as `viewer` may see it: staff emails are hidden from roles that do not see emails. */
export function visibleProfile(viewer: Actor, row: ProfileWithAccount): Profile {
  const profile = toProfile(row.profile, row.account !== null);
  return maySeeEmail(viewer, profile) ? profile : { ...profile, email: null };
}

/** Runs a search, turning a bad query or sort into 400 `accounts.query.invalid`. */
async function searching(run: () => Promise<FoundPage>): Promise<FoundPage> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof QueryError) throw badRequest(A.invalidQuery, error.message);
    throw error;
  }
}

function page<T>(content: T[], total: number, number: number, size: number): Page<T> {
  return { content, totalElements: total, totalPages: Math.ceil(total / size), number, size };
}

/** GET profile/{id}: any profile for staff, only one's own for a patient. */
export async function getProfile(ctx: AccountsContext, viewer: Actor, id: string): Promise<Profile> {
  if (viewer.role === 'PATIENT' && viewer.id !== id)
    throw forbidden(MessageCodes.common.forbidden, 'Patients read only their own profile');
  const row = await new ProfileSearchRepository(ctx.dataSource.manager).findWithAccount(id);
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
  const size = query.size ?? 20;
  const number = query.page ?? 0;
  const { ids, email, lastName, firstName, name, staff, role, sort } = query;
  const found = await searching(() =>
    new ProfileSearchRepository(ctx.dataSource.manager, ctx.listMatches).search(
      {
        patientsOnly: !USER_EDITORS.includes(viewer.role),
        ids,
        email,
        lastName,
        firstName,
        name,
        staff,
        role,
      },
      { page: number, size, sort },
    ),
  );
  return page(
    found.rows.map((row) => visibleProfile(viewer, row)),
    found.total,
    number,
    size,
  );
}

/** GET by-query: composite profiles matching an RSQL query, Spring-style page. */
export async function profilesByQuery(
  ctx: AccountsContext,
  query: ByQueryQuery,
): Promise<Page<CompositeProfile>> {
  const size = query.size ?? 20;
  const number = query.page ?? 0;
  const found = await searching(() =>
    new ProfileSearchRepository(ctx.dataSource.manager, ctx.listMatches).searchByQuery(query.query, {
      page: number,
      size,
      sort: query.sort,
    }),
  );
  return page(
    found.rows.map((row) => toComposite(row.profile, row.account)),
    found.total,
    number,
    size,
  );
}

/** GET staffs/composite-profiles: staff members with their accounts, all or those of `ids`. */
export async function staffComposites(
  ctx: AccountsContext,
  ids: string[] | undefined,
): Promise<CompositeProfile[]> {
  const rows = await new ProfileSearchRepository(ctx.dataSource.manager).listStaff(ids);
  return rows.map((row) => toComposite(row.profile, row.account));
}

/**
 * GET doctors: doctors linked to any of `sectorIds`, from the replica of material-resources' sectors. A sector
 * manager sees only their sector's doctors (docs/roles.md#own-scope): the other sectors asked for are left out.
 */
export async function doctorsBySectors(
  ctx: AccountsContext,
  viewer: Actor,
  sectorIds: string[],
): Promise<SectorDoctor[]> {
  const manager = ctx.dataSource.manager;
  let asked = sectorIds;
  if (viewer.role === 'SECTOR_MANAGER') {
    const own = await new SectorReplicaRepository(manager).managedBy(viewer.id);
    asked = sectorIds.filter((id) => own.includes(id));
    if (asked.length === 0) return [];
  }
  const rows = await new ProfileSearchRepository(manager).doctorsInSectors(asked);
  return rows.map((row) => ({ profile: visibleProfile(viewer, row), sectorIds: row.sectorIds }));
}
