import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProvisionActivationBodySchema, ProvisionedActivationsSchema } from '@teleplan/proto/provisioning';
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
    '/internal/accounts/activation',
    {
      preHandler: app.requireRole('SERVICE'),
      schema: {
        tags: ['internal'],
        security: [{ bearer: [] }],
        body: ProvisionActivationBodySchema,
        response: { 200: ProvisionedActivationsSchema },
      },
    },
    async (request) => activateProvisioned(ctx, request.body.ids, request.body.password),
  );
};
