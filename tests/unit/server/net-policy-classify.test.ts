import { describe, expect, it } from 'vitest';
import {
  allowEntryMatches,
  classifyAddress,
  isValidAllowEntry,
  isValidHost,
  parseCidr,
  parseIp,
} from '../../../server/lib/net-policy/classify';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.1.2', 'loopback'],
    ['::1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['255.255.255.255', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '172.15.255.255',
    '100.128.0.1',
    '192.169.0.1',
    '2001:4860:4860::8888',
    '11.0.0.1',
  ])('%s is public', (address) => {
    expect(classifyAddress(address)).toBeNull();
  });

  it('sees IPv4 hidden in IPv6 forms (mapped, compatible, NAT64, 6to4)', () => {
    expect(classifyAddress('::ffff:127.0.0.1')).toBe('loopback');
    expect(classifyAddress('::ffff:7f00:1')).toBe('loopback');
    expect(classifyAddress('::ffff:10.0.0.1')).toBe('private');
    expect(classifyAddress('::ffff:169.254.169.254')).toBe('linkLocal');
    expect(classifyAddress('64:ff9b::192.168.0.1')).toBe('private');
    expect(classifyAddress('2002:c0a8:0101::1')).toBe('private');
    expect(classifyAddress('::ffff:8.8.8.8')).toBeNull();
  });

  it('never calls something it cannot parse public', () => {
    expect(classifyAddress('0x7f.0.0.1')).toBe('reserved');
    expect(classifyAddress('017700000001')).toBe('reserved');
    expect(classifyAddress('localhost')).toBe('reserved');
  });
});

describe('parsing', () => {
  it('parses IPv4 and IPv6 literals, refuses octal and hex tricks', () => {
    expect(parseIp('1.2.3.4')).toEqual({ version: 4, value: 0x01020304n });
    expect(parseIp('[::1]')).toEqual({ version: 6, value: 1n });
    expect(parseIp('01.2.3.4')).toBeNull();
    expect(parseIp('1.2.3.256')).toBeNull();
    expect(parseIp('1.2.3')).toBeNull();
    expect(parseIp('1::2::3')).toBeNull();
  });

  it('parses CIDR blocks and bare addresses', () => {
    expect(parseCidr('10.0.0.0/8')).toEqual({ version: 4, base: 0x0a000000n, bits: 8 });
    expect(parseCidr('fd00::/8')?.bits).toBe(8);
    expect(parseCidr('1.2.3.4')?.bits).toBe(32);
    expect(parseCidr('10.0.0.0/33')).toBeNull();
    expect(parseCidr('10.0.0.0/8/1')).toBeNull();
    expect(parseCidr('example.com/8')).toBeNull();
  });

  it('validates hosts and allowlist entries', () => {
    expect(isValidHost('db.example.com')).toBe(true);
    expect(isValidHost('10.0.0.5')).toBe(true);
    expect(isValidHost('bad host')).toBe(false);
    expect(isValidHost('a..b')).toBe(false);
    expect(isValidAllowEntry('10.0.0.0/8')).toBe(true);
    expect(isValidAllowEntry('db.internal')).toBe(true);
    expect(isValidAllowEntry('10.0.0.0/99')).toBe(false);
    expect(isValidAllowEntry('http://x')).toBe(false);
  });
});

describe('allowEntryMatches', () => {
  it('matches the exact name, the same address or a containing block', () => {
    expect(allowEntryMatches('DB.Internal', 'db.internal', '10.0.0.5')).toBe(true);
    expect(allowEntryMatches('db.internal', 'other.internal', '10.0.0.5')).toBe(false);
    expect(allowEntryMatches('10.0.0.5', '10.0.0.5', '10.0.0.5')).toBe(true);
    expect(allowEntryMatches('10.0.0.0/24', 'db.internal', '10.0.0.5')).toBe(true);
    expect(allowEntryMatches('10.0.1.0/24', 'db.internal', '10.0.0.5')).toBe(false);
    expect(allowEntryMatches('fd00::/8', 'x', 'fd00::5')).toBe(true);
  });

  it('an IPv4 block admits the mapped IPv6 form of its addresses, and only those', () => {
    expect(allowEntryMatches('127.0.0.1', 'h', '::ffff:127.0.0.1')).toBe(true);
    expect(allowEntryMatches('127.0.0.1', 'h', '::ffff:127.0.0.2')).toBe(false);
  });
});
