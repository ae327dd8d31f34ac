import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Clock } from '@teleplan/kit/clock';
import type { LicensesClient } from '../clients/licenses-client.ts';

/** What the use cases of this service work with, built once per service instance. */
export interface ResourcesContext {
  dataSource: DataSource;
  licenses: LicensesClient;
  /** Asks the outbox relay to publish now (after a commit that enqueued events). */
  kickOutbox: () => void;
  log: FastifyBaseLogger;
  clock: Clock;
}
