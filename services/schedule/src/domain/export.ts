import { csvBody, type CsvExport, type ExportLog } from '@teleplan/kit/csv/csv-export';
import { badRequest } from '@teleplan/kit/errors';
import { MessageCodes } from '@teleplan/proto/message-codes';
import type { C15ExportQuery, ExportQuery } from '@teleplan/proto/schedule-exports';
import { ExportRepository, UnknownZoneError } from '../data/export.repository.ts';
import { ReachRepository } from '../data/reach.repository.ts';
import { isAdmin, type Actor, type ScheduleContext } from './context.ts';
import { EXPORT_PREAMBLE, exportFileName, localDate } from './export-columns.ts';
import { narrowToReach, type AskedIds } from './export-scope.ts';
import type { ExportSlots } from './export-slots.ts';
import { checkZone } from './query-window.ts';

const S = MessageCodes.schedule;

/** The zone and the two instants of a query; `ordered` says whether they make a range, else 400. */
function checkedRange(
  query: { from: string; to: string; zone?: string },
  ordered: (from: Date, to: Date, zone: string) => boolean,
) {
  const zone = checkZone(query.zone);
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (!ordered(from, to, zone)) throw badRequest(S.rangeInvalid, 'The export needs from before to');
  return { zone, from, to };
}

/** An empty list asks for nothing in particular: the same as no list ("none selected means all"). */
function asked(list: readonly string[] | undefined): readonly string[] | undefined {
  return list && list.length > 0 ? [...new Set(list)] : undefined;
}

/** The asked lists narrowed to what the caller may see (admins: as asked). */
async function narrowed(ctx: ScheduleContext, actor: Actor, ids: AskedIds): Promise<AskedIds> {
  const reach = await new ReachRepository(ctx.dataSource.manager).lists(actor);
  return reach === null ? ids : narrowToReach(reach, ids);
}

/** The owner type a file name shows: what the export was narrowed to by the caller's choice. */
function ownerLabel(ids: AskedIds): string {
  if (ids.roomIds) return 'ROOM';
  if (ids.doctorIds) return 'DOCTOR';
  if (ids.sectorIds) return 'SECTOR';
  return 'ALL';
}

interface Selection {
  from: Date;
  to: Date;
  zone: string;
  ids: AskedIds;
  c15Only: boolean;
  fileName: string;
}

/** What an export runs with besides the context: where its outcome is logged, and the slots it takes one of. */
export interface ExportRun {
  log: ExportLog;
  slots: ExportSlots;
}

async function stream(
  ctx: ScheduleContext,
  actor: Actor,
  selection: Selection,
  run: ExportRun,
): Promise<CsvExport> {
  const ids = await narrowed(ctx, actor, selection.ids);
  const release = run.slots.take();
  let lines;
  try {
    lines = await new ExportRepository(ctx.dataSource.manager).open({
      ...selection,
      ...ids,
      // Admin exports are for counting: patients' names stay out (data minimisation, as admins' calendars).
      withPatientNames: !isAdmin(actor),
    });
  } catch (error) {
    release();
    if (error instanceof UnknownZoneError)
      throw badRequest(S.zoneInvalid, `Unknown time zone: ${selection.zone}`, [
        { messageCode: S.zoneInvalid, id: 'zone' },
      ]);
    throw error;
  }
  // A client that goes away destroys `lines`, which ends the query on the server.
  lines.once('close', release);
  return { fileName: selection.fileName, body: csvBody(run.log, [lines], EXPORT_PREAMBLE) };
}

/** GET export/appointments: the appointments starting in [from, to) as CSV, within the caller's scope. */
export async function exportAppointments(
  ctx: ScheduleContext,
  actor: Actor,
  query: ExportQuery,
  run: ExportRun,
): Promise<CsvExport> {
  const { zone, from, to } = checkedRange(query, (start, end) => start < end);
  const ids = {
    sectorIds: asked(query.sectorIds),
    roomIds: asked(query.roomIds),
    doctorIds: asked(query.doctorIds),
  };
  const fileName = exportFileName(`export-${ownerLabel(ids)}`, from, to, zone);
  return stream(ctx, actor, { from, to, zone, ids, c15Only: false, fileName }, run);
}

/**
 * GET export/c15-appointments: the appointments flagged fromC15 in the sectors asked (or the caller's scope),
 * starting in [from, to). The start day must come before the end day ('Dates incorrectes').
 */
export async function exportC15Appointments(
  ctx: ScheduleContext,
  actor: Actor,
  query: C15ExportQuery,
  run: ExportRun,
): Promise<CsvExport> {
  const { zone, from, to } = checkedRange(query, (start, end, z) => localDate(start, z) < localDate(end, z));
  const ids = { sectorIds: asked(query.sectorIds) };
  const fileName = exportFileName('extraction-C15', from, to, zone);
  return stream(ctx, actor, { from, to, zone, ids, c15Only: true, fileName }, run);
}
