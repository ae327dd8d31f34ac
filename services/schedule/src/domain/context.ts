import type { DataSource } from 'typeorm';
import type { Actor } from '@teleplan/kit/auth/actor';
import type { Clock } from '@teleplan/kit/clock';
import { reachesEverything } from '../data/role-reach.ts';

/** What the use cases of this service work with, built once per service instance. */
export interface ScheduleContext {
  dataSource: DataSource;
  /** The current time; tests pass a fixed clock. */
  clock: Clock;
  /** Publishes the outbox right after a commit that wrote events (the relay's poll is the safety net). */
  kickOutbox: () => void;
}

/** The kit's actor, named here too for the domain files that import it beside the context. */
export type { Actor };

/** Admins reach every sector, room and doctor. */
export const isAdmin = (actor: Actor) => reachesEverything(actor.role);
