import { fetchCaller } from '../seed/api-caller.ts';
import { seedDemo, type SeedCredentials, type SeedReport } from '../seed/seeder.ts';

/**
 * Seeds the demo data of a running distributed platform: public calls through the gateway at `gatewayUrl`,
 * the provisioning calls straight to the accounts service at `accountsUrl` and the schedule service at
 * `scheduleUrl` (never routed by the gateway).
 */
export function seedDistributed(
  urls: { gatewayUrl: string; accountsUrl: string; scheduleUrl: string },
  credentials: SeedCredentials,
): Promise<SeedReport> {
  return seedDemo(
    {
      gateway: fetchCaller(urls.gatewayUrl),
      accounts: fetchCaller(`${urls.accountsUrl}/api/accounts`),
      schedule: fetchCaller(`${urls.scheduleUrl}/api/schedule`),
    },
    credentials,
  );
}
