import { describe, expect, it } from 'vitest';
import {
  decodeSuperQuery,
  encodeSuperQuery,
  normalizeSuperQuery,
  SUPER_QUERY_MAX_CONDITIONS,
} from '../../../../src/shared/domain/query/super-query';

const sample = [{ field: 'sex', rule: 'eq', val: '1', type: 'list', dbType: 'int', dictCode: 'sex' }];

describe('encodeSuperQuery', () => {
  it('is encodeURI(JSON) of the normalised conditions (builder-only keys dropped)', () => {
    expect(encodeSuperQuery(sample)).toBe(
      encodeURI(JSON.stringify([{ field: 'sex', rule: 'eq', val: '1', type: 'list', dbType: 'int' }])),
    );
  });

  it('drops empty items and joins array values', () => {
    const encoded = encodeSuperQuery([
      { field: 'sex', rule: 'in', val: ['1', '2'] },
      { field: '', rule: 'eq', val: 'x' },
      { field: 'a', rule: '', val: 'x' },
      { field: 'a', rule: 'eq', val: '' },
      { field: 'a', rule: 'eq', val: [] },
      { field: 'a', rule: 'eq', val: null },
      { field: 'age', rule: 'gt', val: 3 },
    ]);
    expect(JSON.parse(decodeURI(encoded))).toEqual([
      { field: 'sex', rule: 'in', val: '1,2' },
      { field: 'age', rule: 'gt', val: '3' },
    ]);
  });
});

describe('decodeSuperQuery', () => {
  const conditions = [{ field: 'sex', rule: 'eq', val: '1', type: 'list', dbType: 'int' }];

  it('reads the once-encoded form the server receives', () => {
    expect(decodeSuperQuery(encodeURI(JSON.stringify(sample)))).toEqual({ ok: true, conditions });
  });

  it('tolerates plain JSON and double encoding', () => {
    expect(decodeSuperQuery(JSON.stringify(sample))).toEqual({ ok: true, conditions });
    expect(decodeSuperQuery(encodeURIComponent(encodeURI(JSON.stringify(sample))))).toEqual({
      ok: true,
      conditions,
    });
  });

  it('keeps % and + inside values', () => {
    const raw = encodeURI(JSON.stringify([{ field: 'name', rule: 'like', val: '50%+a' }]));
    expect(decodeSuperQuery(raw)).toEqual({
      ok: true,
      conditions: [{ field: 'name', rule: 'like', val: '50%+a' }],
    });
    expect(decodeSuperQuery(JSON.stringify([{ field: 'name', rule: 'eq', val: '%E4' }]))).toEqual({
      ok: true,
      conditions: [{ field: 'name', rule: 'eq', val: '%E4' }],
    });
  });

  it('maps symbols to rule codes', () => {
    const raw = JSON.stringify([
      { field: 'a', rule: '>=', val: '1' },
      { field: 'a', rule: 'LIKE', val: 'x' },
      { field: 'a', rule: 'RIGHT_LIKE', val: 'x' },
      { field: 'a', rule: '!=', val: 'x' },
      { field: 'a', rule: 'IN', val: ['x', 'y'] },
      { field: 'a', rule: 'EQ', val: 'x' },
    ]);
    const res = decodeSuperQuery(raw);
    expect(res.ok && res.conditions.map((c) => [c.rule, c.val])).toEqual([
      ['ge', '1'],
      ['like', 'x'],
      ['right_like', 'x'],
      ['ne', 'x'],
      ['in', 'x,y'],
      ['eq', 'x'],
    ]);
  });

  it('treats an empty value as no conditions', () => {
    expect(decodeSuperQuery('')).toEqual({ ok: true, conditions: [] });
    expect(decodeSuperQuery(undefined)).toEqual({ ok: true, conditions: [] });
    expect(decodeSuperQuery('%5B%5D')).toEqual({ ok: true, conditions: [] });
  });

  it.each([
    ['not json', '高级查询条件格式不正确'],
    ['%E0%A4%A', '高级查询条件格式不正确'],
    ['{"field":"a"}', '高级查询条件格式不正确'],
    ['[1,2]', '高级查询条件格式不正确'],
    ['[{"field":"a","rule":"between","val":"1"}]', '高级查询规则不正确：between'],
    ['[{"field":"a","rule":"1=1; drop","val":"1"}]', '高级查询规则不正确：1=1; drop'],
  ])('refuses %j with a Chinese message', (raw, error) => {
    expect(decodeSuperQuery(raw)).toEqual({ ok: false, error });
  });

  it('caps the number of conditions', () => {
    const many = Array.from({ length: SUPER_QUERY_MAX_CONDITIONS + 1 }, () => ({
      field: 'a',
      rule: 'eq',
      val: '1',
    }));
    expect(normalizeSuperQuery(many).ok).toBe(false);
    expect(normalizeSuperQuery(many.slice(1)).ok).toBe(true);
  });
});
