import type { EntityManager } from 'typeorm';
import type { Role } from '@teleplan/proto/roles';
import type { AccountRow } from './entities/account.entity.ts';
import type { ProfileRow } from './entities/profile.entity.ts';
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
 * The statements of one page. After a search every match is read anyway (to sort them: no index gives the order,
 * see `sortToSql`), so `rows` counts them in the same pass (`counted`, a `total` column), over the ids and sort
 * keys only, and reads the full rows of the page alone; `count` then runs only for a page past the end, which has
 * no row to carry the total. Otherwise an index may give the order and stop at the page: `count` runs first.
 */
export interface PageStatements {
  count: Statement;
  rows: Statement;
  counted: boolean;
}

export function pageStatements(where: string, params: SqlParams, page: PageRequest): PageStatements {
  const orderBy = sortToSql(page.sort, params.searchesText);
  const limit = params.values.length + 1;
  const window = `LIMIT $${limit} OFFSET $${limit + 1}`;
  const count = { sql: `SELECT count(*)::int AS total ${FROM} WHERE ${where}`, values: params.values };
  const values = [...params.values, page.size, page.page * page.size];
  if (!params.searchesText) {
    return {
      count,
      rows: { sql: `SELECT ${COLUMNS} ${FROM} WHERE ${where} ORDER BY ${orderBy} ${window}`, values },
      counted: false,
    };
  }
  return {
    count,
    rows: {
      sql: `WITH page AS (SELECT p.id, count(*) OVER ()::int AS total ${FROM} WHERE ${where} ORDER BY ${orderBy} ${window})
        SELECT ${COLUMNS}, page.total FROM page JOIN profile p ON p.id = page.id LEFT JOIN account a ON a.id = p.id
        ORDER BY ${orderBy}`,
      values,
    },
    counted: true,
  };
}

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

  constructor(manager: EntityManager) {
    this.manager = manager;
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

  private async run(statements: PageStatements, page: PageRequest): Promise<FoundPage> {
    if (!statements.counted) {
      const total = await this.count(statements.count);
      const raws = await this.manager.query<RawRow[]>(statements.rows.sql, statements.rows.values);
      return { rows: raws.map(toRow), total };
    }
    const raws = await this.manager.query<(RawRow & { total: number })[]>(
      statements.rows.sql,
      statements.rows.values,
    );
    // A page past the end has no row to carry the total; page 0 without rows means no match.
    const total = raws[0]?.total ?? (page.page === 0 ? 0 : await this.count(statements.count));
    return { rows: raws.map(toRow), total };
  }

  private async count(statement: Statement): Promise<number> {
    const [row] = await this.manager.query<{ total: number }[]>(statement.sql, statement.values);
    return row?.total ?? 0;
  }

  private async list(where: string, params: SqlParams, orderBy: string): Promise<ProfileWithAccount[]> {
    const raws = await this.manager.query<RawRow[]>(
      `SELECT ${COLUMNS} ${FROM} WHERE ${where} ORDER BY ${orderBy}`,
      params.values,
    );
    return raws.map(toRow);
  }
}
