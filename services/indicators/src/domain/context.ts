import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Clock } from '@teleplan/kit/clock';

/** What the statistics use cases work with, built once per service instance. */
export interface IndicatorsContext {
  dataSource: DataSource;
  clock: Clock;
  log: FastifyBaseLogger;
}
