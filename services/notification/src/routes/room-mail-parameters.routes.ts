import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf, bearer } from '@teleplan/kit/auth/actor';
import { MessageCodes } from '@teleplan/proto/message-codes';
import {
  CreateRoomMailParametersBodySchema,
  PatchRoomMailParametersBodySchema,
  RoomIdParamsSchema,
  RoomMailParametersSchema,
} from '@teleplan/proto/notification';
import type { Role } from '@teleplan/proto/roles';
import type { NotificationContext } from '../domain/context.ts';
import {
  createRoomMailParameters,
  getRoomMailParameters,
  patchRoomMailParameters,
} from '../domain/room-mail-parameters.ts';
import { specValidation } from './spec-validation.ts';

const tags = ['room mail parameters'];
const N = MessageCodes.notification;
const PATH = '/notifications/rooms/:roomId/mail-parameters';
/** Roles that may manage a room's mails; the room itself is then checked (own room, own sector). */
const ROOM_MAIL_EDITORS: Role[] = ['SUPER_ADMIN', 'ADMIN', 'SECTOR_MANAGER', 'ROOM_MANAGER'];

/** The custom mail sent after a room's appointments: read (defaults created), create, update. */
export const roomMailParametersRoutes: FastifyPluginAsyncTypebox<{ ctx: NotificationContext }> = async (
  app,
  { ctx },
) => {
  const preHandler = [
    app.requireRole(...ROOM_MAIL_EDITORS),
    specValidation({ params: N.mailParametersInvalidRoomId, body: N.mailParametersInvalidBody }),
  ];

  app.get(
    PATH,
    {
      preHandler,
      attachValidation: true,
      schema: {
        tags,
        security: bearer,
        params: RoomIdParamsSchema,
        response: { 200: RoomMailParametersSchema },
      },
    },
    async (request) => getRoomMailParameters(ctx, actorOf(request), request.params.roomId),
  );

  app.post(
    PATH,
    {
      preHandler,
      attachValidation: true,
      schema: {
        tags,
        security: bearer,
        params: RoomIdParamsSchema,
        body: CreateRoomMailParametersBodySchema,
        response: { 201: RoomMailParametersSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createRoomMailParameters(ctx, actorOf(request), request.params.roomId, request.body)),
  );

  app.patch(
    PATH,
    {
      preHandler,
      attachValidation: true,
      schema: {
        tags,
        security: bearer,
        params: RoomIdParamsSchema,
        body: PatchRoomMailParametersBodySchema,
        response: { 200: RoomMailParametersSchema },
      },
    },
    async (request) => patchRoomMailParameters(ctx, actorOf(request), request.params.roomId, request.body),
  );
};
