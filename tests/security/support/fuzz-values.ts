import type { Rng } from './fuzz-rng';

/**
 * Value pools of the fuzzer. None of them contains a leak marker the oracle looks for (`SELECT `,
 * `syntax error`, `/work/`…), so a handler that echoes its input is never mistaken for a leak;
 * SQL-like values are lower case for that reason.
 */

const HUGE = (rng: Rng) => 'A'.repeat(rng.int(300, 5000));
const DEEP_ARRAY = (rng: Rng): unknown => {
  let v: unknown = [];
  for (let i = rng.int(20, 400); i > 0; i--) v = [v];
  return v;
};
const DEEP_OBJECT = (rng: Rng): unknown => {
  let v: unknown = {};
  for (let i = rng.int(20, 400); i > 0; i--) v = { a: v };
  return v;
};

export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m\u007f',
  '\r\n\t',
  '\ud800',
  '\udfff\ud800',
  '𠮷😀\u202e\u200b',
  '中文\uFEFF',
  "1' or '1'='1",
  '1;select pg_sleep(1)--',
  'x/**/union/**/select/**/1',
  'sys_user where 1=1 --\n',
  'id desc,(select 1)',
  'name\t(select 1)',
  'case when 1=1 then 1 else 1/0 end',
  'sleep(1)',
  "waitfor delay '0:0:1'",
  '%27%20or%201%3d1',
  '%2527',
  '${jndi:ldap://127.0.0.1/x}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '<svg onload=alert(1)>',
  'javascript:alert(1)',
  'NaN',
  'Infinity',
  '-0',
  '1e999',
  '0x7fffffff',
  '2026-02-30',
  '9999-99-99 99:99:99',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

export const ODD_NUMBERS: readonly number[] = [
  0,
  -1,
  -2147483649,
  2147483648,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  -1e308,
  1.5,
  5e-324,
];

/** One value of a wrong or hostile shape, for any JSON field. */
export function oddValue(rng: Rng): unknown {
  switch (rng.int(0, 9)) {
    case 0:
      return rng.pick([null, true, false]);
    case 1:
    case 2:
      return rng.pick(ODD_NUMBERS);
    case 3:
    case 4:
    case 5:
      return rng.pick(ODD_STRINGS);
    case 6:
      return rng.chance(0.3) ? HUGE(rng) : [rng.pick(ODD_STRINGS), rng.pick(ODD_NUMBERS), null];
    case 7:
      return { a: rng.pick(ODD_STRINGS), b: [1, { c: null }] };
    case 8:
      return rng.chance(0.5) ? DEEP_ARRAY(rng) : DEEP_OBJECT(rng);
    default:
      return rng.pick([[], {}, [[]], [{}], '', 0]);
  }
}

/** Percent-encodes; a lone surrogate (which encodeURIComponent refuses) becomes its raw, invalid bytes. */
function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** A query or path text value: hostile strings, raw or percent-encoded, or broken escapes. */
export function oddText(rng: Rng): string {
  switch (rng.int(0, 5)) {
    case 0:
      return rng.pick(['%', '%zz', '%E0%A4%A', '%00', '%C0%AE%C0%AE', '%2e%2e%2f', '%252e', '%ff%fe']);
    case 1:
      return String(rng.pick(ODD_NUMBERS));
    case 2:
      return 'x'.repeat(rng.int(200, 3000));
    default:
      return encodeLoosely(rng.pick(ODD_STRINGS));
  }
}

export const ODD_TOKENS: readonly string[] = [
  'null',
  'undefined',
  'Bearer x',
  'a.b.c',
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJ1c2VybmFtZSI6ImFkbWluIn0.',
  'eyJhbGciOiJIUzI1NiJ9.e30.AAAA',
  '...',
  ' ',
  'A'.repeat(6000),
  "' or 1=1 --",
];

export const ODD_TENANTS: readonly string[] = [
  '1000,1001',
  '1000, 2000',
  '-1',
  '0',
  '99999999999999999999',
  '1e3',
  '0x3e8',
  ' 1000 ',
  "1000' or '1'='1",
  'abc',
  '',
  '9'.repeat(5000),
];

export const ODD_LANGUAGES: readonly string[] = [
  'zz-ZZ;q=2',
  '*',
  'zh-CN,zh;q=abc',
  ';;;,,,',
  'en-US'.repeat(800),
];

export const ODD_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/xml',
  'application/octet-stream',
  'application/json, text/plain',
  ';',
];

export const MULTIPART_NAMES: readonly string[] = [
  '../../../x.png',
  '..\\..\\x.png',
  'a.png.html',
  'a.jsp;.png',
  'x.svg',
  'x.html',
  'a\u0000.png',
  '.htaccess',
  '',
  'a'.repeat(600) + '.png',
  '中文名.xlsx',
  'x.xlsx',
];

export const MULTIPART_DATA: readonly string[] = [
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
  '<html><script>alert(1)</script></html>',
  'PK\u0003\u0004broken zip',
  '\u0089PNG\r\n\u001a\n',
  '',
  'a,b,c\n1,2,3',
];
