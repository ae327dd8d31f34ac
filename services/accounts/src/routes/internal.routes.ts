import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountSchema,
  IdParamsSchema,
  VerifyCredentialsBodySchema,
  VerifyCredentialsReplySchema,
} from '@teleplan/proto/accounts';
import type { AccountsContext } from '../domain/context.ts';
import { internalAccount, verifyCredentials } from '../domain/credentials.ts';
import { bearer } from '@teleplan/kit/auth/actor';

/** Service-to-service routes (SERVICE tokens of the client-credentials grant only). */
export const internalRoutes: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const tags = ['internal'];

  app.post(
    '/internal/verify-credentials',
    {
      preHandler: app.requireRole('SERVICE'),
      schema: {
        tags,
        security: bearer,
        body: VerifyCredentialsBodySchema,
        response: { 200: VerifyCredentialsReplySchema },
      },
    },
    async (request) => verifyCredentials(ctx, request.body.email, request.body.password),
  );

  app.get(
    '/internal/accounts/:id',
    {
      preHandler: app.requireRole('SERVICE'),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 200: AccountSchema } },
    },
    async (request) => internalAccount(ctx, request.params.id),
  );
};
