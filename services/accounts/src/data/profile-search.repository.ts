import type { EntityManager } from 'typeorm';
import type { Role } from '@teleplan/proto/roles';
import { driverPool } from '@teleplan/kit/db/driver-pool';
import type { AccountRow } from './entities/account.entity.ts';
import type { ProfileRow } from './entities/profile.entity.ts';
import type { Matches, ProfileListCache } from './profile-list-cache.ts';
import { filterToSql, rsqlToSql, sortToSql, SqlParams, type ProfileFilter } from './profile-query.ts';

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
  language: 'fr' | 'en';
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

const COLUMNS = `p.id, p.first_name, p.last_name, p.email, p.telephone_number, p.sex, p.zone, p.language, p.staff, p.created_at,
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
      language: raw.language,
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
  /** Spring-style `field,asc|desc` values over the sortable whitelist (see `sortToSql`). */
  sort?: readonly string[];
}

export interface FoundPage {
  rows: ProfileWithAccount[];
  total: number;
}

export interface Statement {
  sql: string;
  values: unknown[];
}

/**
 * The statements of one page. A search reads every match anyway (to sort them: no index gives the order, see
 * `sortToSql`): `matches` gives all their ids in order, with the version of the lists' data they were read at
 * (one row: `version`, `ids` comma-separated, null when none); the page's rows are then read by id, and the total is
 * the number of ids. Otherwise an index may give the order and stop at the page: `rows`, each with the version, and
 * `count` (with the version) unless the total at that version is known.
 */
export type PageStatements =
  { searched: false; count: Statement; rows: Statement } | { searched: true; matches: Statement };

export function pageStatements(where: string, params: SqlParams, page: PageRequest): PageStatements {
  const orderBy = sortToSql(page.sort, params.searchesText);
  if (params.searchesText) {
    return {
      searched: true,
      matches: {
        // One comma-separated text: far cheaper for the driver to read than an array of thousands of ids.
        sql: `SELECT (SELECT version::text FROM list_version) AS version,
          (SELECT string_agg(p.id::text, ',' ORDER BY ${orderBy}) ${FROM} WHERE ${where}) AS ids`,
        values: params.values,
      },
    };
  }
  const limit = params.values.length + 1;
  return {
    searched: false,
    count: {
      sql: `SELECT (SELECT version::text FROM list_version) AS version, count(*)::int AS total ${FROM} WHERE ${where}`,
      values: params.values,
    },
    rows: {
      sql: `SELECT (SELECT version::text FROM list_version) AS list_version, ${COLUMNS} ${FROM} WHERE ${where}
        ORDER BY ${orderBy} LIMIT $${limit} OFFSET $${limit + 1}`,
      values: [...params.values, page.size, page.page * page.size],
    },
  };
}

/**
 * The rows of `$1` (ids, any order), each with the version of the lists' data read with them; one row when none. A
 * named statement: each connection prepares it once, and its plan (lookups by id) serves every page, where planning
 * afresh cost more than running it.
 */
const ROWS_OF = {
  name: 'accounts-list-rows-of-ids',
  text: `SELECT v.version::text AS list_version, r.* FROM list_version v
    LEFT JOIN LATERAL (SELECT ${COLUMNS} ${FROM} WHERE p.id = ANY($1::uuid[])) r ON true`,
};

/** The statements of one page of `GET by-query` (what `searchByQuery` runs; the list benchmark explains them). */
export function byQueryStatements(query: string | undefined, page: PageRequest): PageStatements {
  const params = new SqlParams();
  return pageStatements(rsqlToSql(query, params), params, page);
}

/**
 * Reads of profiles with their accounts (left-joined). Conditions come from whitelisted fields with bound
 * values (`profile-query.ts`); a bad query or sort throws `QueryError`.
 */
export class ProfileSearchRepository {
  private readonly manager: EntityManager;
  private readonly matches: ProfileListCache | undefined;

  /** `matches`: the lists' matches kept by the service instance; without it, every list reads them afresh. */
  constructor(manager: EntityManager, matches?: ProfileListCache) {
    this.manager = manager;
    this.matches = matches;
  }

  /** The profile `id` with its account, if any. */
  async findWithAccount(id: string): Promise<ProfileWithAccount | null> {
    const params = new SqlParams();
    const [row] = await this.list(`p.id = ${params.add(id)}::uuid`, params, 'p.id');
    return row ?? null;
  }

  /** One page of profiles matching the filters of `GET profiles`. */
  search(filter: ProfileFilter, page: PageRequest): Promise<FoundPage> {
    const params = new SqlParams();
    return this.run(pageStatements(filterToSql(filter, params), params, page), page);
  }

  /** One page of profiles matching an RSQL `query` (empty: all). */
  searchByQuery(query: string | undefined, page: PageRequest): Promise<FoundPage> {
    return this.run(byQueryStatements(query, page), page);
  }

  /** Staff members (all, or those of `ids`) by last and first name. */
  listStaff(ids: readonly string[] | undefined): Promise<ProfileWithAccount[]> {
    const params = new SqlParams();
    const where = ids ? `p.staff = true AND p.id = ANY(${params.add(ids)}::uuid[])` : 'p.staff = true';
    return this.list(where, params, sortToSql(undefined));
  }

  /** Doctors (accounts holding DOCTOR) linked to any of `sectorIds` in the local replica, with their sectors among those. */
  async doctorsInSectors(
    sectorIds: readonly string[],
  ): Promise<(ProfileWithAccount & { sectorIds: string[] })[]> {
    const raws = await this.manager.query<RawRow[]>(
      `SELECT ${COLUMNS}, s.sector_ids
         FROM (SELECT doctor_id, array_agg(sector_id::text ORDER BY sector_id) AS sector_ids
                 FROM sector_doctor WHERE sector_id = ANY($1::uuid[]) AND linked GROUP BY doctor_id) s
         JOIN profile p ON p.id = s.doctor_id
         JOIN account a ON a.id = p.id
        WHERE 'DOCTOR' = ANY(a.granted_roles)
        ORDER BY lower(p.last_name), lower(p.first_name), p.id`,
      [sectorIds],
    );
    return raws.map((raw) => ({ ...toRow(raw), sectorIds: raw.sector_ids ?? [] }));
  }

  private run(statements: PageStatements, page: PageRequest): Promise<FoundPage> {
    return statements.searched
      ? this.searchedPage(statements.matches, page)
      : this.indexedPage(statements.rows, statements.count);
  }

  /** The page's rows in index order, and the total: kept at the version the rows were read at, else counted. */
  private async indexedPage(rowsStatement: Statement, count: Statement): Promise<FoundPage> {
    const raws = await this.manager.query<(RawRow & { list_version: string })[]>(
      rowsStatement.sql,
      rowsStatement.values,
    );
    const rows = raws.map(toRow);
    const key = `${count.sql}\n${JSON.stringify(count.values)}`;
    const kept = this.matches?.get(key);
    // A page past the end has no row to give the version: it counts.
    if (kept && kept.version === raws[0]?.list_version) return { rows, total: kept.total };
    const [counted] = await this.manager.query<Matches[]>(count.sql, count.values);
    this.matches?.set(key, counted!);
    return { rows, total: counted!.total };
  }

  /** The page's slice of the search's ids in order: kept, if the rows read with it are at their version, else read. */
  private async searchedPage(matches: Statement, page: PageRequest): Promise<FoundPage> {
    const onPage = (ids: string[]) => ids.slice(page.page * page.size, (page.page + 1) * page.size);
    const key = `${matches.sql}\n${JSON.stringify(matches.values)}`;
    const kept = this.matches?.get(key);
    if (kept?.ids) {
      const read = await this.rowsOf(onPage(kept.ids));
      // Rows read at the version the matches were: nothing a list shows has changed since.
      if (read.version === kept.version) return { rows: read.rows, total: kept.total };
    }
    const [read] = await this.manager.query<{ version: string; ids: string | null }[]>(
      matches.sql,
      matches.values,
    );
    const ids = read!.ids?.split(',') ?? [];
    this.matches?.set(key, { version: read!.version, total: ids.length, ids });
    return { rows: (await this.rowsOf(onPage(ids))).rows, total: ids.length };
  }

  /** The rows of `ids`, in that order, and the version of the lists' data they were read at. */
  private async rowsOf(ids: string[]): Promise<{ version: string; rows: ProfileWithAccount[] }> {
    const { rows: raws } = await driverPool(this.manager).query<Partial<RawRow> & { list_version: string }>({
      ...ROWS_OF,
      values: [ids],
    });
    const byId = new Map(raws.filter((raw) => raw.id).map((raw) => [raw.id, toRow(raw as RawRow)]));
    return {
      version: raws[0]!.list_version,
      rows: ids.flatMap((id) => byId.get(id) ?? []),
    };
  }

  private async list(where: string, params: SqlParams, orderBy: string): Promise<ProfileWithAccount[]> {
    const raws = await this.manager.query<RawRow[]>(
      `SELECT ${COLUMNS} ${FROM} WHERE ${where} ORDER BY ${orderBy}`,
      params.values,
    );
    return raws.map(toRow);
  }
}
