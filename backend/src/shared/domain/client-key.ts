import { sha256 } from './random';

/** The 64-bit network prefix of an IPv6 address (one host usually holds all of it); null for anything else. */
function ipv6Prefix(address: string): string | null {
  if (!address.includes(':')) return null;
  let text = address.toLowerCase().replace(/%.*$/, '');
  // A trailing dotted IPv4 part (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) becomes its two hexadecimal groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::', 2) : [text, null];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === null
      ? headGroups
      : [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups];
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':');
}

/**
 * Which client a request comes from, for every per-client count (rate limits, share-code guessing): its address
 * (req.ip, so X-Forwarded-For only as far as TRUST_PROXY trusts it), an IPv4-mapped IPv6 address as the IPv4
 * address, any other IPv6 address by its /64, hashed. A host usually holds a whole /64, so counting single IPv6
 * addresses would let it rotate past every limit (docs/decisions/0014-share-code-guessing.md).
 * Pure, so the domain can use it (the layer rules keep the domain out of infrastructure).
 */
export function clientKeyOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return sha256(`ip4:${mapped[1]}`);
  const prefix = ipv6Prefix(ip);
  return sha256(prefix ? `ip6:${prefix}::/64` : `ip4:${ip}`);
}
