import { isIP } from 'node:net';

/**
 * Pure address classification for the outbound-connection policy (data sources, gateway routes).
 * No I/O here: server/lib/net-policy/policy.ts resolves names and asks these functions.
 */

export type AddressClass =
  'loopback' | 'private' | 'linkLocal' | 'unspecified' | 'multicast' | 'cgnat' | 'reserved';

export const ADDRESS_CLASS_LABEL: Record<AddressClass, string> = {
  loopback: '回环地址',
  private: '内网地址',
  linkLocal: '链路本地地址',
  unspecified: '未指定地址',
  multicast: '组播地址',
  cgnat: '运营商级NAT地址',
  reserved: '保留地址',
};

export interface ParsedIp {
  version: 4 | 6;
  value: bigint;
}

function parseV4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    // Decimal only: "010" or "0x7f" are how loopback hides in URLs, so they are not addresses here.
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = (value << 8n) | BigInt(n);
  }
  return value;
}

function parseV6(input: string): bigint | null {
  let text = input;
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (isIP(text) !== 6) return null;
  // An embedded IPv4 tail (::ffff:1.2.3.4) becomes two hex groups.
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = parseV4(tail);
    if (v4 === null) return null;
    text = `${text.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const headGroups = head === '' ? [] : head.split(':');
  const restGroups = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = 8 - headGroups.length - restGroups.length;
  if (rest === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...headGroups, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...restGroups];
  let value = 0n;
  for (const g of groups) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null;
    value = (value << 16n) | BigInt(parseInt(g, 16));
  }
  return value;
}

/** An IP literal (IPv4 dotted decimal or IPv6, brackets and zone id allowed), or null. */
export function parseIp(input: string): ParsedIp | null {
  const text = input.trim().replace(/^\[(.*)\]$/, '$1');
  const v4 = parseV4(text);
  if (v4 !== null) return { version: 4, value: v4 };
  const v6 = parseV6(text);
  return v6 === null ? null : { version: 6, value: v6 };
}

export interface Cidr {
  version: 4 | 6;
  base: bigint;
  bits: number;
}

/** "10.0.0.0/8", "fd00::/8" or a bare address (a /32 or /128). */
export function parseCidr(input: string): Cidr | null {
  const [addr, bitsText, extra] = input.trim().split('/');
  if (addr === undefined || extra !== undefined) return null;
  const ip = parseIp(addr);
  if (!ip) return null;
  const width = ip.version === 4 ? 32 : 128;
  if (bitsText !== undefined && !/^\d{1,3}$/.test(bitsText)) return null;
  const bits = bitsText === undefined ? width : Number(bitsText);
  if (bits > width) return null;
  return { version: ip.version, base: ip.value, bits };
}

function inCidr(ip: ParsedIp, cidr: Cidr): boolean {
  if (ip.version !== cidr.version) return false;
  const width = BigInt(ip.version === 4 ? 32 : 128);
  const shift = width - BigInt(cidr.bits);
  return ip.value >> shift === cidr.base >> shift;
}

const cidr = (text: string): Cidr => {
  const parsed = parseCidr(text);
  if (!parsed) throw new Error(`bad built-in CIDR ${text}`);
  return parsed;
};

const V4_RULES: [Cidr, AddressClass][] = [
  [cidr('0.0.0.0/8'), 'unspecified'],
  [cidr('127.0.0.0/8'), 'loopback'],
  [cidr('10.0.0.0/8'), 'private'],
  [cidr('172.16.0.0/12'), 'private'],
  [cidr('192.168.0.0/16'), 'private'],
  [cidr('169.254.0.0/16'), 'linkLocal'],
  [cidr('100.64.0.0/10'), 'cgnat'],
  [cidr('224.0.0.0/4'), 'multicast'],
  // 240/4 (incl. the 255.255.255.255 broadcast) is not routable on the internet.
  [cidr('240.0.0.0/4'), 'reserved'],
];

const V6_RULES: [Cidr, AddressClass][] = [
  [cidr('::/128'), 'unspecified'],
  [cidr('::1/128'), 'loopback'],
  [cidr('fc00::/7'), 'private'],
  [cidr('fe80::/10'), 'linkLocal'],
  [cidr('fec0::/10'), 'private'], // deprecated site-local
  [cidr('ff00::/8'), 'multicast'],
];

// IPv6 forms that carry an IPv4 address in their low 32 bits: mapped, compatible and NAT64.
const V4_EMBEDDING: Cidr[] = [cidr('::ffff:0:0/96'), cidr('::/96'), cidr('64:ff9b::/96')];

/** Why an address must not be reached without an allowlist entry, or null for a public address. */
export function classifyAddress(address: string): AddressClass | null {
  const ip = parseIp(address);
  if (!ip) return 'reserved'; // not an address we understand: never treat it as public
  return classifyParsed(ip);
}

function classifyParsed(ip: ParsedIp): AddressClass | null {
  if (ip.version === 4) return V4_RULES.find(([range]) => inCidr(ip, range))?.[1] ?? null;
  const direct = V6_RULES.find(([range]) => inCidr(ip, range));
  if (direct) return direct[1];
  if (V4_EMBEDDING.some((range) => inCidr(ip, range))) {
    return classifyParsed({ version: 4, value: ip.value & 0xffffffffn });
  }
  // 6to4 (2002::/16) carries an IPv4 address in bits 16..48.
  if (inCidr(ip, cidr('2002::/16'))) {
    return classifyParsed({ version: 4, value: (ip.value >> 80n) & 0xffffffffn });
  }
  return null;
}

const HOST_NAME =
  /^(?=.{1,253}$)([a-zA-Z0-9_]([a-zA-Z0-9_-]{0,61}[a-zA-Z0-9_])?)(\.[a-zA-Z0-9_]([a-zA-Z0-9_-]{0,61}[a-zA-Z0-9_])?)*$/;

/** A syntactically valid host: a DNS name or an IP literal. */
export function isValidHost(host: string): boolean {
  return parseIp(host) !== null || HOST_NAME.test(host);
}

/** A valid allowlist entry: a host name, an IP address or a CIDR block. */
export function isValidAllowEntry(entry: string): boolean {
  const text = entry.trim();
  if (text.includes('/')) return parseCidr(text) !== null;
  return isValidHost(text);
}

/**
 * Whether an allowlist entry admits a connection to `host` resolved to `address`: the exact host
 * name (case-insensitive), the same IP address, or a CIDR block containing the address.
 */
export function allowEntryMatches(entry: string, host: string, address: string): boolean {
  const text = entry.trim();
  if (text.toLowerCase() === host.trim().toLowerCase()) return true;
  const range = parseCidr(text);
  const ip = parseIp(address);
  if (!range || !ip) return false;
  if (inCidr(ip, range)) return true;
  // An allowlisted IPv4 range also admits the IPv4-mapped IPv6 form of its addresses.
  if (range.version === 4 && ip.version === 6 && inCidr(ip, cidr('::ffff:0:0/96'))) {
    return inCidr({ version: 4, value: ip.value & 0xffffffffn }, range);
  }
  return false;
}
