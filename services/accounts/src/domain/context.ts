import type { DataSource } from 'typeorm';
import type { Clock } from '@teleplan/kit/clock';
import type { ProfileListCache } from '../data/profile-list-cache.ts';
import type { MailDispatcher } from '../mail/mailer.ts';
import type { BackgroundTasks } from './background-tasks.ts';
import type { Captcha } from './captcha.ts';
import type { PasswordHasher } from './password-hasher.ts';

/** What the use cases of this service work with, built once per service instance. */
export interface AccountsContext {
  dataSource: DataSource;
  clock: Clock;
  hasher: PasswordHasher;
  captcha: Captcha;
  mail: MailDispatcher;
  /** Work done after answering, so the answer does not depend on it (the reset request). */
  background: BackgroundTasks;
  /** The users and patients lists' latest searches, kept while the data they show is unchanged. */
  listMatches: ProfileListCache;
  /** Asks the outbox relay to publish now (after a commit that enqueued events). */
  kickOutbox: () => void;
  publicUrl: string;
  tokenTtlHours: number;
}
