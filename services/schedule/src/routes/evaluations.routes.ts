import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearer } from '@teleplan/kit/auth/actor';
import { ruleCodes, type RuleCodes } from '@teleplan/kit/http/rule-codes';
import { NoContentSchema } from '@teleplan/kit/openapi';
import { MessageCodes } from '@teleplan/proto/message-codes';
import {
  EVALUATION_CRITERIA,
  EvaluationAnswersSchema,
  EvaluationTokenBodySchema,
  EvaluationTokenIssuedSchema,
  ServiceEvaluationQuerySchema,
  ServiceEvaluationStatusSchema,
} from '@teleplan/proto/schedule-evaluations';
import type { ScheduleContext } from '../domain/context.ts';
import { evaluationStatus, issueEvaluationToken, submitEvaluation } from '../domain/evaluations.ts';

const E = MessageCodes.scheduleEvaluations;

/** A missing answer is the form's "incomplete"; one that is not 0 to 4 has its own code. */
const ANSWER_RULES: RuleCodes = Object.fromEntries(
  EVALUATION_CRITERIA.map((criterion) => [
    criterion,
    { required: E.incomplete, type: E.answerInvalid, minimum: E.answerInvalid, maximum: E.answerInvalid },
  ]),
);

const tags = ['satisfaction'];

/**
 * The satisfaction survey: public routes (no token; the link's token in the query is the credential, and the
 * gateway rate-limits them), and the internal route that issues links (SERVICE tokens, never routed by the gateway).
 */
export const evaluationsRoutes: FastifyPluginAsyncTypebox<{ ctx: ScheduleContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/service-evaluation',
    {
      schema: {
        tags,
        querystring: ServiceEvaluationQuerySchema,
        response: { 200: ServiceEvaluationStatusSchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await evaluationStatus(ctx, request.query.token)),
  );

  app.post(
    '/service-evaluation',
    {
      schemaErrorFormatter: ruleCodes(ANSWER_RULES),
      schema: {
        tags,
        querystring: ServiceEvaluationQuerySchema,
        body: EvaluationAnswersSchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await submitEvaluation(ctx, request.query.token, request.body);
      return reply.status(204).send();
    },
  );

  app.post(
    '/internal/evaluations/token',
    {
      preHandler: app.requireRole('SERVICE'),
      schema: {
        tags: ['internal'],
        security: bearer,
        body: EvaluationTokenBodySchema,
        response: { 200: EvaluationTokenIssuedSchema },
      },
    },
    async (request) => issueEvaluationToken(ctx, request.body),
  );
};
