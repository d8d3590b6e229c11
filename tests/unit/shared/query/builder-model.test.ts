import { describe, expect, it } from 'vitest';
import {
  SUPER_QUERY_BUILDER_MESSAGES as M,
  buildQuery,
  builderFieldsOf,
  changeField,
  changeRule,
  initialBuilderState,
  isMultiValue,
  reduceBuilder,
  ruleOptionsFor,
  rulesFor,
  type BuilderAction,
  type BuilderField,
  type BuilderState,
  type BuilderValue,
} from '../../../../src/shared/domain/query/builder-model';
import type { QueryRule } from '../../../../src/shared/domain/query/rules';
import {
  applySave,
  deleteSavedQuery,
  planSave,
  readSavedQueries,
  saveNamedQuery,
  savedQueryKey,
  savedQueryStore,
  type BuilderUi,
  type SavedQuery,
  type SavedQueryStorage,
} from '../../../../src/shared/domain/query/saved-queries';
import { decodeSuperQuery, encodeSuperQuery } from '../../../../src/shared/domain/query/super-query';
import type { ResourceSchema } from '../../../../src/shared/domain/resources/types';

const FIELDS: BuilderField[] = [
  { key: 'name', title: '名称', type: 'text' },
  { key: 'qty', title: '数量', type: 'number', integer: true },
  { key: 'price', title: '价格', type: 'number' },
  { key: 'birthday', title: '生日', type: 'date' },
  { key: 'createTime', title: '创建时间', type: 'datetime' },
  { key: 'sex', title: '性别', type: 'dictionary', dictCode: 'sex' },
  { key: 'tags', title: '标签', type: 'dictionary', dictCode: 'tag', multiple: true },
  { key: 'level', title: '等级', type: 'dictionary', options: [{ value: 'a', label: 'A' }] },
  { key: 'enabled', title: '启用', type: 'switch' },
  { key: 'flag', title: '标记', type: 'switch', extendOption: ['1', '0'] },
  { key: 'departId', title: '部门', type: 'department' },
  { key: 'owner', title: '负责人', type: 'user' },
  { key: 'code', title: '编码', type: 'popup', popup: { code: 'rep' } },
];
const field = (key: string) => FIELDS.find((f) => f.key === key)!;

function run(...actions: BuilderAction[]): BuilderState {
  return actions.reduce(reduceBuilder, initialBuilderState());
}

/** A state with one row per [field, rule, value]. */
type RowSpec = [key: string, rule: QueryRule, val: unknown];

function withRows(...rows: RowSpec[]): BuilderState {
  let s = initialBuilderState();
  for (const [key, rule, val] of rows) {
    s = reduceBuilder(s, { type: 'add' });
    const id = s.rows[s.rows.length - 1]!.id;
    s = reduceBuilder(s, { type: 'field', id, field: field(key) });
    s = reduceBuilder(s, { type: 'rule', id, rule, field: field(key) });
    s = reduceBuilder(s, { type: 'value', id, val: val as BuilderValue });
  }
  return s;
}

describe('fields from a resource schema', () => {
  const schema: ResourceSchema = {
    name: 't',
    title: 'T',
    apiBase: '/t',
    permissionPrefix: 't:',
    table: 't',
    fields: [
      { key: 'name', title: '名称', kind: 'text', search: 'like' },
      { key: 'memo', title: '备注', kind: 'textarea', filter: true },
      { key: 'qty', title: '数量', kind: 'integer', sort: true },
      { key: 'price', title: '价格', kind: 'number', filter: true },
      { key: 'day', title: '日期', kind: 'date', filter: true },
      { key: 'at', title: '时间', kind: 'datetime', search: 'range' },
      { key: 'sex', title: '性别', kind: 'dict', dictCode: 'sex', search: 'eq' },
      { key: 'tags', title: '标签', kind: 'dictMulti', dictCode: 'tag', filter: true },
      { key: 'nodict', title: '无字典', kind: 'dict', filter: true },
      { key: 'on', title: '开关', kind: 'switch', filter: true },
      { key: 'dep', title: '部门', kind: 'depart', filter: true },
      { key: 'who', title: '用户', kind: 'user', filter: true },
      { key: 'hidden', title: '不可查', kind: 'text' },
      { key: 'password', title: '密码', kind: 'password', filter: true },
      { key: 'token', title: '令牌', kind: 'text', filter: true, secret: true },
    ],
  };

  it('maps kinds to builder types and offers only filterable, non-secret fields', () => {
    expect(builderFieldsOf(schema)).toEqual([
      { key: 'name', title: '名称', type: 'text' },
      { key: 'memo', title: '备注', type: 'text' },
      { key: 'qty', title: '数量', type: 'number', integer: true },
      { key: 'price', title: '价格', type: 'number' },
      { key: 'day', title: '日期', type: 'date' },
      { key: 'at', title: '时间', type: 'datetime' },
      { key: 'sex', title: '性别', type: 'dictionary', dictCode: 'sex' },
      { key: 'tags', title: '标签', type: 'dictionary', dictCode: 'tag', multiple: true },
      { key: 'nodict', title: '无字典', type: 'text' },
      { key: 'on', title: '开关', type: 'switch' },
      { key: 'dep', title: '部门', type: 'department' },
      { key: 'who', title: '用户', type: 'user' },
    ]);
  });
});

describe('rules per type', () => {
  it('offers every rule on text and before a field is chosen, in the builder order', () => {
    expect(rulesFor(field('name'))).toEqual([
      'eq',
      'like',
      'right_like',
      'left_like',
      'in',
      'ne',
      'gt',
      'ge',
      'lt',
      'le',
    ]);
    expect(rulesFor(undefined)).toEqual(rulesFor(field('name')));
    expect(ruleOptionsFor(field('name'))[2]).toEqual({ value: 'right_like', label: '以..开始' });
  });

  it('offers no pattern rules on numbers and dates, choices on dictionaries, pickers and switches', () => {
    for (const k of ['qty', 'price', 'birthday', 'createTime']) {
      expect(rulesFor(field(k))).toEqual(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
    }
    for (const k of ['sex', 'level', 'departId', 'owner'])
      expect(rulesFor(field(k))).toEqual(['eq', 'in', 'ne']);
    expect(rulesFor(field('tags'))).toEqual(['eq', 'like', 'ne']);
    expect(rulesFor(field('enabled'))).toEqual(['eq', 'ne']);
    expect(rulesFor(field('code'))).toEqual(['eq', 'like', 'right_like', 'left_like', 'in', 'ne']);
    expect(ruleOptionsFor(field('sex')).map((o) => o.label)).toEqual(['等于', '在...中', '不等于']);
  });

  it('holds a list only for 在...中 on choice fields', () => {
    expect(isMultiValue(field('sex'), 'in')).toBe(true);
    expect(isMultiValue(field('departId'), 'in')).toBe(true);
    expect(isMultiValue(field('owner'), 'in')).toBe(true);
    expect(isMultiValue(field('sex'), 'eq')).toBe(false);
    expect(isMultiValue(field('name'), 'in')).toBe(false);
  });
});

describe('rows and resets (spec 002 §4)', () => {
  it('opens with one blank 等于 row, adds and removes rows, resets to one blank row', () => {
    let s = run({ type: 'open' });
    expect(s.rows).toEqual([{ id: 1, rule: 'eq' }]);
    expect(reduceBuilder(s, { type: 'open' })).toBe(s);
    s = reduceBuilder(s, { type: 'add' });
    expect(s.rows.map((r) => r.id)).toEqual([1, 2]);
    s = reduceBuilder(s, { type: 'remove', id: 1 });
    expect(s.rows.map((r) => r.id)).toEqual([2]);
    s = reduceBuilder(s, { type: 'matchType', matchType: 'or' });
    s = reduceBuilder(s, { type: 'reset' });
    expect(s.rows).toEqual([{ id: 3, rule: 'eq' }]);
    expect(s.matchType).toBe('or');
  });

  it('choosing a field clears the value and keeps the rule only when the field offers it', () => {
    const row = { id: 1, field: 'name', rule: 'like' as const, val: 'abc' };
    expect(changeField(row, field('qty'))).toEqual({ id: 1, field: 'qty', rule: 'eq' });
    const gt = { id: 1, field: 'qty', rule: 'gt' as const, val: 5 };
    expect(changeField(gt, field('birthday'))).toEqual({ id: 1, field: 'birthday', rule: 'gt' });
    expect(changeField(gt, undefined)).toEqual({ id: 1, rule: 'gt' });
  });

  it('a switch field starts at its second option (the switch cannot show "nothing")', () => {
    expect(changeField({ id: 1, rule: 'eq' }, field('enabled'))).toEqual({
      id: 1,
      field: 'enabled',
      rule: 'eq',
      val: 'N',
    });
    expect(changeField({ id: 1, rule: 'eq' }, field('flag')).val).toBe('0');
  });

  it('leaving 在...中 on a dictionary or options field keeps the first item', () => {
    expect(changeRule({ id: 1, field: 'sex', rule: 'in', val: ['1', '2'] }, 'eq', field('sex')).val).toBe(
      '1',
    );
    expect(changeRule({ id: 1, field: 'sex', rule: 'in', val: '2,1' }, 'ne', field('sex')).val).toBe('2');
    expect(changeRule({ id: 1, field: 'level', rule: 'in', val: ['a'] }, 'eq', field('level')).val).toBe('a');
    // pickers hold lists too; text keeps its comma list
    expect(
      changeRule({ id: 1, field: 'owner', rule: 'in', val: ['u1', 'u2'] }, 'eq', field('owner')).val,
    ).toBe('u1');
    expect(changeRule({ id: 1, field: 'name', rule: 'in', val: 'a,b' }, 'eq', field('name')).val).toBe('a,b');
    // other rule changes keep the value
    expect(changeRule({ id: 1, field: 'sex', rule: 'eq', val: '1' }, 'ne', field('sex')).val).toBe('1');
  });

  it('entering 在...中 on a choice field wraps the value in a list', () => {
    expect(changeRule({ id: 1, field: 'sex', rule: 'eq', val: '1' }, 'in', field('sex')).val).toEqual(['1']);
    expect(changeRule({ id: 1, field: 'sex', rule: 'eq' }, 'in', field('sex'))).toEqual({
      id: 1,
      field: 'sex',
      rule: 'in',
    });
    expect(changeRule({ id: 1, field: 'name', rule: 'eq', val: 'x' }, 'in', field('name')).val).toBe('x');
  });

  it('a null value (cleared number) removes it', () => {
    const s = withRows(['qty', 'eq', 5]);
    const id = s.rows[0]!.id;
    expect(reduceBuilder(s, { type: 'value', id, val: null }).rows[0]).toEqual({
      id,
      field: 'qty',
      rule: 'eq',
    });
  });
});

describe('query (validation and conversion)', () => {
  it('refuses a query with no complete row: 不能查询空条件', () => {
    expect(buildQuery(run(), FIELDS)).toEqual({ ok: false, message: M.emptyQuery });
    expect(buildQuery(run({ type: 'open' }, { type: 'add' }), FIELDS)).toEqual({
      ok: false,
      message: M.emptyQuery,
    });
    expect(buildQuery(withRows(['name', 'eq', '   ']), FIELDS)).toEqual({ ok: false, message: M.emptyQuery });
    expect(buildQuery(withRows(['sex', 'in', []]), FIELDS)).toEqual({ ok: false, message: '不能查询空条件' });
  });

  it('converts each type with its wire type and dbType, joins lists and drops incomplete rows', () => {
    let s = withRows(
      ['name', 'like', ' 张 '],
      ['qty', 'ge', 10],
      ['price', 'lt', 9.5],
      ['birthday', 'eq', '2024-05-01'],
      ['createTime', 'le', '2024-05-01 10:00:00'],
      ['sex', 'in', ['1', '2']],
      ['tags', 'like', 'x'],
      ['enabled', 'eq', 'Y'],
      ['departId', 'eq', 'd1'],
      ['owner', 'in', ['admin', 'jeecg']],
      ['code', 'eq', 'C1'],
      ['name', 'eq', ''],
    );
    s = reduceBuilder(s, { type: 'matchType', matchType: 'or' });
    const out = buildQuery(s, FIELDS);
    expect(out).toEqual({
      ok: true,
      matchType: 'or',
      params: [
        { field: 'name', rule: 'like', val: '张', type: 'string' },
        { field: 'qty', rule: 'ge', val: '10', type: 'int', dbType: 'int' },
        { field: 'price', rule: 'lt', val: '9.5', type: 'number', dbType: 'bigdecimal' },
        { field: 'birthday', rule: 'eq', val: '2024-05-01', type: 'date' },
        { field: 'createTime', rule: 'le', val: '2024-05-01 10:00:00', type: 'datetime' },
        { field: 'sex', rule: 'in', val: '1,2', type: 'list' },
        { field: 'tags', rule: 'like', val: 'x', type: 'list_multi' },
        { field: 'enabled', rule: 'eq', val: 'Y', type: 'switch' },
        { field: 'departId', rule: 'eq', val: 'd1', type: 'sel_depart' },
        { field: 'owner', rule: 'in', val: 'admin,jeecg', type: 'sel_user' },
        { field: 'code', rule: 'eq', val: 'C1', type: 'popup' },
      ],
    });
    // What the list sends decodes back to the same conditions on the server.
    if (!out.ok) throw new Error('expected ok');
    expect(decodeSuperQuery(encodeSuperQuery(out.params))).toEqual({ ok: true, conditions: out.params });
  });

  it('ignores rows whose field is not offered (e.g. from an old saved query)', () => {
    const s = withRows(['name', 'eq', 'a']);
    const foreign: BuilderState = {
      ...s,
      rows: [...s.rows, { id: 99, field: 'gone', rule: 'eq', val: 'x' }],
    };
    expect(buildQuery(foreign, FIELDS)).toMatchObject({ ok: true, params: [{ field: 'name' }] });
  });

  it('more than 50 conditions are refused with the shared message', () => {
    const many = withRows(...Array.from({ length: 51 }, (): RowSpec => ['name', 'eq', 'a']));
    expect(buildQuery(many, FIELDS)).toEqual({ ok: false, message: '高级查询条件过多，最多 50 个' });
  });
});

/** An in-memory storage that keeps values as JSON (like localStorage would). */
function memoryStorage(
  initial: Record<string, unknown> = {},
): SavedQueryStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial).map(([k, v]) => [k, JSON.stringify(v)]));
  return {
    data,
    get: (key) => (data.has(key) ? (JSON.parse(data.get(key)!) as unknown) : null),
    set: (key, value) => void data.set(key, JSON.stringify(value)),
  };
}

function scriptedUi(answers: boolean[] = []) {
  const log: string[] = [];
  const ui: BuilderUi = {
    warning: (t) => void log.push(`warning:${t}`),
    success: (t) => void log.push(`success:${t}`),
    confirm: async (t) => {
      log.push(`confirm:${t}`);
      return answers.shift() ?? false;
    },
  };
  return { ui, log };
}

describe('saved queries (spec 002 §3 "Saved query", §5)', () => {
  const KEY = savedQueryKey(null, '/system/user');

  it('keys are JSuperQuerySaved_ + the save code, else the route path', () => {
    expect(savedQueryKey('userList', '/system/user')).toBe('JSuperQuerySaved_userList');
    expect(savedQueryKey(undefined, '/system/user')).toBe('JSuperQuerySaved_/system/user');
    expect(savedQueryKey('', '/x')).toBe('JSuperQuerySaved_/x');
  });

  it('planSave: empty name, taken name, new name', () => {
    const list: SavedQuery[] = [{ title: '我的', matchType: 'and', records: [] }];
    expect(planSave(list, '  ')).toEqual({ kind: 'invalid', message: '保存名称不能为空' });
    expect(planSave(list, ' 我的 ')).toEqual({ kind: 'overwrite', confirm: '我的 已存在，是否覆盖？' });
    expect(planSave(list, '别的')).toEqual({ kind: 'new' });
    const replaced = applySave(list, { title: '我的', matchType: 'or', records: [] });
    expect(replaced).toEqual([{ title: '我的', matchType: 'or', records: [] }]);
    expect(applySave(list, { title: '新', matchType: 'and', records: [] })).toHaveLength(2);
  });

  it('saves the complete rows with the item keys, then overwrites after the confirm', async () => {
    const storage = memoryStorage();
    const store = savedQueryStore(storage, KEY);
    const state = reduceBuilder(withRows(['sex', 'in', ['1']], ['name', 'eq', '']), {
      type: 'matchType',
      matchType: 'or',
    });
    const { ui, log } = scriptedUi([false, true]);

    const first = await saveNamedQuery(store, ' 女性 ', state, FIELDS, ui);
    expect(first).toEqual([
      {
        title: '女性',
        matchType: 'or',
        records: [{ field: 'sex', rule: 'in', val: ['1'], type: 'list', dictCode: 'sex' }],
      },
    ]);
    expect(JSON.parse(storage.data.get(KEY)!)).toEqual(first);

    const other = withRows(['qty', 'gt', 3]);
    expect(await saveNamedQuery(store, '女性', other, FIELDS, ui)).toBeNull(); // declined
    expect(store.list()).toEqual(first);
    const after = await saveNamedQuery(store, '女性', other, FIELDS, ui);
    expect(after).toEqual([
      {
        title: '女性',
        matchType: 'and',
        records: [{ field: 'qty', rule: 'gt', val: 3, type: 'int', dbType: 'int' }],
      },
    ]);
    expect(log).toEqual([
      'success:保存成功',
      'confirm:女性 已存在，是否覆盖？',
      'confirm:女性 已存在，是否覆盖？',
      'success:保存成功',
    ]);
  });

  it('warns 空条件不能保存 and 保存名称不能为空 and stores nothing', async () => {
    const storage = memoryStorage();
    const store = savedQueryStore(storage, KEY);
    const { ui, log } = scriptedUi();
    expect(await saveNamedQuery(store, 'x', run({ type: 'open' }), FIELDS, ui)).toBeNull();
    expect(await saveNamedQuery(store, ' ', withRows(['name', 'eq', 'a']), FIELDS, ui)).toBeNull();
    expect(log).toEqual(['warning:空条件不能保存', 'warning:保存名称不能为空']);
    expect(storage.data.size).toBe(0);
  });

  it('deletes after 是否删除当前查询？ only when confirmed', async () => {
    const saved: SavedQuery[] = [
      { title: 'a', matchType: 'and', records: [] },
      { title: 'b', matchType: 'or', records: [] },
    ];
    const storage = memoryStorage({ [KEY]: saved });
    const store = savedQueryStore(storage, KEY);
    const { ui, log } = scriptedUi([false, true]);
    expect(await deleteSavedQuery(store, 'a', ui)).toBeNull();
    expect(store.list()).toHaveLength(2);
    expect(await deleteSavedQuery(store, 'a', ui)).toEqual([saved[1]]);
    expect(store.list()).toEqual([saved[1]]);
    expect(log).toEqual(['confirm:是否删除当前查询？', 'confirm:是否删除当前查询？']);
  });

  it('reads stored data defensively (JeecgBoot entries, junk, missing match type)', () => {
    const storage = memoryStorage({
      [KEY]: [
        { title: 'jeecg', records: [{ field: 'sex', rule: 'eq', val: '1', type: 'list', dictCode: 'sex' }] },
        {
          title: 'bad-records',
          matchType: 'or',
          records: [
            { field: 'x', rule: 'drop table', val: '1' },
            null,
            { field: 'y', rule: 'eq', val: { a: 1 } },
          ],
        },
        { matchType: 'and', records: [] },
        'junk',
      ],
      other: 'not a list',
    });
    expect(readSavedQueries(storage, KEY)).toEqual([
      {
        title: 'jeecg',
        matchType: 'and',
        records: [{ field: 'sex', rule: 'eq', val: '1', type: 'list', dictCode: 'sex' }],
      },
      { title: 'bad-records', matchType: 'or', records: [] },
    ]);
    expect(readSavedQueries(storage, 'other')).toEqual([]);
    expect(readSavedQueries(storage, 'absent')).toEqual([]);
  });

  it('loading a saved query takes its match type and the rows whose field is still offered', () => {
    const saved: SavedQuery = {
      title: 's',
      matchType: 'or',
      records: [
        { field: 'sex', rule: 'in', val: ['1', '2'] },
        { field: 'gone', rule: 'eq', val: 'x' },
        { field: 'qty', rule: 'ge', val: 3 },
      ],
    };
    const s = reduceBuilder(run({ type: 'open' }), { type: 'load', saved, fields: FIELDS });
    expect(s.matchType).toBe('or');
    expect(s.rows).toEqual([
      { id: 2, field: 'sex', rule: 'in', val: ['1', '2'] },
      { id: 3, field: 'qty', rule: 'ge', val: 3 },
    ]);
    // the rows are copies: editing them does not touch the saved entry
    expect(s.rows[0]!.val).not.toBe(saved.records[0]!.val);
  });
});
