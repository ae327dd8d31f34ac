import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema } from '@teleplan/proto/accounts';
import { ProvisionActivationBodySchema } from '@teleplan/proto/provisioning';
import { NoContentSchema } from '@teleplan/kit/openapi';
import type { AccountsContext } from '../domain/context.ts';
import { activateProvisioned } from '../domain/provisioning.ts';

/**
 * What a provisioning tool (the demo seeder) needs besides the public API; SERVICE tokens of the
 * client-credentials grant only, never routed by the gateway.
 */
export const provisioningRoutes: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/internal/accounts/:id/activation',
    {
      preHandler: app.requireRole('SERVICE'),
      schema: {
        tags: ['internal'],
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: ProvisionActivationBodySchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await activateProvisioned(ctx, request.params.id, request.body.password);
      return reply.status(204).send();
    },
  );
};
