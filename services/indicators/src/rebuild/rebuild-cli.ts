import { loadConfig } from '@teleplan/kit/config';
import { openDatabase } from '@teleplan/kit/db/data-source';
import { systemClock } from '@teleplan/kit/clock';
import { definition } from '../service.ts';
import { ReadModelRepository } from '../data/read-model.repository.ts';
import { IndicatorsConfigSchema } from '../config.ts';
import { ownersOf } from '../owners/owners-of-config.ts';
import { runRebuild } from './rebuild.ts';

/**
 * `npm run rebuild -w @teleplan/indicators` with DATABASE_URL and the INDICATORS_* keys of the service: rebuilds
 * the read model from the owners' exports in this process (the service keeps answering from the previous model
 * and its events are merged at the swap). Refused while another rebuild runs.
 */
const config = loadConfig(IndicatorsConfigSchema);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/indicators';
const dataSource = await openDatabase({
  url,
  entities: definition.entities,
  migrations: definition.migrations,
});
const log = { info: (message: string) => console.log(message), error: () => undefined };
try {
  if (!(await new ReadModelRepository(dataSource.manager).claim(systemClock()))) {
    console.error('A rebuild of the read model is already running');
    process.exitCode = 1;
  } else {
    await runRebuild({
      dataSource,
      owners: ownersOf(config),
      clock: systemClock,
      availabilityDaysAhead: config.INDICATORS_AVAILABILITY_DAYS_AHEAD,
      log,
    });
    console.log(JSON.stringify(await new ReadModelRepository(dataSource.manager).status()));
  }
} catch (error) {
  console.error(`rebuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await dataSource.destroy();
}
