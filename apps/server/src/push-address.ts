/**
 * Where a push may go (issue 38, the outbox): a push endpoint comes from a browser, so besides the
 * allow-list of hosts (push.ts) the server never posts to an address of this machine or its private
 * networks, whether the endpoint names it (`https://10.0.0.7/`, `https://[::1]/`) or a host name
 * resolves to it (`localhost`, or a listed host's DNS answering a private address). The check is made
 * on the address the connection is opened to (the agent's lookup), so a name that answers a public
 * address to a first look and a private one to the next is caught too.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Loopback, private, shared, link-local, multicast and reserved ranges (RFC 6890 and its kin). */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

/** An IPv4 address written inside IPv6 (`::ffff:10.0.0.1`, or its hex form `::ffff:a00:1`). */
function mappedV4(ip: string): string | null {
  const m = /^::ffff:(?:0:)?(.+)$/i.exec(ip);
  if (!m) return null;
  const rest = m[1] as string;
  if (isIP(rest) === 4) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex) return null;
  const [hi, lo] = [parseInt(hex[1] as string, 16), parseInt(hex[2] as string, 16)];
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** Is `ip` an address of this machine, a private network or a reserved range? A non-address is. */
export function isPrivateAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return PRIVATE.check(bare, 'ipv4');
  if (family === 6) {
    const v4 = mappedV4(bare);
    return v4 !== null ? PRIVATE.check(v4, 'ipv4') : PRIVATE.check(bare, 'ipv6');
  }
  return true;
}

/** The error a refused lookup gives: the push is refused, not failed (it is never tried again). */
export const PRIVATE_ADDRESS = 'EPRIVATEADDRESS';

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * dns.lookup that fails for a private address: given to the push agent, so the connection is never
 * opened. Every address a name resolves to is checked, not only the first.
 */
export function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true } as LookupAllOptions, (err, addresses) => {
    if (err) return callback(err, '');
    const bad = addresses.find((a) => isPrivateAddress(a.address));
    if (bad || !addresses.length) {
      const e: NodeJS.ErrnoException = new Error(
        `${hostname} resolves to ${bad?.address ?? 'nothing'}, an address the push is never sent to`,
      );
      e.code = PRIVATE_ADDRESS;
      return callback(e, '');
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
}
