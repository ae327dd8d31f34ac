import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify';
import { badRequest } from '@teleplan/kit/errors';
import { NoContentSchema } from '@teleplan/kit/openapi';
import { MessageCodes } from '@teleplan/proto/message-codes';
import {
  AvailabilityAnswerSchema,
  AvailabilityBodySchema,
  AvailabilityByOwnerSchema,
  AvailabilityDeleteBodySchema,
  AvailabilityQuerySchema,
} from '@teleplan/proto/schedule-availability';
import type { OwnerType } from '@teleplan/proto/schedule-common';
import { AVAILABILITY_READERS, AVAILABILITY_WRITERS } from '../domain/access.ts';
import { addAvailability, readAvailability, removeAvailability } from '../domain/availability.ts';
import type { ScheduleContext } from '../domain/context.ts';
import { actorOf, bearer } from '@teleplan/kit/auth/actor';
import { idListQuery } from '@teleplan/kit/http/id-list-query';

const tags = ['availability'];
const OWNERS: readonly { path: string; ownerType: OwnerType; ids: 'doctorIds' | 'roomIds' }[] = [
  { path: 'doctors', ownerType: 'DOCTOR', ids: 'doctorIds' },
  { path: 'rooms', ownerType: 'ROOM', ids: 'roomIds' },
];

/** A missing or malformed `from`/`to` is a bad range (`schedule.request.range_invalid`), like an unordered one. */
function queryErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const window = errors.find((failure) =>
    ['from', 'to'].includes(
      failure.keyword === 'required'
        ? String(failure.params.missingProperty)
        : failure.instancePath.split('/')[1]!,
    ),
  );
  if (dataVar === 'querystring' && window)
    return badRequest(MessageCodes.schedule.rangeInvalid, 'from and to must be instants');
  const first = errors[0];
  return new Error(`${dataVar}${first?.instancePath ?? ''} ${first?.message ?? 'is invalid'}`);
}

/** Weekly and exceptional availability of doctors and rooms (docs/scheduling-rules.md#availability). */
export const availabilitiesRoutes: FastifyPluginAsyncTypebox<{ ctx: ScheduleContext }> = async (
  app,
  { ctx },
) => {
  for (const { path, ownerType, ids } of OWNERS) {
    app.get(
      `/availabilities/${path}`,
      {
        preHandler: app.requireRole(...AVAILABILITY_READERS),
        preValidation: idListQuery('doctorIds', 'roomIds'),
        schemaErrorFormatter: queryErrors,
        schema: {
          tags,
          security: bearer,
          querystring: AvailabilityQuerySchema,
          response: { 200: AvailabilityAnswerSchema },
        },
      },
      async (request) =>
        readAvailability(ctx, actorOf(request), ownerType, {
          ...request.query,
          ownerIds: request.query[ids] ?? [],
          groupByOwner: request.query.groupByOwner ?? true,
        }),
    );

    app.post(
      `/availabilities/${path}`,
      {
        preHandler: app.requireRole(...AVAILABILITY_WRITERS),
        schema: {
          tags,
          security: bearer,
          body: AvailabilityBodySchema,
          response: { 201: AvailabilityByOwnerSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await addAvailability(ctx, actorOf(request), ownerType, request.body)),
    );

    app.delete(
      `/availabilities/${path}`,
      {
        preHandler: app.requireRole(...AVAILABILITY_WRITERS),
        schema: {
          tags,
          security: bearer,
          body: AvailabilityDeleteBodySchema,
          response: { 204: NoContentSchema },
        },
      },
      async (request, reply) => {
        await removeAvailability(ctx, actorOf(request), ownerType, request.body);
        return reply.code(204).send();
      },
    );
  }
};
