import type { DataSource } from 'typeorm';
import type { Role } from '@teleplan/proto/roles';
import { reachesEverything } from '../data/role-reach.ts';

/** What the use cases of this service work with, built once per service instance. */
export interface ScheduleContext {
  dataSource: DataSource;
  /** The current time; tests pass a fixed clock. */
  clock: () => Date;
  /** Publishes the outbox right after a commit that wrote events (the relay's poll is the safety net). */
  kickOutbox: () => void;
}

/** The person behind a request, acting in their current role. */
export interface Actor {
  id: string;
  role: Role;
}

/** Admins reach every sector, room and doctor. */
export const isAdmin = (actor: Actor) => reachesEverything(actor.role);
