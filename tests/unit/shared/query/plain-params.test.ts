import { describe, expect, it } from 'vitest';
import {
  parsePlainValue,
  searchParams,
  wrapSearchValue,
  type PlainCondition,
} from '../../../../src/shared/domain/query/plain-params';

describe('parsePlainValue (CONTRACT §5.2 steps 1–8 and special forms)', () => {
  it.each<[string, PlainCondition | null]>([
    // empty → no filter
    ['', null],
    ['   ', null],
    // step 1: two-character operators when the third character is a space
    ['>= 10', { rule: 'ge', value: '10' }],
    ['<= 10', { rule: 'le', value: '10' }],
    ['ge 10', { rule: 'ge', value: '10' }],
    ['le 10', { rule: 'le', value: '10' }],
    ['gt 5', { rule: 'gt', value: '5' }],
    ['lt 5', { rule: 'lt', value: '5' }],
    ['eq abc', { rule: 'eq', value: 'abc' }],
    ['  >= 10  ', { rule: 'ge', value: '10' }],
    ['>=   2024-01-01', { rule: 'ge', value: '2024-01-01' }],
    // the forms JeecgBoot breaks: we do what they say
    ['!= x', { rule: 'ne', value: 'x' }],
    ['<> x', { rule: 'ne', value: 'x' }],
    ['ne x', { rule: 'ne', value: 'x' }],
    ['in x', { rule: 'in', values: ['x'] }],
    ['in a,b', { rule: 'in', values: ['a', 'b'] }],
    ['IN a, b', { rule: 'in', values: ['a', 'b'] }],
    // step 2: one-character operators when the second character is a space
    ['> 5', { rule: 'gt', value: '5' }],
    ['< 5', { rule: 'lt', value: '5' }],
    ['= 5', { rule: 'eq', value: '5' }],
    // not an operator: falls through
    ['ab c', { rule: 'eq', value: 'ab c' }],
    ['x y', { rule: 'eq', value: 'x y' }],
    ['GE 10', { rule: 'eq', value: 'GE 10' }],
    ['>=10', { rule: 'eq', value: '>=10' }],
    // step 3: a lone star is literal
    ['*', { rule: 'eq', value: '*' }],
    // step 4: stars
    ['*adm*', { rule: 'like', value: 'adm' }],
    ['*adm', { rule: 'left_like', value: 'adm' }],
    ['adm*', { rule: 'right_like', value: 'adm' }],
    ['**', { rule: 'like', value: '' }],
    ['*a,b*', { rule: 'like', value: 'a,b' }],
    ['a*b', { rule: 'eq', value: 'a*b' }],
    ['*50%_\\*', { rule: 'like', value: '50%_\\' }],
    // step 5: comma list → IN (items trimmed, empty ones dropped)
    ['a,b', { rule: 'in', values: ['a', 'b'] }],
    ['1, 2 ,3', { rule: 'in', values: ['1', '2', '3'] }],
    ['a,', { rule: 'in', values: ['a'] }],
    // special form: leading and trailing comma → any-of contains
    [',1,3,', { rule: 'multi_like', values: ['1', '3'] }],
    [',,1,,3,,', { rule: 'multi_like', values: ['1', '3'] }],
    [',', null],
    [',,', null],
    // step 6: !x → not equal
    ['!abc', { rule: 'ne', value: 'abc' }],
    ['!', { rule: 'ne', value: '' }],
    // step 7: legacy ++
    ['a++b', { rule: 'eq', value: 'a,b' }],
    ['++b', { rule: 'eq', value: '++b' }],
    // step 8: equality; one leading '=' is dropped as JeecgBoot does
    ['abc', { rule: 'eq', value: 'abc' }],
    ['=5', { rule: 'eq', value: '5' }],
    ['=', { rule: 'eq', value: '=' }],
    ['id; drop table sys_user', { rule: 'eq', value: 'id; drop table sys_user' }],
  ])('%j → %j', (raw, expected) => {
    expect(parsePlainValue(raw)).toEqual(expected);
  });
});

describe('wrapSearchValue (client wrapping, spec 002 §5)', () => {
  it.each<[Parameters<typeof wrapSearchValue>[0], string | number, string]>([
    ['like', 'adm', '*adm*'],
    ['like', '  adm ', '*adm*'],
    ['ne', 'x', '!x'],
    ['ge', 10, '>= 10'],
    ['le', '2024-01-01', '<= 2024-01-01'],
    ['eq', ' 1 ', '1'],
    ['like', '  ', ''],
    ['eq', '', ''],
  ])('%s %j → %j', (mode, value, expected) => {
    expect(wrapSearchValue(mode, value)).toBe(expected);
  });

  it('round-trips through the server parser', () => {
    expect(parsePlainValue(wrapSearchValue('like', 'adm'))).toEqual({ rule: 'like', value: 'adm' });
    expect(parsePlainValue(wrapSearchValue('ne', 'adm'))).toEqual({ rule: 'ne', value: 'adm' });
    expect(parsePlainValue(wrapSearchValue('ge', 10))).toEqual({ rule: 'ge', value: '10' });
    expect(parsePlainValue(wrapSearchValue('le', 10))).toEqual({ rule: 'le', value: '10' });
  });
});

describe('searchParams', () => {
  it('wraps like and eq, drops empty values', () => {
    expect(searchParams('username', 'like', 'adm')).toEqual({ username: '*adm*' });
    expect(searchParams('status', 'eq', 1)).toEqual({ status: '1' });
    expect(searchParams('status', 'eq', '')).toEqual({});
    expect(searchParams('status', 'eq', null)).toEqual({});
    expect(searchParams('status', 'eq', undefined)).toEqual({});
  });

  it('sends arrays as a comma list (IN on the server)', () => {
    expect(searchParams('sex', 'eq', ['1', 2, '', null])).toEqual({ sex: '1,2' });
    expect(searchParams('sex', 'eq', [])).toEqual({});
  });

  it('splits ranges into _begin/_end, cutting date fields to the day', () => {
    expect(searchParams('birthday', 'range', ['2024-01-01 08:00:00', '2024-01-31'], 'date')).toEqual({
      birthday_begin: '2024-01-01',
      birthday_end: '2024-01-31',
    });
    expect(searchParams('createTime', 'range', ['2024-01-01', '2024-01-02 12:00:00'], 'datetime')).toEqual({
      createTime_begin: '2024-01-01',
      createTime_end: '2024-01-02 12:00:00',
    });
    expect(searchParams('age', 'range', [18, undefined])).toEqual({ age_begin: '18' });
    expect(searchParams('age', 'range', [null, ''])).toEqual({});
  });
});
