import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { StaffMatchSchema, StaffSearchQuerySchema } from '@teleplan/proto/accounts';
import type { AccountsContext } from '../domain/context.ts';
import { ROOM_STAFF_SEARCHERS } from '../domain/permissions.ts';
import { searchRoomStaff } from '../domain/staff-search.ts';
import { bearer } from '@teleplan/kit/auth/actor';

/** The narrow staff search of a room's add-staff panel (room managers may not read the users list). */
export const staffSearchRoutes: FastifyPluginAsyncTypebox<{ ctx: AccountsContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/staff-search',
    {
      preHandler: app.requireRole(...ROOM_STAFF_SEARCHERS),
      schema: {
        tags: ['accounts'],
        security: bearer,
        description: 'Enabled room users whose email or name contains q (3 characters at least), 5 at most.',
        querystring: StaffSearchQuerySchema,
        response: { 200: Type.Array(StaffMatchSchema) },
      },
    },
    async (request) => searchRoomStaff(ctx, request.query),
  );
};
