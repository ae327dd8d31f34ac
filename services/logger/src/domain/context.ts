import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Clock } from '@teleplan/kit/clock';
import type { Owners } from '../owners/owners.ts';

/** What the logger's routes and jobs work with. */
export interface LoggerContext {
  dataSource: DataSource;
  clock: Clock;
  owners: Owners;
  log: FastifyBaseLogger;
}
