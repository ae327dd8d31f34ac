import { LOG_PAGE_SIZE, type AuditEntry, type AuditQuery } from '@teleplan/proto/logger';
import type { Page } from '@teleplan/proto/paging';
import { AuditRepository, type AuditFilter } from '../data/audit.repository.ts';
import type { LoggerContext } from './context.ts';
import { cappedPage, rangeOf } from './paging.ts';

/** The most entries one appointment's or person's history answers (oldest first). */
export const HISTORY_LIMIT = 1000;

/** The repository filter of an audit query (`from` not after `to`, checked). */
export function auditFilter(query: AuditQuery): AuditFilter {
  return {
    subjectType: query.subjectType,
    subjectIds: query.subjectId === undefined ? undefined : [query.subjectId],
    actorId: query.actorId,
    action: query.action,
    ...rangeOf(query),
  };
}

/** GET audit: the entries matching the query, newest first. */
export async function findAudit(ctx: LoggerContext, query: AuditQuery): Promise<Page<AuditEntry>> {
  const audit = new AuditRepository(ctx.dataSource.manager);
  const filter = auditFilter(query);
  return cappedPage(
    query,
    LOG_PAGE_SIZE,
    (cap) => audit.countUpTo(filter, cap),
    (offset, limit) => audit.page(filter, offset, limit),
  );
}

/** GET audit/appointments/{id}, for a caller schedule lets read that appointment. */
export async function appointmentHistory(
  ctx: LoggerContext,
  bearerToken: string,
  id: string,
): Promise<AuditEntry[]> {
  // Read while schedule is asked, so the caller waits for the slower of the two, not both; nothing read is
  // answered unless schedule allowed it.
  const [entries] = await Promise.all([
    new AuditRepository(ctx.dataSource.manager).history([id], HISTORY_LIMIT),
    ctx.owners.checkAppointment(bearerToken, id),
  ]);
  return entries;
}

/** GET audit/profiles/{id}: the profile's entries and its account's, for a caller accounts lets read it. */
export async function profileHistory(
  ctx: LoggerContext,
  bearerToken: string,
  id: string,
): Promise<AuditEntry[]> {
  const accountId = await ctx.owners.profileAccount(bearerToken, id);
  const subjects = accountId && accountId !== id ? [id, accountId] : [id];
  return new AuditRepository(ctx.dataSource.manager).history(subjects, HISTORY_LIMIT);
}
