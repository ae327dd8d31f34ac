import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdempotencyHeadersSchema } from '@teleplan/kit/http/idempotency';
import { ruleCodes, type RuleCodes } from '@teleplan/kit/http/rule-codes';
import { MessageCodes } from '@teleplan/proto/message-codes';
import {
  AppointmentHistoryQuerySchema,
  AppointmentIdParamsSchema,
  AppointmentListQuerySchema,
  AppointmentMoveSchema,
  AppointmentViewSchema,
  CalendarAppointmentQuerySchema,
  CalendarAppointmentSchema,
  CancelBodySchema,
  NewAppointmentSchema,
  PaymentQuerySchema,
  WithDetailsQuerySchema,
} from '@teleplan/proto/schedule-appointments';
import { APPOINTMENT_BOOKERS, APPOINTMENT_READERS, CANCELERS, PAYMENT_EDITORS } from '../domain/access.ts';
import {
  appointmentHistory,
  calendarAppointments,
  cancelAppointment,
  getAppointment,
  listAppointments,
  setPayment,
} from '../domain/appointments.ts';
import { createAppointment, moveAppointment } from '../domain/booking.ts';
import { AnswerCache } from '@teleplan/kit/http/answer-cache';
import type { ScheduleContext } from '../domain/context.ts';
import { actorOf, bearer } from '@teleplan/kit/auth/actor';
import { idListQuery } from '@teleplan/kit/http/id-list-query';
import { writeOnce } from './idempotent-write.ts';
import { sendJsonText } from './json-text.ts';

const A = MessageCodes.scheduleAppointments;
const tags = ['appointments'];
const views = { 200: Type.Array(AppointmentViewSchema) };
const one = { 200: AppointmentViewSchema };

/** Room calendars kept per process: a loaded week is 2.4 MB, a usual one a tenth of it; 32 MB at most. */
const ROOM_LISTS_KEPT = { answers: 50, chars: 32 * 1024 * 1024 };

const BOOKING_RULES: RuleCodes = { comment: { maxLength: A.commentTooLong } };
const CANCEL_RULES: RuleCodes = { cancelMotive: { required: A.cancelMotiveMissing } };

/** Appointments: lists, patient history, booking, move, payment and cancellation (docs/scheduling-rules.md). */
export const appointmentsRoutes: FastifyPluginAsyncTypebox<{ ctx: ScheduleContext }> = async (
  app,
  { ctx },
) => {
  const roomLists = new AnswerCache(ROOM_LISTS_KEPT);

  app.get(
    '/appointments',
    {
      preHandler: app.requireRole(...APPOINTMENT_READERS),
      preValidation: idListQuery('sectorIds', 'roomIds', 'doctorIds'),
      schema: { tags, security: bearer, querystring: AppointmentListQuerySchema, response: views },
    },
    async (request, reply) =>
      sendJsonText(reply, await listAppointments(ctx, roomLists, actorOf(request), request.query)),
  );

  app.get(
    '/appointments/calendar',
    {
      preHandler: app.requireRole(...APPOINTMENT_READERS),
      preValidation: idListQuery('sectorIds', 'roomIds', 'doctorIds'),
      schema: {
        tags,
        security: bearer,
        querystring: CalendarAppointmentQuerySchema,
        response: { 200: Type.Array(CalendarAppointmentSchema) },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await calendarAppointments(ctx, roomLists, actorOf(request), request.query)),
  );

  app.get(
    '/appointments/history',
    {
      preHandler: app.requireRole(...APPOINTMENT_READERS),
      preValidation: idListQuery('patientIds', 'sectorIds'),
      schema: { tags, security: bearer, querystring: AppointmentHistoryQuerySchema, response: views },
    },
    async (request, reply) =>
      sendJsonText(reply, await appointmentHistory(ctx, actorOf(request), request.query)),
  );

  app.get(
    '/appointments/:id',
    {
      preHandler: app.requireRole(...APPOINTMENT_READERS),
      schema: { tags, security: bearer, params: AppointmentIdParamsSchema, response: one },
    },
    async (request) => getAppointment(ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/appointments',
    {
      preHandler: app.requireRole(...APPOINTMENT_BOOKERS),
      schemaErrorFormatter: ruleCodes(BOOKING_RULES),
      schema: {
        tags,
        security: bearer,
        headers: IdempotencyHeadersSchema,
        querystring: WithDetailsQuerySchema,
        body: NewAppointmentSchema,
        response: { 201: AppointmentViewSchema },
      },
    },
    async (request, reply) =>
      writeOnce(ctx, request, reply, { status: 201, line: 'appointment booked' }, (manager) =>
        createAppointment(ctx, manager, actorOf(request), request.body, request.query.withDetails ?? true),
      ),
  );

  app.patch(
    '/appointments/:id',
    {
      preHandler: app.requireRole(...APPOINTMENT_BOOKERS),
      schema: {
        tags,
        security: bearer,
        headers: IdempotencyHeadersSchema,
        params: AppointmentIdParamsSchema,
        body: AppointmentMoveSchema,
        response: one,
      },
    },
    async (request, reply) =>
      writeOnce(ctx, request, reply, { status: 200, line: 'appointment moved' }, (manager) =>
        moveAppointment(ctx, manager, actorOf(request), request.params.id, request.body),
      ),
  );

  app.patch(
    '/appointments/:id/payment',
    {
      preHandler: app.requireRole(...PAYMENT_EDITORS),
      schema: {
        tags,
        security: bearer,
        headers: IdempotencyHeadersSchema,
        params: AppointmentIdParamsSchema,
        querystring: PaymentQuerySchema,
        response: one,
      },
    },
    async (request, reply) =>
      writeOnce(ctx, request, reply, { status: 200, line: 'appointment payment set' }, (manager) =>
        setPayment(ctx, manager, actorOf(request), request.params.id, request.query.paid, true),
      ),
  );

  app.delete(
    '/appointments/:id/cancel',
    {
      preHandler: app.requireRole(...CANCELERS),
      schemaErrorFormatter: ruleCodes(CANCEL_RULES),
      schema: {
        tags,
        security: bearer,
        headers: IdempotencyHeadersSchema,
        params: AppointmentIdParamsSchema,
        body: CancelBodySchema,
        response: one,
      },
    },
    async (request, reply) =>
      writeOnce(ctx, request, reply, { status: 200, line: 'appointment canceled' }, (manager) =>
        cancelAppointment(ctx, manager, actorOf(request), request.params.id, request.body),
      ),
  );
};
