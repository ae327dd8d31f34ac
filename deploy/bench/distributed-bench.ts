import { benchBooking } from './booking-bench.ts';
import type { Cleanup } from './cleanup.ts';
import { startBenchPlatform } from './distributed-platform.ts';
import { measure } from './load.ts';
import { checkOwnAccount, ownAccount, signIn } from './requests.ts';
import type { BenchResults } from './results.ts';

/**
 * Distributed mode on the local PostgreSQL and RabbitMQ, fresh databases and free ports: the same authenticated
 * read through the gateway and straight to the accounts service, one after the other on the same processes, then
 * bookings through the gateway.
 */
export async function benchDistributed(
  results: BenchResults,
  cleanup: Cleanup,
  log: (line: string) => void,
): Promise<void> {
  const { platform, databaseUrl, output, exits } = await startBenchPlatform(cleanup, log);
  const accessToken = await signIn(platform.gatewayUrl);
  const proxied = ownAccount(platform.gatewayUrl, accessToken);
  const direct = ownAccount(platform.serviceUrls.accounts!, accessToken);
  await checkOwnAccount(proxied);
  await checkOwnAccount(direct);

  log(
    `distributed: GET own account through the gateway (${results.settings.get.connections} connections)...`,
  );
  results.distributed.gateway = await measure(proxied, results.settings.get);
  log('distributed: GET own account straight to accounts...');
  results.distributed.direct = await measure(direct, results.settings.get);
  results.distributed.ratio =
    results.distributed.gateway.requestsPerSecond / results.distributed.direct.requestsPerSecond;

  log(
    `distributed: POST appointments through the gateway (${results.settings.get.connections} connections)...`,
  );
  const booking = await benchBooking(platform.gatewayUrl, databaseUrl('schedule'), results.settings.get);
  results.booking.distributed = booking;
  const standalone = results.booking.standalone?.figures.requestsPerSecond;
  if (standalone) results.booking.share = booking.figures.requestsPerSecond / standalone;

  const crashed = exits[0];
  if (crashed)
    throw new Error(
      `A process of the distributed platform stopped during the runs: ${crashed.name} ` +
        `(${crashed.signal ?? `code ${crashed.code}`})`,
    );
  const warnings = output.filter((line) => /"level":(4|5|6)\d/.test(line));
  if (warnings.length) log(`distributed platform said:\n${warnings.slice(0, 20).join('\n')}`);
}
