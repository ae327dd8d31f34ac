import { clientCredentials, type Fetch } from '@teleplan/kit/http/service-client';
import type { IndicatorsConfig } from '../config.ts';
import { httpOwners, type Owners } from './owners.ts';

/** The owners' exports at the configured addresses, with this service's client credentials. */
export function ownersOf(config: IndicatorsConfig, fetch?: Fetch): Owners {
  return httpOwners({
    scheduleUrl: config.INDICATORS_SCHEDULE_URL,
    materialResourcesUrl: config.INDICATORS_MATERIAL_RESOURCES_URL,
    tokens: clientCredentials({
      tokenUrl: config.INDICATORS_TOKEN_URL,
      clientId: config.INDICATORS_CLIENT_ID,
      clientSecret: config.INDICATORS_CLIENT_SECRET,
    }),
    timeoutMs: config.INDICATORS_OWNERS_TIMEOUT_MS,
    fetch,
  });
}
