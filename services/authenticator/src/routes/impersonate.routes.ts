import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TokenResponseSchema } from '@teleplan/proto/auth';
import type { AuthenticatorContext } from '../domain/context.ts';
import { impersonate } from '../domain/impersonation.ts';
import { presentedRefreshToken, setRefreshCookie } from './refresh-cookie.ts';

const ImpersonateQuerySchema = Type.Object({ targetRole: Type.String({ minLength: 1, maxLength: 32 }) });

export const impersonateRoutes: FastifyPluginAsyncTypebox<{ ctx: AuthenticatorContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/impersonate',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Role switch: new tokens acting as another granted role',
        security: [{ bearer: [] }],
        querystring: ImpersonateQuerySchema,
        response: {
          200: TokenResponseSchema,
          400: { $ref: 'ErrorBody#' },
          401: { $ref: 'ErrorBody#' },
          403: { $ref: 'ErrorBody#' },
        },
      },
    },
    async (request, reply) => {
      const result = await impersonate(
        ctx,
        request.user,
        request.query.targetRole,
        presentedRefreshToken(request).token,
      );
      if (result.refreshCookie)
        setRefreshCookie(reply, result.refreshCookie, ctx.sessions.ttlSeconds, ctx.secureCookie);
      return reply.header('cache-control', 'no-store').send(result.body);
    },
  );
};
