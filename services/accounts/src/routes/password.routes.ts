import type { FastifyInstance } from 'fastify';
import {
  CaptchaChallengeSchema,
  InitializePasswordBodySchema,
  PasswordTokenBodySchema,
  RequestResetPasswordBodySchema,
  RequestResetPasswordReplySchema,
  type InitializePasswordBody,
  type PasswordTokenBody,
  type RequestResetPasswordBody,
  type RequestResetPasswordReply,
} from '@teleplan/proto/accounts';
import type { AccountsContext } from '../domain/context.ts';
import { initializePassword, requestResetPassword, resetPassword } from '../domain/password-links.ts';

/** Public routes (no token): activation, reset and the captcha that guards the reset request. */
export function passwordRoutes(app: FastifyInstance, ctx: AccountsContext): void {
  const tags = ['passwords'];

  app.get(
    '/captcha',
    { schema: { tags, response: { 200: CaptchaChallengeSchema } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await ctx.captcha.challenge()),
  );

  app.post<{ Body: InitializePasswordBody }>(
    '/initialize-password',
    { schema: { tags, body: InitializePasswordBodySchema } },
    async (request, reply) => {
      await initializePassword(ctx, request.body);
      return reply.status(204).send();
    },
  );

  app.post<{ Body: RequestResetPasswordBody }>(
    '/request-reset-password',
    {
      schema: {
        tags,
        body: RequestResetPasswordBodySchema,
        response: { 200: RequestResetPasswordReplySchema },
      },
    },
    async (request): Promise<RequestResetPasswordReply> => {
      await requestResetPassword(ctx, request.body);
      return { status: 'ACCEPTED' };
    },
  );

  app.post<{ Body: PasswordTokenBody }>(
    '/reset-password',
    { schema: { tags, body: PasswordTokenBodySchema } },
    async (request, reply) => {
      await resetPassword(ctx, request.body);
      return reply.status(204).send();
    },
  );
}
