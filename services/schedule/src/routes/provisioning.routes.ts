import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ProvisionAppointmentsBodySchema, ProvisionedAppointmentsSchema } from '@teleplan/proto/provisioning';
import type { ScheduleContext } from '../domain/context.ts';
import { provisionAppointments } from '../domain/provisioning.ts';
import { bearer } from '@teleplan/kit/auth/actor';

/**
 * What a provisioning tool (the demo seeder) needs besides the public API; SERVICE tokens of the
 * client-credentials grant only, never routed by the gateway.
 */
export const provisioningRoutes: FastifyPluginAsyncTypebox<{ ctx: ScheduleContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/internal/appointments',
    {
      preHandler: app.requireRole('SERVICE'),
      // A month of a demo practice's days in one call.
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: ['internal'],
        security: bearer,
        body: ProvisionAppointmentsBodySchema,
        response: { 200: ProvisionedAppointmentsSchema },
      },
    },
    async (request) => provisionAppointments(ctx, request.body),
  );
};
