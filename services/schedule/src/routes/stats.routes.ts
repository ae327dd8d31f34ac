import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SaturationSchema, TimelineQuerySchema } from '@teleplan/proto/schedule-timelines';
import type { ScheduleContext } from '../domain/context.ts';
import { sectorSaturation } from '../domain/saturation.ts';
import { SECTOR_TIMELINE_READERS } from '../domain/access.ts';
import { actorOf, bearer } from '@teleplan/kit/auth/actor';
import { idListQuery } from '@teleplan/kit/http/id-list-query';

const schema = {
  tags: ['statistics'],
  security: bearer,
  querystring: TimelineQuerySchema,
  response: { 200: Type.Array(SaturationSchema) },
};
const options = { preValidation: idListQuery('sectorIds'), schema };

/** Sector saturation per weekday and hour (docs/scheduling-rules.md#timelines). */
export const statsRoutes: FastifyPluginAsyncTypebox<{ ctx: ScheduleContext }> = async (app, { ctx }) => {
  app.get(
    '/stats/sectors/saturation',
    { ...options, preHandler: app.requireRole(...SECTOR_TIMELINE_READERS) },
    async (request) => sectorSaturation(ctx, actorOf(request), request.query, false),
  );

  app.get(
    '/stats/sectors/saturation/exceptional/hourly',
    { ...options, preHandler: app.requireRole(...SECTOR_TIMELINE_READERS) },
    async (request) => sectorSaturation(ctx, actorOf(request), request.query, true),
  );
};
