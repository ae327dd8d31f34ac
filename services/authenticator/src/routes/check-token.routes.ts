import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CheckTokenResponseSchema } from '@teleplan/proto/auth';
import type { AuthenticatorContext } from '../domain/context.ts';

const CheckTokenQuerySchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 8192 }) });

export const checkTokenRoutes: FastifyPluginAsyncTypebox<{ ctx: AuthenticatorContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/check_token',
    {
      schema: {
        summary: 'Whether an access token is valid now, and its claims',
        querystring: CheckTokenQuerySchema,
        response: { 200: CheckTokenResponseSchema },
      },
    },
    async (request) => {
      const claims = await ctx.accessTokens.inspect(request.query.token);
      return claims ? { active: true, ...claims } : { active: false };
    },
  );
};
