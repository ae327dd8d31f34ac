import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  RoomUserListSchema,
  RoomUserParamsSchema,
  RoomUserSchema,
} from '@teleplan/proto/material-resources';
import { NoContentSchema } from '@teleplan/kit/openapi';
import type { ResourcesContext } from '../domain/context.ts';
import { addRoomUser, deleteRoomUser, getRoomUser, roomUserList } from '../domain/room-staff.ts';
import { ROOM_EDITORS, STAFF } from '../domain/scope.ts';
import { actorOf, bearer } from '@teleplan/kit/auth/actor';

const tags = ['room staff'];

/** A room's staff (room users): add, read, remove, list. */
export const roomStaffRoutes: FastifyPluginAsyncTypebox<{ ctx: ResourcesContext }> = async (app, { ctx }) => {
  app.post(
    '/add-room-user/:roomId/:userId',
    {
      preHandler: app.requireRole(...ROOM_EDITORS),
      schema: { tags, security: bearer, params: RoomUserParamsSchema, response: { 201: RoomUserSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addRoomUser(ctx, actorOf(request), request.params.roomId, request.params.userId)),
  );

  app.get(
    '/get-room-user/:id',
    {
      preHandler: app.requireRole(...STAFF),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 200: RoomUserSchema } },
    },
    async (request) => getRoomUser(ctx, actorOf(request), request.params.id),
  );

  app.delete(
    '/delete-room-user/:id',
    {
      preHandler: app.requireRole(...ROOM_EDITORS),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      await deleteRoomUser(ctx, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/get-room-user-list/:id',
    {
      preHandler: app.requireRole(...STAFF),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 200: RoomUserListSchema } },
    },
    async (request) => roomUserList(ctx, actorOf(request), request.params.id),
  );
};
