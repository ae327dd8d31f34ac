import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { DataSource } from 'typeorm';
import type { Clock } from '@teleplan/kit/clock';
import type { AnswerCache } from '@teleplan/kit/http/answer-cache';

/** What the statistics use cases work with, built once per service instance. */
export interface IndicatorsContext {
  dataSource: DataSource;
  /** The statistics statements' own connections (`statisticsPool`). */
  statistics: pg.Pool;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The statistics answers kept while the read model is unchanged (`keptAnswer`). */
  answers: AnswerCache;
}
