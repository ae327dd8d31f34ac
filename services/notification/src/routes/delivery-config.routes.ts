import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearer } from '@teleplan/kit/auth/actor';
import {
  MailConfigSchema,
  PatchMailConfigBodySchema,
  PatchSmsConfigBodySchema,
  SmsConfigSchema,
  TestMailBodySchema,
  TestMailReplySchema,
} from '@teleplan/proto/notification';
import type { NotificationContext } from '../domain/context.ts';
import { getMailConfig, patchMailConfig } from '../domain/mail-config.ts';
import { getSmsConfig, patchSmsConfig } from '../domain/sms-config.ts';
import { sendTestMail } from '../domain/test-mail.ts';

const tags = ['server settings'];

/** Mail and SMS configuration of the platform and the test mail (server settings, super admin only). */
export const deliveryConfigRoutes: FastifyPluginAsyncTypebox<{ ctx: NotificationContext }> = async (
  app,
  { ctx },
) => {
  const superAdmin = app.requireRole('SUPER_ADMIN');

  app.get(
    '/mail/config',
    { preHandler: superAdmin, schema: { tags, security: bearer, response: { 200: MailConfigSchema } } },
    async () => getMailConfig(ctx),
  );

  app.patch(
    '/mail/config',
    {
      preHandler: superAdmin,
      schema: {
        tags,
        security: bearer,
        body: PatchMailConfigBodySchema,
        response: { 200: MailConfigSchema },
      },
    },
    async (request) => patchMailConfig(ctx, request.body),
  );

  app.post(
    '/mail/config/test',
    {
      preHandler: superAdmin,
      schema: { tags, security: bearer, body: TestMailBodySchema, response: { 200: TestMailReplySchema } },
    },
    async (request) => sendTestMail(ctx, request.body),
  );

  app.get(
    '/sms/config',
    { preHandler: superAdmin, schema: { tags, security: bearer, response: { 200: SmsConfigSchema } } },
    async () => getSmsConfig(ctx),
  );

  app.patch(
    '/sms/config',
    {
      preHandler: superAdmin,
      schema: { tags, security: bearer, body: PatchSmsConfigBodySchema, response: { 200: SmsConfigSchema } },
    },
    async (request) => patchSmsConfig(ctx, request.body),
  );
};
