import type { FastifyInstance } from 'fastify';
import {
  AccountSchema,
  IdParamsSchema,
  VerifyCredentialsBodySchema,
  VerifyCredentialsReplySchema,
  type IdParams,
} from '@teleplan/proto/accounts';
import type { Static } from 'typebox';
import type { AccountsContext } from '../domain/context.ts';
import { internalAccount, verifyCredentials } from '../domain/credentials.ts';
import { bearer } from './actor.ts';

/** Service-to-service routes (SERVICE tokens of the client-credentials grant only). */
export function internalRoutes(app: FastifyInstance, ctx: AccountsContext): void {
  const tags = ['internal'];

  app.post<{ Body: Static<typeof VerifyCredentialsBodySchema> }>(
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

  app.get<{ Params: IdParams }>(
    '/internal/accounts/:id',
    {
      preHandler: app.requireRole('SERVICE'),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 200: AccountSchema } },
    },
    async (request) => internalAccount(ctx, request.params.id),
  );
}
