import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { bearer } from '@teleplan/kit/auth/actor';
import { idListQuery } from '@teleplan/kit/http/id-list-query';
import { LogEntrySchema, LogQuerySchema } from '@teleplan/proto/logger';
import { PageSchema } from '@teleplan/proto/paging';
import { LOG_READERS } from '../domain/access.ts';
import type { LoggerContext } from '../domain/context.ts';
import { findLogs, getLog, logServices } from '../domain/logs.ts';

const tags = ['logs'];
const LogIdParamsSchema = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,18}$' }) });

/** The log table (docs/logs-and-audit.md#log-lines), for the platform's admins. */
export const logsRoutes: FastifyPluginAsyncTypebox<{ ctx: LoggerContext }> = async (app, { ctx }) => {
  const preHandler = app.requireRole(...LOG_READERS);

  app.get(
    '/logs',
    {
      // services=a&services=b or services=a,b
      preValidation: idListQuery('services', 'levels'),
      preHandler,
      schema: {
        tags,
        security: bearer,
        querystring: LogQuerySchema,
        response: { 200: PageSchema(LogEntrySchema) },
      },
    },
    async (request) => findLogs(ctx, request.query),
  );

  app.get(
    '/logs/services',
    { preHandler, schema: { tags, security: bearer, response: { 200: Type.Array(Type.String()) } } },
    async () => logServices(ctx),
  );

  app.get(
    '/logs/:id',
    {
      preHandler,
      schema: { tags, security: bearer, params: LogIdParamsSchema, response: { 200: LogEntrySchema } },
    },
    async (request) => getLog(ctx, request.params.id),
  );
};
