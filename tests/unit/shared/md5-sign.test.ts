import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5 } from '../../../src/shared/domain/sign/md5';
import { buildSignParams, computeSign } from '../../../src/shared/domain/sign/sign';

const SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';
const nodeMd5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');

describe('md5', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    ['The quick brown fox jumps over the lazy dog', '9e107d9d372bb6826bd81d3542a419d6'],
    [
      '12345678901234567890123456789012345678901234567890123456789012345678901234567890',
      '57edf4a22be3c955ac49da2e2107b67a',
    ],
  ])('RFC 1321 vector %j', (input, expected) => {
    expect(md5(input)).toBe(expected);
  });

  it.each(['厂网协同', '😀 emoji and 中文', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(64), 'é'.repeat(200)])(
    'matches node:crypto for %j (UTF-8, padding boundaries)',
    (input) => {
      expect(md5(input)).toBe(nodeMd5(input));
    },
  );
});

describe('X-Sign (CONTRACT §10.6)', () => {
  it('plain dictionary code signs the empty map', () => {
    expect(buildSignParams('/sys/dict/getDictItems/sex', undefined)).toEqual({});
    expect(computeSign('/sys/dict/getDictItems/sex', undefined, SECRET)).toBe(
      nodeMd5(`{}${SECRET}`).toUpperCase(),
    );
  });

  it('table dictionary code becomes x-path-variable', () => {
    const url = 'sys/dict/getDictItems/sys_user,realname,id';
    expect(computeSign(url, undefined, SECRET)).toBe(
      nodeMd5(`{"x-path-variable":"sys_user,realname,id"}${SECRET}`).toUpperCase(),
    );
  });

  it.each([
    [
      '/sys/dict/loadDict/a,b,c?keyword=x&pageSize=10',
      { z: 1 },
      '{"keyword":"x","pageSize":"10","x-path-variable":"a,b,c","z":"1"}',
    ],
    ['/sys/x?_t=123&b=2', { a: true }, '{"a":true,"b":"2"}'],
    ['/sys/x', { b: 'v', a: 5, _t: 9 }, '{"a":"5","b":"v"}'],
    ['/sys/dict/getDictItems/sys_user,realname%20x,id', null, '{"x-path-variable":"sys_user,realname x,id"}'],
    ['/sys/x?q=%E4%B8%AD', { q2: '中' }, '{"q":"%E4%B8%AD","q2":"中"}'],
  ])('%s + %j → %s', (url, params, json) => {
    expect(JSON.stringify(buildSignParams(url, params))).toBe(json);
    expect(computeSign(url, params, SECRET)).toBe(nodeMd5(json + SECRET).toUpperCase());
  });

  it('payload keys override query keys and the secret changes the sign', () => {
    expect(buildSignParams('/a?k=1', { k: 'two' })).toEqual({ k: 'two' });
    expect(computeSign('/a', {}, 'one')).not.toBe(computeSign('/a', {}, 'two'));
  });
});
