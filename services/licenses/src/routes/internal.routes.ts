import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConsumedLicenseSchema,
  ConsumeLicenseBodySchema,
  ReleaseLicenseBodySchema,
  RoomSlotParamsSchema,
  SectorIdParamsSchema,
  SectorQuotaSchema,
} from '@teleplan/proto/licenses';
import { NoContentSchema } from '@teleplan/kit/openapi';
import { sectorQuota } from '../domain/access.ts';
import { consumeLicense, releaseSector } from '../domain/consumption.ts';
import type { LicensesContext } from '../domain/context.ts';
import { releaseRoom, reserveRoom } from '../domain/room-slots.ts';
import { bearer } from '@teleplan/kit/auth/actor';

/** Service-to-service contract of material-resources (SERVICE tokens only; the gateway never routes /internal). */
export const internalRoutes: FastifyPluginAsyncTypebox<{ ctx: LicensesContext }> = async (app, { ctx }) => {
  const tags = ['internal'];
  const preHandler = app.requireRole('SERVICE');

  app.post(
    '/internal/licenses/consume',
    {
      preHandler,
      schema: {
        tags,
        security: bearer,
        body: ConsumeLicenseBodySchema,
        response: { 200: ConsumedLicenseSchema },
      },
    },
    async (request) => consumeLicense(ctx, request.body.license, request.body.sectorId),
  );

  app.post(
    '/internal/licenses/release',
    {
      preHandler,
      schema: { tags, security: bearer, body: ReleaseLicenseBodySchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      await releaseSector(ctx, request.body.sectorId);
      return reply.status(204).send();
    },
  );

  app.put(
    '/internal/sectors/:sectorId/rooms/:roomId',
    {
      preHandler,
      schema: { tags, security: bearer, params: RoomSlotParamsSchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      await reserveRoom(ctx, request.params.sectorId, request.params.roomId);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/internal/sectors/:sectorId/rooms/:roomId',
    {
      preHandler,
      schema: { tags, security: bearer, params: RoomSlotParamsSchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      await releaseRoom(ctx, request.params.sectorId, request.params.roomId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/internal/sectors/:id/quota',
    {
      preHandler,
      schema: { tags, security: bearer, params: SectorIdParamsSchema, response: { 200: SectorQuotaSchema } },
    },
    async (request) => sectorQuota(ctx, request.params.id),
  );
};
