import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearer } from '@teleplan/kit/auth/actor';
import {
  MessageDetailSchema,
  MessageIdParamsSchema,
  MessageListQuerySchema,
  MessagePageSchema,
} from '@teleplan/proto/notification-messages';
import type { NotificationContext } from '../domain/context.ts';
import { getMessage, listMessages } from '../domain/messages.ts';

const tags = ['patient messages'];

/** The log of the mails and SMS sent to patients (super admin only: recipients and texts are personal data). */
export const messagesRoutes: FastifyPluginAsyncTypebox<{ ctx: NotificationContext }> = async (
  app,
  { ctx },
) => {
  const superAdmin = app.requireRole('SUPER_ADMIN');

  app.get(
    '/messages',
    {
      preHandler: superAdmin,
      schema: {
        tags,
        security: bearer,
        querystring: MessageListQuerySchema,
        response: { 200: MessagePageSchema },
      },
    },
    async (request) => listMessages(ctx, request.query),
  );

  app.get(
    '/messages/:id',
    {
      preHandler: superAdmin,
      schema: {
        tags,
        security: bearer,
        params: MessageIdParamsSchema,
        response: { 200: MessageDetailSchema },
      },
    },
    async (request) => getMessage(ctx, request.params.id),
  );
};
