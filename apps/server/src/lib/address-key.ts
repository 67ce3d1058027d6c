import { isIPv6 } from 'node:net';

/**
 * An IPv4 address as it is (also when written IPv4-mapped, `::ffff:a.b.c.d`); an IPv6
 * address by its /64 network, since one subscriber is usually given a whole /64 and
 * could otherwise count afresh from each of its addresses.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const bare = ip.split('%')[0]!;
  if (!isIPv6(bare)) return ip;
  const [head = '', tail] = bare.split('::');
  const headGroups = head ? head.split(':') : [];
  // A trailing dotted quad stands for two groups.
  const tailGroups = tail ? tail.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
