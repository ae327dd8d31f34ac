import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AuthenticatorContext } from '../domain/context.ts';

const JwksSchema = Type.Object({
  keys: Type.Array(
    Type.Object({
      kty: Type.String(),
      crv: Type.String(),
      x: Type.String(),
      y: Type.String(),
      kid: Type.String(),
      alg: Type.String(),
      use: Type.String(),
    }),
  ),
});

export const jwksRoutes: FastifyPluginAsyncTypebox<{ ctx: AuthenticatorContext }> = async (app, { ctx }) => {
  app.get(
    '/.well-known/jwks.json',
    { schema: { summary: 'Public keys that verify access tokens', response: { 200: JwksSchema } } },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(await ctx.keys.jwks()),
  );
};
