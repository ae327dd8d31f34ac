import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Clock } from '@teleplan/kit/clock';

/** What the bug viewer works with, built once per service instance. */
export interface BugViewerContext {
  dataSource: DataSource;
  /** Key of the tracker token stored at rest. */
  secretsKey: string;
  /** Time-out of one call to the tracker, answer read included. */
  trackerTimeoutMs: number;
  log: FastifyBaseLogger;
  clock: Clock;
}
