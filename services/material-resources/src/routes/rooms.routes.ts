import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CreateRoomBodySchema,
  IdParamsSchema,
  PatchRoomBodySchema,
  RoomDetailsSchema,
  RoomManagerParamsSchema,
  RoomSchema,
  RoomSearchQuerySchema,
  RoomSectorParamsSchema,
  RoomsQuerySchema,
  RoomsWithQuerySchema,
} from '@teleplan/proto/material-resources';
import { PageSchema } from '@teleplan/proto/paging';
import { NoContentSchema } from '@teleplan/kit/openapi';
import type { ResourcesContext } from '../domain/context.ts';
import { listRooms, roomByManager, roomDetails, roomsWith, searchRooms } from '../domain/room-reads.ts';
import {
  assignRoomManager,
  unassignRoomManager,
  createRoom,
  deleteRoom,
  linkRoomToSector,
  patchRoom,
  unlinkRoomFromSector,
} from '../domain/rooms.ts';
import { ROOM_EDITORS, ROOM_OWNERS, STAFF } from '../domain/scope.ts';
import { actorOf, bearer } from '@teleplan/kit/auth/actor';

const tags = ['rooms'];

/** Rooms: creation, edition, deletion, manager, sector links and reads. */
export const roomRoutes: FastifyPluginAsyncTypebox<{ ctx: ResourcesContext }> = async (app, { ctx }) => {
  app.post(
    '/create-room',
    {
      preHandler: app.requireRole(...ROOM_OWNERS),
      schema: { tags, security: bearer, body: CreateRoomBodySchema, response: { 201: RoomSchema } },
    },
    async (request, reply) => reply.status(201).send(await createRoom(ctx, actorOf(request), request.body)),
  );

  app.get(
    '/rooms',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        tags,
        security: bearer,
        querystring: RoomsQuerySchema,
        response: { 200: Type.Array(RoomSchema) },
      },
    },
    async (request) => listRooms(ctx, actorOf(request), request.query),
  );

  for (const [path, aggregated] of [
    ['/rooms/with', false],
    ['/rooms/aggregated-details', true],
  ] as const) {
    app.get(
      path,
      {
        preHandler: app.requireRole(...STAFF),
        schema: {
          tags,
          security: bearer,
          querystring: RoomsWithQuerySchema,
          response: { 200: PageSchema(RoomSchema) },
        },
      },
      async (request) => roomsWith(ctx, actorOf(request), request.query, aggregated),
    );
  }

  app.get(
    '/rooms/search',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        tags,
        security: bearer,
        querystring: RoomSearchQuerySchema,
        response: { 200: Type.Array(RoomSchema) },
      },
    },
    async (request) => searchRooms(ctx, actorOf(request), request.query),
  );

  app.patch(
    '/rooms/:id',
    {
      preHandler: app.requireRole(...ROOM_EDITORS),
      schema: {
        tags,
        security: bearer,
        params: IdParamsSchema,
        body: PatchRoomBodySchema,
        response: { 200: RoomSchema },
      },
    },
    async (request) => patchRoom(ctx, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/delete-room/:id',
    {
      preHandler: app.requireRole(...ROOM_OWNERS),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      await deleteRoom(ctx, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/get-room-details/:id',
    {
      preHandler: app.requireRole(...STAFF),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 200: RoomDetailsSchema } },
    },
    async (request) => roomDetails(ctx, actorOf(request), request.params.id),
  );

  app.get(
    '/get-room-by-manager/:id',
    {
      preHandler: app.requireRole(...STAFF),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 200: RoomSchema } },
    },
    async (request) => roomByManager(ctx, actorOf(request), request.params.id),
  );

  app.put(
    '/rooms/:id/room-manager/:userId',
    {
      preHandler: app.requireRole(...ROOM_OWNERS),
      schema: { tags, security: bearer, params: RoomManagerParamsSchema, response: { 200: RoomSchema } },
    },
    async (request) => assignRoomManager(ctx, actorOf(request), request.params.id, request.params.userId),
  );

  app.delete(
    '/rooms/:id/room-manager',
    {
      preHandler: app.requireRole(...ROOM_OWNERS),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 200: RoomSchema } },
    },
    async (request) => unassignRoomManager(ctx, actorOf(request), request.params.id),
  );

  app.put(
    '/rooms/:roomId/sectors/:sectorId',
    {
      preHandler: app.requireRole(...ROOM_OWNERS),
      schema: { tags, security: bearer, params: RoomSectorParamsSchema, response: { 200: RoomSchema } },
    },
    async (request) =>
      linkRoomToSector(ctx, actorOf(request), request.params.roomId, request.params.sectorId),
  );

  app.delete(
    '/rooms/:roomId/sectors/:sectorId',
    {
      preHandler: app.requireRole(...ROOM_OWNERS),
      schema: { tags, security: bearer, params: RoomSectorParamsSchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      await unlinkRoomFromSector(ctx, actorOf(request), request.params.roomId, request.params.sectorId);
      return reply.status(204).send();
    },
  );
};
