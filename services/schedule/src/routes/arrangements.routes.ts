import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AvailableDoctorSchema, AvailableDoctorsQuerySchema } from '@teleplan/proto/schedule-appointments';
import { APPOINTMENT_BOOKERS } from '../domain/access.ts';
import { findAvailableDoctors } from '../domain/appointments.ts';
import type { ScheduleContext } from '../domain/context.ts';
import { actorOf, bearer } from '@teleplan/kit/auth/actor';

/** The doctors a booking or a move may choose (docs/scheduling-rules.md#available-doctors). */
export const arrangementsRoutes: FastifyPluginAsyncTypebox<{ ctx: ScheduleContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/arrangements/find/available-doctors',
    {
      preHandler: app.requireRole(...APPOINTMENT_BOOKERS),
      schema: {
        tags: ['appointments'],
        security: bearer,
        querystring: AvailableDoctorsQuerySchema,
        response: { 200: Type.Array(AvailableDoctorSchema) },
      },
    },
    async (request) => findAvailableDoctors(ctx, actorOf(request), request.query),
  );
};
