import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearer } from '@teleplan/kit/auth/actor';
import { ReadModelStatusSchema } from '@teleplan/proto/indicators';
import { ReadModelRepository } from '../data/read-model.repository.ts';
import { READ_MODEL_ADMINS } from '../domain/access.ts';
import type { IndicatorsContext } from '../domain/context.ts';
import type { ReadModelJobs } from '../rebuild/jobs.ts';

const tags = ['read model'];

/** The read model's rebuild (docs/statistics.md#rebuild): start one (202), or read its state. */
export const readModelRoutes: FastifyPluginAsyncTypebox<{
  ctx: IndicatorsContext;
  jobs: ReadModelJobs;
}> = async (app, { ctx, jobs }) => {
  const status = () => new ReadModelRepository(ctx.dataSource.manager).status();
  app.post(
    '/internal/read-model/rebuild',
    {
      preHandler: app.requireRole(...READ_MODEL_ADMINS),
      schema: { tags, security: bearer, response: { 202: ReadModelStatusSchema } },
    },
    async (_request, reply) => {
      await jobs.requestRebuild();
      return reply.code(202).send(await status());
    },
  );
  app.get(
    '/internal/read-model',
    {
      preHandler: app.requireRole(...READ_MODEL_ADMINS),
      schema: { tags, security: bearer, response: { 200: ReadModelStatusSchema } },
    },
    status,
  );
};
