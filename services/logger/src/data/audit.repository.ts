import type { EntityManager } from 'typeorm';
import type { AuditChange, AuditEntry, AuditSubject } from '@teleplan/proto/logger';
import { isRole } from '@teleplan/proto/roles';

/** An entry as the consumer writes it. */
export interface NewAuditEntry {
  id: string;
  occurredAt: Date;
  action: string;
  subjectType: AuditSubject;
  subjectId: string;
  actor: { accountId: string; role: string | null } | null;
  changes: AuditChange[];
  requestId: string | null;
}

/** The filters of an audit page or export, checked already. */
export interface AuditFilter {
  subjectType?: AuditSubject;
  subjectIds?: readonly string[];
  actorId?: string;
  action?: string;
  from?: Date;
  to?: Date;
  /** Only entries older than this one (occurred_at, id): the next chunk of an export. */
  olderThan?: { occurredAt: Date; id: string };
}

interface RawAuditEntry {
  id: string;
  occurred_at: Date;
  action: string;
  subject_type: AuditSubject;
  subject_id: string;
  actor_account_id: string | null;
  actor_role: string | null;
  first_name: string | null;
  last_name: string | null;
  changes: AuditChange[];
  request_id: string | null;
}

/** The actor's names come from the replica of people, as it knows them now. */
const SELECT = `SELECT e.id, e.occurred_at, e.action, e.subject_type, e.subject_id, e.actor_account_id,
    e.actor_role, p.first_name, p.last_name, e.changes, e.request_id
  FROM audit_entry e
  LEFT JOIN LATERAL (SELECT first_name, last_name FROM person WHERE account_id = e.actor_account_id
    ORDER BY profile_at DESC LIMIT 1) p ON true`;

const entryOf = (raw: RawAuditEntry): AuditEntry => ({
  id: raw.id,
  occurredAt: raw.occurred_at.toISOString(),
  action: raw.action,
  subjectType: raw.subject_type,
  subjectId: raw.subject_id,
  actor: raw.actor_account_id
    ? {
        accountId: raw.actor_account_id,
        role: raw.actor_role !== null && isRole(raw.actor_role) ? raw.actor_role : null,
        firstName: raw.first_name,
        lastName: raw.last_name,
      }
    : null,
  changes: raw.changes,
  requestId: raw.request_id,
});

function whereOf(filter: AuditFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  const conditions: string[] = [];
  if (filter.subjectType) conditions.push(`e.subject_type = ${add(filter.subjectType)}`);
  if (filter.subjectIds) conditions.push(`e.subject_id = ANY(${add(filter.subjectIds)}::uuid[])`);
  if (filter.actorId) conditions.push(`e.actor_account_id = ${add(filter.actorId)}`);
  if (filter.action) conditions.push(`e.action = ${add(filter.action)}`);
  if (filter.from) conditions.push(`e.occurred_at >= ${add(filter.from)}`);
  if (filter.to) conditions.push(`e.occurred_at < ${add(filter.to)}`);
  if (filter.olderThan)
    conditions.push(
      `(e.occurred_at, e.id) < (${add(filter.olderThan.occurredAt)}::timestamptz, ${add(filter.olderThan.id)}::uuid)`,
    );
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** The audit trail (docs/logs-and-audit.md#audit-trail): appended by the consumer, never edited by a route. */
export class AuditRepository {
  readonly manager: EntityManager;
  constructor(manager: EntityManager) {
    this.manager = manager;
  }

  /** Appends `entry`; its id is its event's, so a second delivery adds nothing. */
  async append(entry: NewAuditEntry): Promise<void> {
    await this.manager.query(
      `INSERT INTO audit_entry (id, occurred_at, action, subject_type, subject_id, actor_account_id, actor_role,
         changes, request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
      [
        entry.id,
        entry.occurredAt,
        entry.action,
        entry.subjectType,
        entry.subjectId,
        entry.actor?.accountId ?? null,
        entry.actor?.role ?? null,
        JSON.stringify(entry.changes),
        entry.requestId,
      ],
    );
  }

  /** Entries matching `filter`, newest first. */
  async page(filter: AuditFilter, offset: number, limit: number): Promise<AuditEntry[]> {
    const { where, params } = whereOf(filter);
    const rows = await this.manager.query<RawAuditEntry[]>(
      `${SELECT} ${where} ORDER BY e.occurred_at DESC, e.id DESC LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    return rows.map(entryOf);
  }

  /** How many entries match `filter`, counted up to `cap` + 1. */
  async countUpTo(filter: AuditFilter, cap: number): Promise<number> {
    const { where, params } = whereOf(filter);
    const rows = await this.manager.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM (SELECT 1 FROM audit_entry e ${where} LIMIT ${cap + 1}) matching`,
      params,
    );
    return rows[0]!.count;
  }

  /** The whole history of the given subjects (an appointment; a profile and its account), oldest first. */
  async history(subjectIds: readonly string[], limit: number): Promise<AuditEntry[]> {
    const rows = await this.manager.query<RawAuditEntry[]>(
      `${SELECT} WHERE e.subject_id = ANY($1::uuid[]) ORDER BY e.occurred_at, e.id LIMIT ${limit}`,
      [subjectIds],
    );
    return rows.map(entryOf);
  }

  /** Deletes at most `batch` entries older than `before`; answers how many it deleted. */
  async purgeBatch(before: Date, batch: number): Promise<number> {
    const rows = await this.manager.query<{ count: number }[]>(
      `WITH gone AS (
         DELETE FROM audit_entry WHERE id IN (
           SELECT id FROM audit_entry WHERE occurred_at < $1 ORDER BY occurred_at LIMIT ${batch})
         RETURNING 1)
       SELECT count(*)::int AS count FROM gone`,
      [before],
    );
    return rows[0]!.count;
  }
}
