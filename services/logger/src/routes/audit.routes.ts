import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { bearer } from '@teleplan/kit/auth/actor';
import { AuditEntrySchema, AuditIdParamsSchema, AuditQuerySchema } from '@teleplan/proto/logger';
import { PageSchema } from '@teleplan/proto/paging';
import { HISTORY_READERS, LOG_READERS } from '../domain/access.ts';
import { appointmentHistory, findAudit, profileHistory } from '../domain/audit.ts';
import { exportAudit } from '../domain/audit-export.ts';
import type { LoggerContext } from '../domain/context.ts';

const tags = ['audit'];

/** The caller's own access token, passed on to the owner that decides (its guard checked it already). */
const bearerTokenOf = (request: FastifyRequest) =>
  (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');

/** The audit trail (docs/logs-and-audit.md#audit-trail): read only; no route edits or deletes an entry. */
export const auditRoutes: FastifyPluginAsyncTypebox<{ ctx: LoggerContext }> = async (app, { ctx }) => {
  const admins = app.requireRole(...LOG_READERS);
  const persons = app.requireRole(...HISTORY_READERS);
  const history = { 200: Type.Array(AuditEntrySchema) };

  app.get(
    '/audit',
    {
      preHandler: admins,
      schema: {
        tags,
        security: bearer,
        querystring: AuditQuerySchema,
        response: { 200: PageSchema(AuditEntrySchema) },
      },
    },
    async (request) => findAudit(ctx, request.query),
  );

  app.get(
    '/audit/export',
    {
      preHandler: admins,
      schema: {
        tags,
        security: bearer,
        description:
          'The filtered trail as CSV (UTF-8 with BOM, `;`-separated), newest first, at most 100 000 rows.',
        querystring: AuditQuerySchema,
        response: {
          200: {
            description: 'CSV file',
            content: { 'text/csv': { schema: Type.Unsafe<Readable>({ type: 'string' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const csv = exportAudit(ctx, request.query, request.log);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv.body);
    },
  );

  app.get(
    '/audit/appointments/:id',
    {
      preHandler: persons,
      schema: { tags, security: bearer, params: AuditIdParamsSchema, response: history },
    },
    async (request) => appointmentHistory(ctx, bearerTokenOf(request), request.params.id),
  );

  app.get(
    '/audit/profiles/:id',
    {
      preHandler: persons,
      schema: { tags, security: bearer, params: AuditIdParamsSchema, response: history },
    },
    async (request) => profileHistory(ctx, bearerTokenOf(request), request.params.id),
  );
};
