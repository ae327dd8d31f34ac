import {
  LOG_LEVELS,
  LOG_PAGE_SIZE,
  type AuditQuery,
  type AuditSubject,
  type LogLevel,
  type LogQuery,
} from '@teleplan/proto/logger';
import { isUuid } from './uuid.ts';

/** The logger page's tabs; the address says which one shows (`?tab=audit`), the log lines by default. */
export const LOGGER_TABS = ['logs', 'audit'] as const;
export type LoggerTab = (typeof LOGGER_TABS)[number];

export const AUDIT_SUBJECTS = [
  'APPOINTMENT',
  'PROFILE',
  'ROOM',
  'SECTOR',
  'ROOM_TYPE',
  'LICENCE',
] as const satisfies readonly AuditSubject[];

/** The log table's filters as the address keeps them: instants in ISO, lists as repeated keys. */
export interface LogFilter {
  services: string[];
  levels: LogLevel[];
  from: string;
  to: string;
  text: string;
  requestId: string;
}

export interface AuditFilter {
  subjectType: AuditSubject | '';
  action: string;
  from: string;
  to: string;
  actorId: string;
}

export const NO_LOG_FILTER: LogFilter = {
  services: [],
  levels: [],
  from: '',
  to: '',
  text: '',
  requestId: '',
};
export const NO_AUDIT_FILTER: AuditFilter = { subjectType: '', action: '', from: '', to: '', actorId: '' };

const isLevel = (value: string): value is LogLevel => (LOG_LEVELS as readonly string[]).includes(value);
const isSubject = (value: string): value is AuditSubject =>
  (AUDIT_SUBJECTS as readonly string[]).includes(value);
/** An instant the address may carry; anything else is dropped rather than sent to be refused. */
const instantOr = (value: string | null) => (value && !Number.isNaN(Date.parse(value)) ? value : '');

export function tabOf(params: URLSearchParams): LoggerTab {
  return params.get('tab') === 'audit' ? 'audit' : 'logs';
}

/** Page number from 0 as the server counts; the address leaves the first page out. */
export function pageOf(params: URLSearchParams): number {
  return Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
}

export function logFilterOf(params: URLSearchParams): LogFilter {
  return {
    services: params.getAll('service').filter(Boolean),
    levels: params.getAll('level').filter(isLevel),
    from: instantOr(params.get('from')),
    to: instantOr(params.get('to')),
    text: params.get('text') ?? '',
    requestId: params.get('requestId') ?? '',
  };
}

export function auditFilterOf(params: URLSearchParams): AuditFilter {
  const subject = params.get('subject') ?? '';
  const actor = params.get('actor') ?? '';
  return {
    subjectType: isSubject(subject) ? subject : '',
    action: params.get('action') ?? '',
    from: instantOr(params.get('from')),
    to: instantOr(params.get('to')),
    actorId: isUuid(actor) ? actor : '',
  };
}

function withPage(search: URLSearchParams, page: number): URLSearchParams {
  if (page > 0) search.set('page', String(page));
  return search;
}

/** The address of a filtered page of log lines. */
export function logSearch(filter: LogFilter, page: number): URLSearchParams {
  const search = new URLSearchParams();
  for (const service of filter.services) search.append('service', service);
  for (const level of filter.levels) search.append('level', level);
  if (filter.from) search.set('from', filter.from);
  if (filter.to) search.set('to', filter.to);
  if (filter.text.trim()) search.set('text', filter.text.trim());
  if (filter.requestId) search.set('requestId', filter.requestId);
  return withPage(search, page);
}

/** The address of a filtered page of the audit trail. */
export function auditSearch(filter: AuditFilter, page: number): URLSearchParams {
  const search = new URLSearchParams({ tab: 'audit' });
  if (filter.subjectType) search.set('subject', filter.subjectType);
  if (filter.action.trim()) search.set('action', filter.action.trim());
  if (filter.from) search.set('from', filter.from);
  if (filter.to) search.set('to', filter.to);
  if (filter.actorId) search.set('actor', filter.actorId);
  return withPage(search, page);
}

/** `from` after `to`: the server would refuse it (logger.request.range_invalid); the page says so first. */
export function rangeInvalid(filter: { from: string; to: string }): boolean {
  return Boolean(filter.from && filter.to && Date.parse(filter.from) > Date.parse(filter.to));
}

/** The `GET logger/logs` query of a filter and page, 50 lines a page. */
export function logQuery(filter: LogFilter, page: number): LogQuery {
  return {
    page,
    size: LOG_PAGE_SIZE,
    ...(filter.services.length ? { services: filter.services } : {}),
    ...(filter.levels.length ? { levels: filter.levels } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.text.trim() ? { text: filter.text.trim() } : {}),
    ...(filter.requestId ? { requestId: filter.requestId } : {}),
  };
}

/** The audit trail's filters as `GET logger/audit` and its export read them (without the page). */
export function auditFilterQuery(filter: AuditFilter): Omit<AuditQuery, 'page' | 'size'> {
  return {
    ...(filter.subjectType ? { subjectType: filter.subjectType } : {}),
    ...(filter.action.trim() ? { action: filter.action.trim() } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.actorId ? { actorId: filter.actorId } : {}),
  };
}

export function auditQuery(filter: AuditFilter, page: number): AuditQuery {
  return { page, size: LOG_PAGE_SIZE, ...auditFilterQuery(filter) };
}
