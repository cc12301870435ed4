import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's address (docs/decisions/0032). Off by default, only the socket counts: a header is
 * whatever the caller wrote. With TRUST_PROXY (addresses or CIDR ranges of our own proxies), a
 * request whose socket is one of them is traced back through X-Forwarded-For from the right, and
 * the first hop that is not a trusted proxy is the client: hops further left were written by the
 * client itself.
 */
export type TrustedProxies = BlockList | null;

export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or CIDR range`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)) throw new Error(`TRUST_PROXY: "${entry}" has a bad prefix length`);
      list.addSubnet(address, prefix, type);
    }
  }
  return list;
}

/** The socket's address, or null for a request made inside this process (app.request). */
export function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

function trusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export function clientAddress(c: Context, proxies: TrustedProxies): string {
  const socket = socketAddress(c);
  if (socket === null) return 'local';
  if (!proxies || !trusted(proxies, socket)) return socket;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] ?? '';
    if (isIP(hop) === 0) return socket; // a malformed chain: trust nothing in it
    if (!trusted(proxies, hop)) return hop;
  }
  return hops[0] ?? socket;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
LOOPBACK.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

export function isLoopback(address: string): boolean {
  if (address === 'local') return true; // in-process: the server calling itself
  const family = isIP(address);
  return family !== 0 && LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The bucket an address counts in for every per-address limit (decision 0079): an IPv4 address is
 * itself (an IPv4-mapped IPv6 address too); an IPv6 address is its /64, since one subscriber gets a
 * whole /64 (RFC 6177) and would otherwise have 2^64 fresh addresses to spread guesses over.
 */
export function addressBucket(address: string): string {
  const bare = address.split('%')[0] ?? address;
  if (isIP(bare) !== 6) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = bare.toLowerCase().split('::');
  const groupsOf = (part: string) => part.split(':').filter(Boolean).flatMap(hextetsOf);
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** One group of an IPv6 address, or the two groups an embedded IPv4 address stands for. */
function hextetsOf(part: string): string[] {
  if (!part.includes('.')) return [part];
  const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
