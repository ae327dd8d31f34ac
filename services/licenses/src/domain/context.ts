import type { DataSource } from 'typeorm';
import type { LicenseSigner } from './signer.ts';

/** The current instant; injected so tests can fix it. */
export type Clock = () => Date;

/** The person behind a request (SERVICE tokens never reach the routes that take one). */
export interface Actor {
  id: string;
  role: string;
}

/** What the use cases of this service work with, built once per service instance. */
export interface LicensesContext {
  dataSource: DataSource;
  clock: Clock;
  signer: LicenseSigner;
  /** Asks the outbox relay to publish now (after a commit that enqueued events). */
  kickOutbox: () => void;
}
