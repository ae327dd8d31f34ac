import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Clock } from '@teleplan/kit/clock';

/** What the use cases of this service work with, built once per service instance. */
export interface NotificationContext {
  dataSource: DataSource;
  /** Key of the secrets stored at rest (SMTP password, SMS access token). */
  secretsKey: string;
  smtpTimeoutMs: number;
  /** SMTP hosts (lower-case, as saved) allowed to be internal addresses. */
  smtpAllowedInternalHosts: readonly string[];
  log: FastifyBaseLogger;
  clock: Clock;
}
