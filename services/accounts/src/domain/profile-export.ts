import { Transform } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { ExportColumns, ProfilesExportQuery } from '@teleplan/proto/accounts';
import { MessageCodes } from '@teleplan/proto/message-codes';
import { csvBody, type CsvExport, type ExportLog } from '@teleplan/kit/csv/csv-export';
import { badRequest, forbidden } from '@teleplan/kit/errors';
import { ProfileExportRepository, type ExportRow } from '../data/profile-export.repository.ts';
import { QueryError } from '../data/profile-query.ts';
import type { AccountsContext } from './context.ts';
import {
  creationDateFormatter,
  nationalPhone,
  neutraliseFormula,
  roleLabels,
  statusLabel,
} from './export-cells.ts';
import type { Actor } from '@teleplan/kit/auth/actor';
import { maySeeEmail, USER_EDITORS } from './permissions.ts';
import { DEFAULT_ZONE, isTimeZone } from './rules.ts';

const A = MessageCodes.accounts;

const HEADERS: Record<ExportColumns, string[]> = {
  users: ['Nom', 'Prénom', 'Email', 'Téléphone', 'Date de création', 'Rôles', 'Statut'],
  patients: ['Nom', 'Prénom', 'Email', 'Téléphone', 'Date de création'],
};

function cellsOf(viewer: Actor, columns: ExportColumns, date: (d: Date) => string) {
  return (row: ExportRow): string[] => {
    const cells = [
      row.last_name,
      row.first_name,
      maySeeEmail(viewer, row) ? (row.email ?? '') : '',
      nationalPhone(row.telephone_number),
      date(row.created_at),
    ];
    if (columns === 'users') cells.push(roleLabels(row.granted_roles), statusLabel(row.enabled));
    return cells.map(neutraliseFormula);
  };
}

/**
 * GET by-query/export: the profiles of an RSQL query, in the order of `sort`, as CSV with French headers. The
 * users list (the default columns of the roles of by-query) is for those roles only; the patients list's columns
 * (the default of the other staff roles) are for every staff role, the others getting patients only (as in
 * `GET profiles`). Emails follow `maySeeEmail`. Rows stream from a
 * database cursor to the client: memory stays flat whatever the size, and a client that goes away ends the query.
 */
export async function exportProfiles(
  ctx: AccountsContext,
  viewer: Actor,
  query: ProfilesExportQuery,
  log: ExportLog,
): Promise<CsvExport> {
  const editor = USER_EDITORS.includes(viewer.role);
  // The other staff roles export patients only: asking nothing gives them that list rather than a refusal.
  const columns = query.columns ?? (editor ? 'users' : 'patients');
  if (columns === 'users' && !editor)
    throw forbidden(
      MessageCodes.common.forbidden,
      'The users list is for administrators and sector managers',
    );
  const zone = query.zone ?? DEFAULT_ZONE;
  if (!isTimeZone(zone)) {
    throw badRequest(MessageCodes.common.validation, `Unknown time zone ${zone}`, [
      { messageCode: MessageCodes.common.validation, id: 'querystring/zone' },
    ]);
  }
  let cursor;
  try {
    cursor = await new ProfileExportRepository(ctx.dataSource.manager).open({
      query: query.query,
      sort: query.sort,
      patientsOnly: !editor,
    });
  } catch (error) {
    if (error instanceof QueryError) throw badRequest(A.invalidQuery, error.message);
    throw error;
  }
  const cells = cellsOf(viewer, columns, creationDateFormatter(zone));
  const toCells = new Transform({
    objectMode: true,
    transform(row: ExportRow, _encoding, done) {
      done(null, cells(row));
    },
  });
  const csv = stringify({
    header: true,
    columns: HEADERS[columns],
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
  });
  // The cursor gives its connection back once closed, however the export ended.
  const body = csvBody(log, [cursor.rows, toCells, csv]);
  return { fileName: `${columns === 'users' ? 'utilisateurs' : 'patients'}.csv`, body };
}
