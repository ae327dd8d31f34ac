import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf, bearer } from '@teleplan/kit/auth/actor';
import {
  NotificationPreferencesBodySchema,
  NotificationPreferencesSchema,
  ProfileIdParamsSchema,
} from '@teleplan/proto/notification';
import { ROLES } from '@teleplan/proto/roles';
import type { NotificationContext } from '../domain/context.ts';
import { addPreferences, getPreferences, updatePreferences } from '../domain/preferences.ts';

const tags = ['notification preferences'];

/** A profile's notification preferences: read, add (first time), update. Who may: see domain/permissions.ts. */
export const preferencesRoutes: FastifyPluginAsyncTypebox<{ ctx: NotificationContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/notifications/get-notifications-parameters/:profileId',
    {
      preHandler: app.requireRole(...ROLES),
      schema: {
        tags,
        security: bearer,
        params: ProfileIdParamsSchema,
        response: { 200: NotificationPreferencesSchema },
      },
    },
    async (request) => getPreferences(ctx, actorOf(request), request.params.profileId),
  );

  app.post(
    '/notifications/add-notifications-parameters/:profileId',
    {
      preHandler: app.requireRole(...ROLES),
      schema: {
        tags,
        security: bearer,
        params: ProfileIdParamsSchema,
        body: NotificationPreferencesBodySchema,
        response: { 201: NotificationPreferencesSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addPreferences(ctx, actorOf(request), request.params.profileId, request.body)),
  );

  app.post(
    '/notifications/update-notifications-parameters/:profileId',
    {
      preHandler: app.requireRole(...ROLES),
      schema: {
        tags,
        security: bearer,
        params: ProfileIdParamsSchema,
        body: NotificationPreferencesBodySchema,
        response: { 200: NotificationPreferencesSchema },
      },
    },
    async (request) => updatePreferences(ctx, actorOf(request), request.params.profileId, request.body),
  );
};
