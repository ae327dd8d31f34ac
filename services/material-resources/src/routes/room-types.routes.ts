import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CreateRoomTypeBodySchema,
  IdParamsSchema,
  PatchRoomTypeBodySchema,
  RoomTypeSchema,
  RoomTypesQuerySchema,
} from '@teleplan/proto/material-resources';
import type { ResourcesContext } from '../domain/context.ts';
import { createRoomType, getRoomType, listRoomTypes, patchRoomType } from '../domain/room-types.ts';
import { ADMINS, STAFF } from '../domain/scope.ts';
import { bearer } from '@teleplan/kit/auth/actor';

const tags = ['room types'];

/** Room types (settings, admins): list, read, create, edit. */
export const roomTypeRoutes: FastifyPluginAsyncTypebox<{ ctx: ResourcesContext }> = async (app, { ctx }) => {
  app.get(
    '/room-types',
    {
      preHandler: app.requireRole(...STAFF),
      schema: {
        tags,
        security: bearer,
        querystring: RoomTypesQuerySchema,
        response: { 200: Type.Array(RoomTypeSchema) },
      },
    },
    async (request) => listRoomTypes(ctx, request.query.onlyEnabled ?? false),
  );

  app.get(
    '/room-types/:id',
    {
      preHandler: app.requireRole(...STAFF),
      schema: { tags, security: bearer, params: IdParamsSchema, response: { 200: RoomTypeSchema } },
    },
    async (request) => getRoomType(ctx, request.params.id),
  );

  app.post(
    '/room-types',
    {
      preHandler: app.requireRole(...ADMINS),
      schema: { tags, security: bearer, body: CreateRoomTypeBodySchema, response: { 201: RoomTypeSchema } },
    },
    async (request, reply) => reply.status(201).send(await createRoomType(ctx, request.body)),
  );

  app.patch(
    '/room-types/:id',
    {
      preHandler: app.requireRole(...ADMINS),
      schema: {
        tags,
        security: bearer,
        params: IdParamsSchema,
        body: PatchRoomTypeBodySchema,
        response: { 200: RoomTypeSchema },
      },
    },
    async (request) => patchRoomType(ctx, request.params.id, request.body),
  );
};
