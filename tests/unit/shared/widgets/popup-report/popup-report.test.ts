import { describe, expect, it } from 'vitest';
import { confirmSelection, mapFields } from '../../../../../src/shared/domain/widgets/popup-report/field-map';
import { checkPopupConfig } from '../../../../../src/shared/domain/widgets/popup-report/popup-config';
import {
  buildDataParams,
  cellText,
  readSelfParams,
  visibleItems,
} from '../../../../../src/shared/domain/widgets/popup-report/query-params';
import { parseSorter, sortOf } from '../../../../../src/shared/domain/widgets/popup-report/sorter';
import { createTtlCache, requestKey } from '../../../../../src/shared/domain/widgets/popup-report/ttl-cache';
import type { QueryInfoItem } from '../../../../../src/shared/domain/widgets/popup-report/wire';

describe('popup setup', () => {
  it('needs code, orgFields and destFields of equal count', () => {
    expect(checkPopupConfig({ code: 'demo', orgFields: 'a,b', destFields: 'x, y' })).toEqual({
      ok: true,
      code: 'demo',
      orgFields: ['a', 'b'],
      destFields: ['x', 'y'],
    });
    for (const bad of [
      { orgFields: 'a', destFields: 'x' },
      { code: 'c', destFields: 'x' },
      { code: 'c', orgFields: 'a', destFields: ' , ' },
    ])
      expect(checkPopupConfig(bad)).toEqual({ ok: false, message: 'popup参数未正确配置!' });
    expect(checkPopupConfig({ code: 'c', orgFields: 'a,b', destFields: 'x' })).toEqual({
      ok: false,
      message: 'popup参数未正确配置,原始值和目标值数量不一致!',
    });
  });
});

describe('confirm and field mapping', () => {
  it('warns 请选择一条记录 with none, or several in single mode', () => {
    expect(confirmSelection([], true)).toEqual({ ok: false, message: '请选择一条记录' });
    expect(confirmSelection([1, 2], false)).toEqual({ ok: false, message: '请选择一条记录' });
    expect(confirmSelection([1, 2], true)).toEqual({ ok: true, rows: [1, 2] });
    expect(confirmSelection([1], false)).toEqual({ ok: true, rows: [1] });
  });

  it('maps orgFields onto destFields, joining several rows with commas', () => {
    const rows = [
      { username: 'a', realname: '甲', sex: 1 },
      { username: 'b', realname: null, sex: 2 },
    ];
    expect(mapFields(rows, ['username', 'realname', 'sex'], ['user', 'name', 'gender'])).toEqual({
      user: 'a,b',
      name: '甲',
      gender: '1,2',
    });
    expect(mapFields([], ['a'], ['b'])).toEqual({ b: '' });
  });
});

describe('sorter', () => {
  it('parses column=asc|desc and nothing else', () => {
    expect(parseSorter('createTime=desc')).toEqual({ column: 'createTime', order: 'desc' });
    expect(parseSorter(' name = ASC ')).toEqual({ column: 'name', order: 'asc' });
    for (const bad of ['', 'name', 'name=up', 'a;b=asc', '=asc', undefined])
      expect(parseSorter(bad)).toBeNull();
    expect(sortOf('name', 'ascend')).toEqual({ column: 'name', order: 'asc' });
    expect(sortOf('name', 'descend')).toEqual({ column: 'name', order: 'desc' });
    expect(sortOf('name', null)).toBeNull();
  });
});

describe('getData params', () => {
  const items: QueryInfoItem[] = [
    { field: 'username', label: '账号', view: 'string', mode: 'single' },
    { field: 'sex', label: '性别', view: 'list', mode: 'single', dictCode: 'sex' },
    { field: 'birthday', label: '生日', view: 'date', mode: 'group', hidden: '1' },
  ];

  it('wraps text as contains, keeps choices equal, sends ranges, paging, sort, self_ params', () => {
    expect(
      buildDataParams({
        items,
        values: { username: ' ab ', sex: '1', birthday_begin: '2000-01-01', birthday_end: '' },
        pageNo: 2,
        pageSize: 10,
        sort: { column: 'username', order: 'asc' },
        selfParams: { status: '1' },
      }),
    ).toEqual({
      username: '*ab*',
      sex: '1',
      birthday_begin: '2000-01-01',
      self_status: '1',
      pageNo: '2',
      pageSize: '10',
      column: 'username',
      order: 'asc',
    });
    expect(buildDataParams({ items, values: {}, pageNo: 1, pageSize: 5, sort: null })).toEqual({
      pageNo: '1',
      pageSize: '5',
    });
  });

  it('collapses hidden items until expanded', () => {
    expect(visibleItems(items, false).map((i) => i.field)).toEqual(['username', 'sex']);
    expect(visibleItems(items, true)).toHaveLength(3);
  });

  it('reads the param prop from JSON or an object', () => {
    expect(readSelfParams('{"status":1,"x":null,"o":{}}')).toEqual({ status: '1' });
    expect(readSelfParams('{bad')).toEqual({});
    expect(readSelfParams({ a: 'b' })).toEqual({ a: 'b' });
    expect(readSelfParams('[1]')).toEqual({});
  });

  it('translates dictionary cells', () => {
    const dict = { sex: [{ value: '1', text: '男', title: '男', label: '男' }] };
    expect(cellText({ dataIndex: 'sex', customRender: 'sex' }, { sex: '1,3' }, dict)).toBe('男,3');
    expect(cellText({ dataIndex: 'name' }, { name: 5 }, dict)).toBe('5');
    expect(cellText({ dataIndex: 'name' }, {}, dict)).toBe('');
  });
});

describe('ttl cache', () => {
  it('serves a value until its time is up, then drops it', () => {
    let now = 1000;
    const cache = createTtlCache<string>(30_000, () => now);
    cache.set('k', 'v');
    now += 29_999;
    expect(cache.get('k')).toBe('v');
    now += 1;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('bounds its size, oldest first, and caches nothing with ttl 0', () => {
    const cache = createTtlCache<number>(1000, () => 0, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    const none = createTtlCache<number>(0);
    none.set('a', 1);
    expect(none.get('a')).toBeUndefined();
  });

  it('keys requests independent of param order', () => {
    expect(requestKey('/u', { b: 1, a: 2 })).toBe(requestKey('/u', { a: 2, b: 1 }));
    expect(requestKey('/u', { a: 1 })).not.toBe(requestKey('/u', { a: 2 }));
  });
});
