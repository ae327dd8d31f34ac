import { Readable, Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import { csvBody, type CsvExport, type ExportLog } from '@teleplan/kit/csv/csv-export';
import { neutraliseFormula } from '@teleplan/kit/csv/formula-cells';
import type { AuditEntry, AuditQuery } from '@teleplan/proto/logger';
import { AuditRepository, type AuditFilter } from '../data/audit.repository.ts';
import { auditFilter } from './audit.ts';
import type { LoggerContext } from './context.ts';

/** The most rows one export holds, newest first. */
export const EXPORT_LIMIT = 100_000;
/** Rows read per query while the file streams. */
const CHUNK = 2_000;

const HEADERS = [
  'Date (UTC)',
  'Action',
  'Objet',
  'Identifiant',
  'Acteur',
  "Compte de l'acteur",
  'Rôle',
  'Changements',
  'Requête',
];

const changeText = (entry: AuditEntry) =>
  entry.changes.map((c) => `${c.field}: ${c.before ?? '∅'} → ${c.after ?? '∅'}`).join(' ; ');

function cellsOf(entry: AuditEntry): string[] {
  const actor = entry.actor;
  return [
    entry.occurredAt,
    entry.action,
    entry.subjectType,
    entry.subjectId,
    actor ? [actor.firstName, actor.lastName].filter(Boolean).join(' ') : '',
    actor?.accountId ?? '',
    actor?.role ?? '',
    changeText(entry),
    entry.requestId ?? '',
  ].map(neutraliseFormula);
}

/** The entries of `filter`, newest first, read a chunk at a time (each after the last) up to EXPORT_LIMIT. */
async function* entries(repository: AuditRepository, filter: AuditFilter): AsyncGenerator<AuditEntry> {
  let olderThan: AuditFilter['olderThan'];
  for (let read = 0; read < EXPORT_LIMIT;) {
    const chunk = await repository.page({ ...filter, olderThan }, 0, Math.min(CHUNK, EXPORT_LIMIT - read));
    yield* chunk;
    read += chunk.length;
    const last = chunk.at(-1);
    if (chunk.length < CHUNK || !last) return;
    olderThan = { occurredAt: new Date(last.occurredAt), id: last.id };
  }
}

/** GET audit/export: the filtered trail as CSV (UTF-8 with BOM, `;`-separated), formula cells neutralised. */
export function exportAudit(ctx: LoggerContext, query: AuditQuery, log: ExportLog): CsvExport {
  const filter = auditFilter(query);
  const source = Readable.from(entries(new AuditRepository(ctx.dataSource.manager), filter));
  const toCells = new Transform({
    objectMode: true,
    transform(entry: AuditEntry, _encoding, done) {
      done(null, cellsOf(entry));
    },
  });
  const csv = stringify({
    header: true,
    columns: HEADERS,
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
  });
  const day = ctx.clock().toISOString().slice(0, 10);
  return { fileName: `audit-${day}.csv`, body: csvBody(log, [source, toCells, csv]) };
}
