import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CaptchaChallengeSchema,
  InitializePasswordBodySchema,
  PasswordTokenBodySchema,
  RequestResetPasswordBodySchema,
  RequestResetPasswordReplySchema,
  type RequestResetPasswordReply,
} from '@teleplan/proto/accounts';
import { NoContentSchema } from '@teleplan/kit/openapi';
import type { AccountsContext } from '../domain/context.ts';
import { initializePassword, requestResetPassword, resetPassword } from '../domain/password-links.ts';

/** The one answer to a reset request, whether or not the email has an account. */
const ACCEPTED: RequestResetPasswordReply = { status: 'ACCEPTED' };

/** Public routes (no token): activation, reset and the captcha that guards the reset request. */
export const passwordRoutes: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (app, { ctx }) => {
  const tags = ['passwords'];

  app.get(
    '/captcha',
    { schema: { tags, response: { 200: CaptchaChallengeSchema } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await ctx.captcha.challenge()),
  );

  app.post(
    '/initialize-password',
    { schema: { tags, body: InitializePasswordBodySchema, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await initializePassword(ctx, request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/request-reset-password',
    {
      schema: {
        tags,
        body: RequestResetPasswordBodySchema,
        response: { 200: RequestResetPasswordReplySchema },
      },
    },
    async (request) => {
      await requestResetPassword(ctx, request.body);
      return ACCEPTED;
    },
  );

  app.post(
    '/reset-password',
    { schema: { tags, body: PasswordTokenBodySchema, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await resetPassword(ctx, request.body);
      return reply.status(204).send();
    },
  );
};
