import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoContentSchema } from '@teleplan/kit/openapi';
import type { AuthenticatorContext } from '../domain/context.ts';
import { clearRefreshCookie, presentedRefreshToken } from './refresh-cookie.ts';

export const logoutRoutes: FastifyPluginAsyncTypebox<{ ctx: AuthenticatorContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/logout',
    {
      schema: {
        summary: 'Ends the session of the refresh token (cookie or form field); idempotent',
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await ctx.sessions.logout(presentedRefreshToken(request).token);
      clearRefreshCookie(reply, ctx.secureCookie);
      return reply.status(204).send();
    },
  );
};
