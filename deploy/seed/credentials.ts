import { randomBytes } from 'node:crypto';
import { DEMO_ADMIN } from './demo-data.ts';
import type { SeedCredentials } from './seeder.ts';

/**
 * What a platform started with its demo data is configured with: the demo super administrator as bootstrap
 * administrator, and a service client for the seeder whose secret lives only as long as this start.
 */
export function demoSeedCredentials(): SeedCredentials {
  return { admin: DEMO_ADMIN, client: { id: 'seeder', secret: randomBytes(32).toString('base64url') } };
}
