import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearer } from '@teleplan/kit/auth/actor';
import { ResourcesExportSchema } from '@teleplan/proto/read-model-exports';
import type { ResourcesContext } from '../domain/context.ts';
import { exportResources } from '../domain/resources-export.ts';

/** What a read model (statistics) rebuilds from: SERVICE tokens only, never routed by the gateway. */
export const internalExportsRoutes: FastifyPluginAsyncTypebox<{ ctx: ResourcesContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/internal/exports/resources',
    {
      preHandler: app.requireRole('SERVICE'),
      schema: { tags: ['internal'], security: bearer, response: { 200: ResourcesExportSchema } },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await exportResources(ctx)),
  );
};
