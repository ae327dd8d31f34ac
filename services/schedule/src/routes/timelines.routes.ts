import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BookableQuerySchema,
  BookableTimelineSchema,
  MedicalPresenceQuerySchema,
  MedicalPresenceSchema,
  StepsByOwnerSchema,
  TimelineQuerySchema,
} from '@teleplan/proto/schedule-timelines';
import { AnswerCache } from '@teleplan/kit/http/answer-cache';
import type { ScheduleContext } from '../domain/context.ts';
import {
  APPOINTMENT_BOOKERS,
  DOCTOR_TIMELINE_READERS,
  ROOM_TIMELINE_READERS,
  SECTOR_TIMELINE_READERS,
} from '../domain/access.ts';
import {
  bookableTimelineJson,
  freeTimelines,
  medicalPresence,
  sectorBusyTimelines,
} from '../domain/timelines.ts';
import { actorOf, bearer } from '@teleplan/kit/auth/actor';
import { idListQuery } from '@teleplan/kit/http/id-list-query';
import { sendJsonText } from './json-text.ts';

const tags = ['timelines'];
/** Bookable answers kept per process (a month of steps is about 50 KiB). */
const BOOKABLE_ANSWERS_KEPT = { answers: 200, chars: 16 * 1024 * 1024 };
const ownerLists = idListQuery('roomIds', 'doctorIds', 'sectorIds');
const stepsByOwner = {
  tags,
  security: bearer,
  querystring: TimelineQuerySchema,
  response: { 200: StepsByOwnerSchema },
};

/** Free, busy and bookable time, and days of medical presence (docs/scheduling-rules.md#timelines). */
export const timelinesRoutes: FastifyPluginAsyncTypebox<{ ctx: ScheduleContext }> = async (app, { ctx }) => {
  const bookableAnswers = new AnswerCache(BOOKABLE_ANSWERS_KEPT);

  app.get(
    '/timeline/rooms',
    {
      preHandler: app.requireRole(...ROOM_TIMELINE_READERS),
      preValidation: ownerLists,
      schema: stepsByOwner,
    },
    async (request) => freeTimelines(ctx, actorOf(request), 'room', request.query),
  );

  app.get(
    '/timeline/doctors',
    {
      preHandler: app.requireRole(...DOCTOR_TIMELINE_READERS),
      preValidation: ownerLists,
      schema: stepsByOwner,
    },
    async (request) => freeTimelines(ctx, actorOf(request), 'doctor', request.query),
  );

  app.get(
    '/timeline/sectors/busy',
    {
      preHandler: app.requireRole(...SECTOR_TIMELINE_READERS),
      preValidation: ownerLists,
      schema: stepsByOwner,
    },
    async (request) => sectorBusyTimelines(ctx, actorOf(request), request.query),
  );

  app.get(
    '/timeline/rooms/bookable',
    {
      preHandler: app.requireRole(...APPOINTMENT_BOOKERS),
      schema: {
        tags,
        security: bearer,
        querystring: BookableQuerySchema,
        response: { 200: BookableTimelineSchema },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await bookableTimelineJson(ctx, bookableAnswers, actorOf(request), request.query)),
  );

  app.get(
    '/timeline/medical-presence',
    {
      preHandler: app.requireRole(...ROOM_TIMELINE_READERS),
      schema: {
        tags,
        security: bearer,
        querystring: MedicalPresenceQuerySchema,
        response: { 200: MedicalPresenceSchema },
      },
    },
    async (request) => medicalPresence(ctx, actorOf(request), request.query),
  );
};
