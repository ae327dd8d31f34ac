import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PlatformSecrets } from './services.ts';

export function generateSecrets(): PlatformSecrets {
  const secret = () => randomBytes(32).toString('base64url');
  return {
    keyEncryption: secret(),
    captchaHmac: secret(),
    notificationSecrets: secret(),
    loggerSecrets: secret(),
    materialResourcesClient: secret(),
    notificationClient: secret(),
    indicatorsClient: secret(),
  };
}

/** The installation's secrets from `file`, generated and stored (owner-only) on first use so restarts agree. */
export function loadOrCreateSecrets(file: string): PlatformSecrets {
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<PlatformSecrets>) : {};
  // Only the missing ones are made: a secret that changed would make what it protects unreadable.
  const generated = generateSecrets();
  const secrets = Object.fromEntries(
    Object.entries(generated).map(([key, fresh]) => [key, stored[key as keyof PlatformSecrets] || fresh]),
  ) as unknown as PlatformSecrets;
  if (Object.keys(generated).every((key) => stored[key as keyof PlatformSecrets])) return secrets;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
