import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { actorOf, bearer, type Actor } from '@teleplan/kit/auth/actor';
import { idListQuery } from '@teleplan/kit/http/id-list-query';
import {
  AppointmentsEvolutionSchema,
  DynamicalTotalCountSchema,
  EvaluationsStatisticSchema,
  EvaluationTotalCountSchema,
  LatestDailyCountSchema,
  OverallStatsSchema,
  SaturationAverageSchema,
  StatisticsIdParamsSchema,
  StatisticsQuerySchema,
  type StatisticsQuery,
} from '@teleplan/proto/indicators';
import { STATISTICS_READERS } from '../domain/access.ts';
import {
  appointmentsEvolution,
  dynamicalTotalCount,
  latestDailyCount,
} from '../domain/appointment-statistics.ts';
import type { IndicatorsContext } from '../domain/context.ts';
import { evaluationsStatistic, evaluationTotalCount } from '../domain/evaluation-statistics.ts';
import { keptAnswer } from '../domain/kept-answers.ts';
import { overallStats, type OverallSubject } from '../domain/overall.ts';
import { saturationAverage } from '../domain/saturation.ts';

const tags = ['statistics'];
const ID_LISTS = ['sectorIds', 'roomIds', 'doctorIds', 'roomTypeIds'] as const;

type Statistic = (ctx: IndicatorsContext, actor: Actor, query: StatisticsQuery) => Promise<unknown>;

/** The eleven statistics calls (docs/statistics.md), each a GET taking StatisticsQuery. */
export const statisticsRoutes: FastifyPluginAsyncTypebox<{ ctx: IndicatorsContext }> = async (
  app,
  { ctx },
) => {
  const options = (answer: TSchema, params?: TSchema) => ({
    preValidation: idListQuery(...ID_LISTS),
    preHandler: app.requireRole(...STATISTICS_READERS),
    schema: {
      tags,
      security: bearer,
      querystring: StatisticsQuerySchema,
      ...(params && { params }),
      response: { 200: answer },
    },
  });
  /** The answer kept for this call (its path, the subject's id included) while the read model is unchanged. */
  const kept = (request: FastifyRequest, reply: FastifyReply, statistic: Statistic) => {
    const actor = actorOf(request);
    return keptAnswer(ctx, actor, request.url.split('?')[0]!, request.query as StatisticsQuery, (query) =>
      statistic(ctx, actor, query),
    ).then((text) => reply.type('application/json; charset=utf-8').send(text));
  };
  const series = (path: string, answer: TSchema, statistic: Statistic) =>
    app.get(path, options(answer), (request, reply) => kept(request, reply, statistic));

  series('/statistics/appointments/evolution', AppointmentsEvolutionSchema, appointmentsEvolution);
  series('/statistics/appointments/total-count', DynamicalTotalCountSchema, dynamicalTotalCount);
  series('/statistics/appointments/latest', LatestDailyCountSchema, latestDailyCount);
  series('/statistics/evaluations-reporter/total-count', EvaluationTotalCountSchema, evaluationTotalCount);
  series('/statistics/evaluations-reporter/evolution', EvaluationsStatisticSchema, evaluationsStatistic);
  series('/statistics/saturation/average/hourly-daily', SaturationAverageSchema, saturationAverage);

  app.get('/statistics/overall/latest/global', options(OverallStatsSchema), (request, reply) =>
    kept(request, reply, (c, actor, query) => overallStats(c, actor, { kind: 'G' }, query)),
  );
  const byId = (path: string, kind: Exclude<OverallSubject['kind'], 'G'>) =>
    app.get(
      `/statistics/overall/latest/${path}/:id`,
      options(OverallStatsSchema, StatisticsIdParamsSchema),
      (request, reply) =>
        kept(request, reply, (c, actor, query) =>
          overallStats(c, actor, { kind, id: (request.params as { id: string }).id }, query),
        ),
    );
  byId('doctors', 'D');
  byId('rooms', 'R');
  byId('sectors', 'S');
  byId('room-types', 'T');
};
