import { AccountsConfigSchema } from '@teleplan/accounts/config';
import { loadConfig } from '@teleplan/kit/config';
import { PasswordHasher } from '@teleplan/accounts/domain/password-hasher';
import type { LoadSettings } from './load.ts';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';

/** Argon2id verifications alone: the ceiling of the password grant on this machine. */
export interface RawHashFigures {
  memoryKib: number;
  timeCost: number;
  /** Verifications in flight at once (the token row's connections). */
  concurrency: number;
  durationS: number;
  verifiesPerSecond: number;
}

/** The parameters the accounts service runs with by default (its config schema's defaults). */
export function defaultArgon2(): { memoryKib: number; timeCost: number } {
  const config = loadConfig(AccountsConfigSchema, {});
  return { memoryKib: config.ACCOUNTS_ARGON2_MEMORY_KIB, timeCost: config.ACCOUNTS_ARGON2_TIME_COST };
}

async function verifyFor(hasher: PasswordHasher, stored: string, concurrency: number, ms: number) {
  const until = performance.now() + ms;
  let count = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        if (!(await hasher.verify(stored, DEMO_PASSWORD))) throw new Error('the Argon2id check failed');
        count += 1;
      }
    }),
  );
  return count;
}

/**
 * Verifies the demo password against its hash with the accounts service's own hasher and parameters, as many
 * at once as the token row has connections, for the same warm-up and duration: the raw-hash rate the login
 * row is read against. Run while the platform is idle (its own pool of threads is a separate one).
 */
export async function measureRawHash(settings: LoadSettings): Promise<RawHashFigures> {
  const params = defaultArgon2();
  const hasher = new PasswordHasher(params);
  const stored = await hasher.hash(DEMO_PASSWORD);
  await verifyFor(hasher, stored, settings.connections, settings.warmupS * 1000);
  const started = performance.now();
  const count = await verifyFor(hasher, stored, settings.connections, settings.durationS * 1000);
  const seconds = (performance.now() - started) / 1000;
  return {
    ...params,
    concurrency: settings.connections,
    durationS: settings.durationS,
    verifiesPerSecond: count / seconds,
  };
}
