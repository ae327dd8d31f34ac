import pg from 'pg';
import type { DataSource } from 'typeorm';
import { driverPool } from '@teleplan/kit/db/driver-pool';

/** Connections of the statistics statements: a few serve two cores better than many. */
const STATISTICS_CONNECTIONS = 5;

/**
 * The statistics statements' own connections to the service's database (docs/statistics.md#answers). Their
 * prepared statements are planned once, generically (`plan_cache_mode`): a statement is written for its shape of
 * scope and window (`inScope`), so the plan its values would get is the same, and planning it at each call cost a
 * third of a six-month series. No parallel workers: a few milliseconds' statement only waits for them to start.
 * The rest of the service (events, rebuild) keeps the data source's connections and their usual planning.
 */
export function statisticsPool(dataSource: DataSource): pg.Pool {
  return new pg.Pool({
    ...driverPool(dataSource.manager).options,
    max: STATISTICS_CONNECTIONS,
    options: '-c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0',
  });
}
