import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompositeProfileSchema, UpdateOwnAccountBodySchema } from '@teleplan/proto/accounts';
import type { AccountsContext } from '../domain/context.ts';
import { ownAccount, updateOwnAccount } from '../domain/own-account.ts';
import { EVERY_PERSON } from '../domain/permissions.ts';
import { actorOf, bearer, sessionOf } from '@teleplan/kit/auth/actor';

/** The connected person's own account (the own-account form). */
export const ownAccountRoutes: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const tags = ['own account'];

  app.get(
    '/account/me',
    {
      preHandler: app.requireRole(...EVERY_PERSON),
      schema: { tags, security: bearer, response: { 200: CompositeProfileSchema } },
    },
    async (request) => ownAccount(ctx, actorOf(request)),
  );

  app.route({
    method: ['PUT', 'POST'],
    url: '/account/update',
    preHandler: app.requireRole(...EVERY_PERSON),
    schema: {
      tags,
      security: bearer,
      body: UpdateOwnAccountBodySchema,
      response: { 200: CompositeProfileSchema },
    },
    handler: async (request) => updateOwnAccount(ctx, actorOf(request), request.body, sessionOf(request)),
  });
};
