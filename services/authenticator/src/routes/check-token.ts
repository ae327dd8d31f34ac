import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from 'typebox';
import { CheckTokenResponseSchema, type CheckTokenResponse } from '@teleplan/proto/auth';
import type { AuthenticatorContext } from '../domain/context.ts';

const CheckTokenQuerySchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 8192 }) });

export const checkTokenRoutes: FastifyPluginAsync<{ ctx: AuthenticatorContext }> = async (app, { ctx }) => {
  app.post(
    '/check_token',
    {
      schema: {
        summary: 'Whether an access token is valid now, and its claims',
        querystring: CheckTokenQuerySchema,
        response: { 200: CheckTokenResponseSchema },
      },
    },
    async (request): Promise<CheckTokenResponse> => {
      const { token } = request.query as Static<typeof CheckTokenQuerySchema>;
      const claims = await ctx.accessTokens.inspect(token);
      return claims ? { active: true, ...claims } : { active: false };
    },
  );
};
