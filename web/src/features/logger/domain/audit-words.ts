import type { AuditChange, AuditEntry } from '@teleplan/proto/logger';
import { ROLE_LABELS, ROLES, type Role } from '@teleplan/proto/roles';
import { formatDateTime } from '../../../shared/format/date-time.ts';
import type { Language } from '../../../shared/i18n/i18n.ts';
import { isUuid } from './uuid.ts';

/**
 * How an audit entry is put in words (docs/logs-and-audit.md): the text key of its action, with the values it
 * needs, and the changes it still has to list once the action's words have said the rest.
 */
export interface AuditWords {
  /** A key under `actions.` of the audit texts; null for an action the page has no words for (shown as is). */
  key: string | null;
  values: Record<string, string>;
  changes: AuditChange[];
}

/** Fields whose change makes a move (the other appointment change the schedule announces is a payment). */
const MOVE_FIELDS = new Set(['startTime', 'endTime', 'start', 'end', 'interval', 'room', 'doctor']);
const MOTIVE_FIELDS = new Set(['cancelMotive', 'motive']);

/** The actions the texts name, by event type. */
const NAMED_ACTIONS = new Set([
  'appointment.booked',
  'account.created',
  'account.updated',
  'account.activated',
  'account.deactivated',
  'account.roles-changed',
  'account.credentials-changed',
  'profile.created',
  'profile.updated',
  'room.created',
  'room.updated',
  'room.disabled',
  'room.enabled',
  'room.deleted',
  'room-type.created',
  'room-type.updated',
  'sector.created',
  'sector.updated',
  'sector.closed',
  'sector.opened',
  'sector.doctor-linked',
  'sector.doctor-unlinked',
  'license.issued',
  'license.applied',
  'license.released',
]);

const changeOf = (entry: AuditEntry, fields: Set<string>) =>
  entry.changes.find((change) => fields.has(change.field));

export function auditWords(entry: AuditEntry): AuditWords {
  const rest = (left: Set<string>) => entry.changes.filter((change) => !left.has(change.field));
  if (entry.action === 'appointment.modified') {
    const paid = changeOf(entry, new Set(['paid']));
    if (paid && !changeOf(entry, MOVE_FIELDS))
      return {
        key: paid.after === 'true' ? 'appointment.paid' : 'appointment.unpaid',
        values: {},
        changes: rest(new Set(['paid'])),
      };
    return { key: 'appointment.moved', values: {}, changes: entry.changes };
  }
  if (entry.action === 'appointment.canceled') {
    const folded = new Set([...MOTIVE_FIELDS, 'absentPatient']);
    if (changeOf(entry, new Set(['absentPatient']))?.after === 'true')
      return { key: 'appointment.absent', values: {}, changes: rest(folded) };
    const motive = changeOf(entry, MOTIVE_FIELDS)?.after;
    return motive
      ? { key: 'appointment.canceledFor', values: { motive }, changes: rest(folded) }
      : { key: 'appointment.canceled', values: {}, changes: rest(folded) };
  }
  return { key: NAMED_ACTIONS.has(entry.action) ? entry.action : null, values: {}, changes: entry.changes };
}

/** How a changed value is shown: times in the viewer's zone, known ids as names, roles and yes/no in words. */
export interface ValueContext {
  zone: string;
  language: Language;
  /** Names of the rooms, doctors and people the page already knows, by id. */
  names: Readonly<Record<string, string>>;
  yes: string;
  no: string;
  none: string;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/**
 * An id nobody named: its last eight characters, enough to tell two apart on one screen (the ids are UUID v7,
 * whose first characters are the time they were made: things made together share them).
 */
export const shortId = (id: string) => (id.length > 8 ? `…${id.slice(-8)}` : id);

export function changeValue(value: string | null, context: ValueContext): string {
  if (value === null || value === '') return context.none;
  if (value === 'true') return context.yes;
  if (value === 'false') return context.no;
  if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value, context.zone);
  if (isUuid(value)) return context.names[value] ?? shortId(value);
  const items = value.split(',').map((item) => item.trim());
  if (items.every(isRole)) return items.map((role) => ROLE_LABELS[context.language][role]).join(', ');
  return value;
}
