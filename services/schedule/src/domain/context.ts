import type { DataSource } from 'typeorm';
import type { Role } from '@teleplan/proto/roles';

/** What the use cases of this service work with, built once per service instance. */
export interface ScheduleContext {
  dataSource: DataSource;
}

/** The person behind a request, acting in their current role. */
export interface Actor {
  id: string;
  role: Role;
}

export const ADMINS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN'];
export const isAdmin = (actor: Actor) => ADMINS.includes(actor.role);
