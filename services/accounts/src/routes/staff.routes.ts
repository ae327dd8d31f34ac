import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountSchema,
  CompositeProfileSchema,
  CreatePatientBodySchema,
  CreateStaffBodySchema,
  IdParamsSchema,
  ProfileSchema,
  RoleParamsSchema,
} from '@teleplan/proto/accounts';
import { NoContentSchema } from '@teleplan/kit/openapi';
import type { AccountsContext } from '../domain/context.ts';
import { createPatient } from '../domain/patients.ts';
import { CREATORS, DEACTIVATORS, ROLE_GRANTERS, STAFF } from '../domain/permissions.ts';
import { changeRole, createStaff, deactivate, resendActivation } from '../domain/staff-accounts.ts';
import { actorOf, bearer } from '@teleplan/kit/auth/actor';

/** Creating people and managing accounts: roles, deactivation, activation mails. */
export const staffRoutes: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const tags = ['accounts'];

  app.post(
    '/create',
    {
      preHandler: app.requireRole(...CREATORS),
      schema: {
        tags,
        security: bearer,
        body: CreateStaffBodySchema,
        response: { 201: CompositeProfileSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createStaff(ctx, actorOf(request), request.body)),
  );

  app.post(
    '/create/patient',
    {
      preHandler: app.requireRole(...STAFF),
      schema: { tags, security: bearer, body: CreatePatientBodySchema, response: { 201: ProfileSchema } },
    },
    async (request, reply) => reply.status(201).send(await createPatient(ctx, request.body)),
  );

  for (const [method, change] of [
    ['PUT', 'grant'],
    ['DELETE', 'revoke'],
  ] as const) {
    app.route({
      method,
      url: '/:id/roles/:role',
      preHandler: app.requireRole(...ROLE_GRANTERS),
      schema: { tags, security: bearer, params: RoleParamsSchema, response: { 200: AccountSchema } },
      handler: async (request) =>
        changeRole(ctx, actorOf(request), request.params.id, request.params.role, change),
    });
  }

  app.post(
    '/:id/deactivate',
    {
      preHandler: app.requireRole(...DEACTIVATORS),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 200: AccountSchema } },
    },
    async (request) => deactivate(ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/profiles/:id/resend-activation-email',
    {
      preHandler: app.requireRole(...CREATORS),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      await resendActivation(ctx, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
