import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { bearer } from '@teleplan/kit/auth/actor';
import { AvailabilityExportQuerySchema } from '@teleplan/proto/read-model-exports';
import type { ScheduleContext } from '../domain/context.ts';
import {
  exportAppointmentFacts,
  exportAvailableIntervals,
  exportEvaluationFacts,
} from '../domain/internal-exports.ts';
import { idListQuery } from '@teleplan/kit/http/id-list-query';

const ndjsonResponse = (description: string) => ({
  200: {
    description: `NDJSON, one ${description} a line`,
    // Typed as the stream the handler sends; documented as the text it becomes.
    content: { 'application/x-ndjson': { schema: Type.Unsafe<Readable>({ type: 'string' }) } },
  },
});

const sendNdjson = (reply: FastifyReply, body: Readable) =>
  reply.type('application/x-ndjson').header('cache-control', 'no-store').send(body);

/**
 * The facts a read model (statistics) rebuilds from, streamed from the database (proto/read-model-exports.ts):
 * SERVICE tokens only, never routed by the gateway.
 */
export const internalExportsRoutes: FastifyPluginAsyncTypebox<{ ctx: ScheduleContext }> = async (
  app,
  { ctx },
) => {
  const options = (description: string) => ({
    preHandler: app.requireRole('SERVICE'),
    schema: { tags: ['internal'], security: bearer, response: ndjsonResponse(description) },
  });

  app.get(
    '/internal/exports/appointments',
    {
      preHandler: app.requireRole('SERVICE'),
      schema: {
        tags: ['internal'],
        security: bearer,
        response: {
          200: {
            description: 'CSV without a header, the APPOINTMENT_FACT_COLUMNS of one appointment a line',
            content: { 'text/csv': { schema: Type.Unsafe<Readable>({ type: 'string' }) } },
          },
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await exportAppointmentFacts(ctx, request.log)),
  );

  app.get('/internal/exports/evaluations', options('EvaluationSubmittedPayload'), async (request, reply) =>
    sendNdjson(reply, await exportEvaluationFacts(ctx, request.log)),
  );

  const intervals = options('AvailableInterval');
  app.get(
    '/internal/exports/availability',
    {
      ...intervals,
      preValidation: idListQuery('ownerIds'),
      schema: { ...intervals.schema, querystring: AvailabilityExportQuerySchema },
    },
    async (request, reply) =>
      sendNdjson(reply, await exportAvailableIntervals(ctx, request.log, request.query)),
  );
};
