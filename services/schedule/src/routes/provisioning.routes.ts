import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ProvisionAppointmentsBodySchema,
  ProvisionEvaluationsBodySchema,
  ProvisionedAppointmentsSchema,
  ProvisionedEvaluationsSchema,
} from '@teleplan/proto/provisioning';
import type { ScheduleContext } from '../domain/context.ts';
import { provisionEvaluations } from '../domain/evaluations.ts';
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

  app.post(
    '/internal/evaluations',
    {
      preHandler: app.requireRole('SERVICE'),
      // A month of a demo practice's answers in one call.
      bodyLimit: 1024 * 1024,
      schema: {
        tags: ['internal'],
        security: bearer,
        body: ProvisionEvaluationsBodySchema,
        response: { 200: ProvisionedEvaluationsSchema },
      },
    },
    async (request) => provisionEvaluations(ctx, request.body),
  );
};
