import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddLicenseRoomsBodySchema,
  CheckAvailableRoomsBodySchema,
  SectorIdParamsSchema,
  SectorQuotaSchema,
} from '@teleplan/proto/licenses';
import { checkAvailableRooms } from '../domain/access.ts';
import { addLicenseRooms } from '../domain/consumption.ts';
import type { LicensesContext } from '../domain/context.ts';
import { setSectorOpen } from '../domain/opening.ts';
import { actorOf, bearer } from '@teleplan/kit/auth/actor';
import { DISTRIBUTOR, LICENSE_ADDERS, QUOTA_READERS } from './permissions.ts';

/** The licence calls on sectors, and the distributor opening and closing practices. */
export const sectorsRoutes: FastifyPluginAsyncTypebox<{ ctx: LicensesContext }> = async (app, { ctx }) => {
  const tags = ['sectors'];

  // The web calls it with a trailing slash; both spellings answer.
  for (const url of ['/check-available-rooms/', '/check-available-rooms']) {
    app.post(
      url,
      {
        preHandler: app.requireRole(...QUOTA_READERS),
        schema: {
          tags,
          security: bearer,
          hide: !url.endsWith('/'),
          body: CheckAvailableRoomsBodySchema,
          response: { 200: SectorQuotaSchema },
        },
      },
      async (request) => checkAvailableRooms(ctx, actorOf(request), request.body.id),
    );
  }

  app.post(
    '/add-licenses-rooms',
    {
      preHandler: app.requireRole(...LICENSE_ADDERS),
      schema: {
        tags,
        security: bearer,
        body: AddLicenseRoomsBodySchema,
        response: { 200: SectorQuotaSchema },
      },
    },
    async (request) => addLicenseRooms(ctx, request.body),
  );

  for (const [action, open] of [
    ['close', false],
    ['open', true],
  ] as const) {
    app.post(
      `/sectors/:id/${action}`,
      {
        preHandler: app.requireRole(...DISTRIBUTOR),
        schema: {
          tags,
          security: bearer,
          params: SectorIdParamsSchema,
          response: { 200: SectorQuotaSchema },
        },
      },
      async (request) => setSectorOpen(ctx, actorOf(request), request.params.id, open),
    );
  }
};
