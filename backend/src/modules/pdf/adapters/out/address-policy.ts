import { BlockList, isIP } from 'node:net';

/**
 * Addresses the server must never fetch on a user's behalf: private, loopback, link-local (cloud metadata at
 * 169.254.169.254), unique-local, multicast, "this network", broadcast, documentation, CGNAT, and IPv4 inside IPv6
 * forms (::ffff:127.0.0.1, 64:ff9b::/96, 2002::/16 6to4).
 */
// Two lists: a BlockList also matches IPv4 addresses against IPv6 subnets like ::ffff:0:0/96.
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked4.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked6.addSubnet(net, prefix, 'ipv6');

/** True when the (resolved) IP address may be fetched. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked4.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1]);
    return !blocked6.check(address, 'ipv6');
  }
  return false;
}

/**
 * The WHATWG URL parser already turns 0x7f000001, 2130706433, 0177.0.0.1 and 127.1 into 127.0.0.1, and keeps
 * [::1] as an IPv6 literal; this returns that literal (without brackets) or null for a name.
 */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) ? bare : null;
}
