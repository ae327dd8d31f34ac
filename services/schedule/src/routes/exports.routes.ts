import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { C15ExportQuerySchema, ExportQuerySchema } from '@teleplan/proto/schedule-exports';
import type { ScheduleContext } from '../domain/context.ts';
import type { CsvExport } from '@teleplan/kit/csv/csv-export';
import { exportAppointments, exportC15Appointments } from '../domain/export.ts';
import { EXPORTERS } from '../domain/access.ts';
import { ExportSlots } from '../domain/export-slots.ts';
import { actorOf, bearer } from '@teleplan/kit/auth/actor';

const tags = ['exports'];
const ID_LISTS = ['sectorIds', 'roomIds', 'doctorIds'];

/** Id lists come as repeated keys or as one comma list: both become one array. */
async function splitIdLists(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  for (const key of ID_LISTS) {
    const value = query[key];
    if (typeof value === 'string' || Array.isArray(value))
      query[key] = ([] as unknown[])
        .concat(value)
        .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
  }
}

const csvResponse = {
  200: {
    description: 'CSV file (UTF-8 with BOM, `;`-separated, French headers)',
    // Typed as the stream the handler sends; documented as the text it becomes.
    content: { 'text/csv': { schema: Type.Unsafe<Readable>({ type: 'string' }) } },
  },
};

function sendCsv(reply: FastifyReply, csv: CsvExport) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv.body);
}

/** CSV exports of appointments and the C15 extraction, streamed from the database. */
export const exportsRoutes: FastifyPluginAsyncTypebox<{ ctx: ScheduleContext }> = async (app, { ctx }) => {
  const slots = new ExportSlots();
  const options = <Q extends TSchema>(querystring: Q) => ({
    preHandler: app.requireRole(...EXPORTERS),
    preValidation: splitIdLists,
    schema: { tags, security: bearer, querystring, response: csvResponse },
  });

  app.get('/export/appointments', options(ExportQuerySchema), async (request, reply) =>
    sendCsv(
      reply,
      await exportAppointments(ctx, actorOf(request), request.query, { log: request.log, slots }),
    ),
  );

  app.get('/export/c15-appointments', options(C15ExportQuerySchema), async (request, reply) =>
    sendCsv(
      reply,
      await exportC15Appointments(ctx, actorOf(request), request.query, { log: request.log, slots }),
    ),
  );
};
