import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ruleCodes, type RuleCodes } from '@teleplan/kit/http/rule-codes';
import { MessageCodes } from '@teleplan/proto/message-codes';
import {
  DoctorPropertiesBodySchema,
  DoctorPropertiesSchema,
  PropertiesParamsSchema,
  RoomPropertiesBodySchema,
  RoomPropertiesSchema,
} from '@teleplan/proto/schedule';
import { DOCTOR_EDITORS, DOCTOR_READERS, ROOM_EDITORS, ROOM_READERS } from '../domain/access.ts';
import type { ScheduleContext } from '../domain/context.ts';
import { readDoctorProperties, saveDoctorProperties } from '../domain/doctor-properties.ts';
import { readRoomProperties, saveRoomProperties } from '../domain/room-properties.ts';
import { actorOf, bearer } from '@teleplan/kit/auth/actor';

const S = MessageCodes.schedule;
const tags = ['properties'];

/** Which body rule failed, as the web shows it (docs/screens.md#forms: doctor settings, room preparation). */
const DOCTOR_RULES: RuleCodes = {
  consultationDuration: {
    required: S.consultationDurationRequired,
    type: S.consultationDurationInvalid,
    minimum: S.consultationDurationTooShort,
    maximum: S.consultationDurationTooLong,
    multipleOf: S.consultationDurationStep,
  },
  appointmentNotice: { type: S.appointmentNoticeInvalid, maxLength: S.appointmentNoticeTooLong },
};
const ROOM_RULES: RuleCodes = {
  prepDuration: {
    required: S.prepDurationRequired,
    type: S.prepDurationInvalid,
    minimum: S.prepDurationNegative,
    maximum: S.prepDurationTooLong,
    multipleOf: S.prepDurationStep,
  },
};

/** Doctor properties (consultation duration, appointment notice) and room properties (preparation duration). */
export const propertiesRoutes: FastifyPluginAsyncTypebox<{ ctx: ScheduleContext }> = async (app, { ctx }) => {
  app.get(
    '/properties/doctors/:id',
    {
      preHandler: app.requireRole(...DOCTOR_READERS),
      schema: {
        tags,
        security: bearer,
        params: PropertiesParamsSchema,
        response: { 200: DoctorPropertiesSchema },
      },
    },
    async (request) => readDoctorProperties(ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/properties/doctors/:id',
    {
      preHandler: app.requireRole(...DOCTOR_EDITORS),
      schemaErrorFormatter: ruleCodes(DOCTOR_RULES),
      schema: {
        tags,
        security: bearer,
        params: PropertiesParamsSchema,
        body: DoctorPropertiesBodySchema,
        response: { 200: DoctorPropertiesSchema },
      },
    },
    async (request) => saveDoctorProperties(ctx, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/properties/rooms/:id',
    {
      preHandler: app.requireRole(...ROOM_READERS),
      schema: {
        tags,
        security: bearer,
        params: PropertiesParamsSchema,
        response: { 200: RoomPropertiesSchema },
      },
    },
    async (request) => readRoomProperties(ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/properties/rooms/:id',
    {
      preHandler: app.requireRole(...ROOM_EDITORS),
      schemaErrorFormatter: ruleCodes(ROOM_RULES),
      schema: {
        tags,
        security: bearer,
        params: PropertiesParamsSchema,
        body: RoomPropertiesBodySchema,
        response: { 200: RoomPropertiesSchema },
      },
    },
    async (request) => saveRoomProperties(ctx, actorOf(request), request.params.id, request.body),
  );
};
