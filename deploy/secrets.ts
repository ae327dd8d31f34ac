import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PlatformSecrets } from './services.ts';

export function generateSecrets(): PlatformSecrets {
  const secret = () => randomBytes(32).toString('base64url');
  return { keyEncryption: secret(), captchaHmac: secret() };
}

/** The installation's secrets from `file`, generated and stored (owner-only) on first use so restarts agree. */
export function loadOrCreateSecrets(file: string): PlatformSecrets {
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<PlatformSecrets>;
    if (stored.keyEncryption && stored.captchaHmac) return stored as PlatformSecrets;
  }
  const secrets = generateSecrets();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
