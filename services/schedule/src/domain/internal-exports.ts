import type { Readable } from 'node:stream';
import { badRequest } from '@teleplan/kit/errors';
import { streamBody, type ExportLog } from '@teleplan/kit/http/stream-body';
import { MessageCodes } from '@teleplan/proto/message-codes';
import {
  AVAILABILITY_EXPORT_MAX_DAYS,
  type AvailabilityExportQuery,
} from '@teleplan/proto/read-model-exports';
import { InternalExportsRepository } from '../data/internal-exports.repository.ts';
import type { ScheduleContext } from './context.ts';

const DAY_MS = 86_400_000;

const repository = (ctx: ScheduleContext) => new InternalExportsRepository(ctx.dataSource.manager);

/** GET internal/exports/appointments: every appointment's facts as CSV (a read model's rebuild, docs/architecture.md). */
export async function exportAppointmentFacts(ctx: ScheduleContext, log: ExportLog): Promise<Readable> {
  return streamBody(log, [await repository(ctx).appointments()]);
}

/** GET internal/exports/evaluations: every answered survey as NDJSON. */
export async function exportEvaluationFacts(ctx: ScheduleContext, log: ExportLog): Promise<Readable> {
  return streamBody(log, [await repository(ctx).evaluations()]);
}

/** GET internal/exports/availability: the owners' available stretches within a bounded range, as NDJSON. */
export async function exportAvailableIntervals(
  ctx: ScheduleContext,
  log: ExportLog,
  query: AvailabilityExportQuery,
): Promise<Readable> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (!(from < to) || to.getTime() - from.getTime() > AVAILABILITY_EXPORT_MAX_DAYS * DAY_MS)
    throw badRequest(
      MessageCodes.schedule.rangeInvalid,
      `from must come before to, at most ${AVAILABILITY_EXPORT_MAX_DAYS} days apart`,
    );
  const ownerIds = query.ownerIds && query.ownerIds.length > 0 ? [...new Set(query.ownerIds)] : undefined;
  return streamBody(log, [await repository(ctx).availability({ from, to, ownerIds })]);
}
