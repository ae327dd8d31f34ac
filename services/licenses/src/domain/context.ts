import type { DataSource } from 'typeorm';
import type { Clock } from '@teleplan/kit/clock';
import type { LicenseSigner } from './signer.ts';

/** What the use cases of this service work with, built once per service instance. */
export interface LicensesContext {
  dataSource: DataSource;
  clock: Clock;
  signer: LicenseSigner;
  /** Asks the outbox relay to publish now (after a commit that enqueued events). */
  kickOutbox: () => void;
}
