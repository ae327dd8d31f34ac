import { createHash, timingSafeEqual } from 'node:crypto';

/** Client id -> SHA-256 of its secret (digests have one length, so the comparison runs in constant time). */
export type ServiceClients = ReadonlyMap<string, Buffer>;

const digest = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();
const NO_CLIENT = digest('no such client');

/** Parses `id:secret,id2:secret2` (a secret may itself contain ':'); fails at start on a malformed entry. */
export function parseServiceClients(spec: string): ServiceClients {
  const clients = new Map<string, Buffer>();
  for (const entry of spec.split(',').map((e) => e.trim())) {
    if (!entry) continue;
    const colon = entry.indexOf(':');
    const id = entry.slice(0, colon).trim();
    const secret = entry.slice(colon + 1);
    if (colon < 1 || !id || !secret)
      throw new Error(`AUTHENTICATOR_SERVICE_CLIENTS: malformed entry '${id || entry.slice(0, 20)}'`);
    clients.set(id, digest(secret));
  }
  return clients;
}

/** Whether `secret` is the secret of client `id`; an unknown id costs the same comparison. */
export function isServiceClient(clients: ServiceClients, id: string, secret: string): boolean {
  const expected = clients.get(id);
  const same = timingSafeEqual(expected ?? NO_CLIENT, digest(secret));
  return same && expected !== undefined;
}
