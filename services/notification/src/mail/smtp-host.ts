import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses of the platform's own networks: loopback, private, link-local (cloud metadata), unspecified. */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv6');

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Whether `address` (an IP) belongs to a loopback, private or link-local network. */
export function isInternalAddress(address: string): boolean {
  const mapped = MAPPED_IPV4.exec(address)?.[1];
  if (mapped) return INTERNAL.check(mapped, 'ipv4');
  return INTERNAL.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

export type SmtpAddress = { ok: true; address: string } | { ok: false; reason: 'unresolved' | 'internal' };

/**
 * The address to connect to for the SMTP host `host`: resolved once here, so the connection goes where it was
 * checked (a name cannot resolve to a public address for the check and an internal one for the connection).
 * An internal address is refused unless `host` is listed in `allowedHosts` exactly as saved.
 */
export async function smtpAddress(
  host: string,
  allowedHosts: readonly string[],
  resolve: (host: string) => Promise<string> = async (name) => (await lookup(name)).address,
): Promise<SmtpAddress> {
  let address: string;
  try {
    address = isIP(host) ? host : await resolve(host);
  } catch {
    return { ok: false, reason: 'unresolved' };
  }
  if (isInternalAddress(address) && !allowedHosts.includes(host.toLowerCase()))
    return { ok: false, reason: 'internal' };
  return { ok: true, address };
}
