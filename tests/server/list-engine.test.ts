import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/shared/domain/contract/result';
import { encodeSuperQuery } from '../../src/shared/domain/query/super-query';
import type { ResourceSchema } from '../../src/shared/domain/resources/types';
import type { Row } from '../../server/db/db';
import type { DataRuleCondition } from '../../server/lib/list-query/data-rules';
import { orderByClause } from '../../server/lib/list-query/order-by';
import { parsePaging } from '../../server/lib/list-query/page';
import type { RawQuery } from '../../server/lib/list-query/query-input';
import { buildListWhere, runListQuery, whereForIds } from '../../server/lib/list-query/run-list';
import { SqlParams } from '../../server/lib/list-query/sql-params';
import { ok } from '../../server/plugins/envelope';
import { call, login } from './support/helpers';
import { createItemTable, ITEM_SCHEMA, LIVE, type ItemRow } from './support/list-engine-fixture';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: async (api) => {
      api.get('/test/lq/list', { config: { policy: { authenticated: true } } }, async (request) =>
        ok(await list(request.query as RawQuery)),
      );
    },
  });
  token = await login(t.app);
  await createItemTable(t.db);
});
afterAll(() => t.close());

function list(query: RawQuery, extra: { dataRules?: DataRuleCondition[]; maxPageSize?: number } = {}) {
  return runListQuery<ItemRow, ItemRow>(t.db, {
    schema: ITEM_SCHEMA,
    alias: 'i',
    select: 'i.id, i.name, i.qty',
    from: 'lq_item i',
    query: { pageSize: '100', ...query },
    fixedWhere: (p) => [`i.del_flag = ${p.add(0)}`],
    dataRules: extra.dataRules,
    maxPageSize: extra.maxPageSize,
    mapRow: (row) => row,
  });
}

/** The ids a query lists, sorted (for filter tests, where order is not the point). */
async function ids(query: RawQuery, extra?: Parameters<typeof list>[1]): Promise<string[]> {
  const page = await list(query, extra);
  return page.records.map((r) => r.id).sort();
}

/** The ids in list order. */
async function ordered(query: RawQuery): Promise<string[]> {
  return (await list(query)).records.map((r) => r.id);
}

async function refusal(query: RawQuery, extra?: Parameters<typeof list>[1]): Promise<string> {
  try {
    await list(query, extra);
  } catch (e) {
    expect((e as Error).name).toBe('BizError');
    return (e as Error).message;
  }
  throw new Error('expected a BizError');
}

const superQuery = (conditions: Array<Record<string, unknown>>, matchType?: string): RawQuery => ({
  superQueryParams: encodeSuperQuery(conditions),
  ...(matchType ? { superQueryMatchType: matchType } : {}),
});

describe('plain parameters: wrapping rules', () => {
  it('lists everything live without filters, skipping the fixed-condition rows', async () => {
    expect(await ids({})).toEqual(LIVE);
  });

  it('like / right_like / left_like, case-insensitive', async () => {
    expect(await ids({ name: '*alpha*' })).toEqual(['i01', 'i02']);
    expect(await ids({ name: 'AL*' })).toEqual(['i01', 'i02']);
    expect(await ids({ name: '*beta' })).toEqual(['i02', 'i03']);
    expect(await ids({ name: '*张*' })).toEqual(['i08']);
  });

  it('escapes %, _ and \\ inside LIKE values', async () => {
    expect(await ids({ name: '*50%*' })).toEqual(['i04']);
    expect(await ids({ name: '*under_s*' })).toEqual(['i05']);
    expect(await ids({ code: '*D\\1*' })).toEqual(['i05']);
    expect(await ids({ code: '*_*' })).toEqual(['i03']);
  });

  it('eq, !ne, the operator forms and the broken JeecgBoot forms', async () => {
    expect(await ids({ code: 'A-1' })).toEqual(['i01']);
    expect(await ids({ code: '!A-1' })).toEqual(LIVE.filter((id) => id !== 'i01'));
    expect(await ids({ code: '!= A-1' })).toEqual(LIVE.filter((id) => id !== 'i01'));
    expect(await ids({ code: 'ne A-1' })).toEqual(LIVE.filter((id) => id !== 'i01'));
    expect(await ids({ code: 'in A-1' })).toEqual(['i01']);
    expect(await ids({ name: "O'Brien" })).toEqual(['i07']);
    expect(await ids({ code: '*' })).toEqual([]);
  });

  it('comma lists are IN (repeated keys join like Spring binding), ,a,b, is any-of LIKE', async () => {
    expect(await ids({ code: 'A-1,B_1' })).toEqual(['i01', 'i03']);
    expect(await ids({ code: ['A-1', 'B_1'] })).toEqual(['i01', 'i03']);
    expect(await ids({ tags: ',a,c,' })).toEqual(['i01', 'i03', 'i05']);
    expect(await ids({ tags: ',b,' })).toEqual(['i01', 'i02']);
  });

  it('types integer values and refuses what is not one', async () => {
    expect(await ids({ qty: '>= 10' })).toEqual(['i04', 'i05']);
    expect(await ids({ qty: 'ge 10' })).toEqual(['i04', 'i05']);
    expect(await ids({ qty: '> 5' })).toEqual(['i04', 'i05', 'i09', 'i10']);
    expect(await ids({ qty: 'lt 3' })).toEqual(['i01', 'i02']);
    expect(await ids({ qty: '1,2' })).toEqual(['i01', 'i02']);
    expect(await ids({ qty: '5' })).toEqual(['i07', 'i08']);
    expect(await ids({ qty: '!5' })).toEqual(['i01', 'i02', 'i03', 'i04', 'i05', 'i09', 'i10']);
    for (const bad of ['abc', '1.5', '*1*', '1;drop', '99999999999999999999', ',1,2,', '1,x']) {
      expect(await refusal({ qty: bad })).toBe('查询条件「数量」的值格式不正确');
    }
  });

  it('types decimal values (numeric equality, not text)', async () => {
    expect(await ids({ price: '1.5' })).toEqual(['i01']);
    expect(await ids({ price: '>= 10' })).toEqual(['i03', 'i04']);
    expect(await refusal({ price: '1e3' })).toBe('查询条件「价格」的值格式不正确');
  });

  it('compares dict, switch and tenant codes as text, whatever the column type', async () => {
    expect(await ids({ status: '2' })).toEqual(['i03', 'i05']);
    expect(await ids({ status: '1,2' })).toEqual(LIVE.filter((id) => id !== 'i06'));
    expect(await ids({ status: 'abc' })).toEqual([]);
    expect(await ids({ status: '*2*' })).toEqual(['i03', 'i05']);
    expect(await ids({ flag: 'N' })).toEqual(['i02', 'i05']);
    expect(await ids({ tenantId: '2' })).toEqual(['i03', 'i04', 'i07']);
    expect(await ids({ tenantId: 'x' })).toEqual([]);
  });

  it('quotes keyword-named columns', async () => {
    expect(await ids({ group: 'g2' })).toEqual(['i03', 'i04']);
    expect(await ordered({ column: 'group', order: 'asc', group: 'g1,g2' })).toEqual([
      'i01',
      'i02',
      'i03',
      'i04',
    ]);
  });
});

describe('plain parameters: ranges and _MultiString', () => {
  it('integer ranges', async () => {
    expect(await ids({ qty_begin: '2', qty_end: '5' })).toEqual(['i02', 'i03', 'i07', 'i08']);
    expect(await ids({ qty_begin: '10' })).toEqual(['i04', 'i05']);
    expect(await refusal({ qty_end: 'ten' })).toBe('查询条件「数量」的值格式不正确');
  });

  it('date ranges (date column)', async () => {
    expect(await ids({ birthday_begin: '1990-01-01', birthday_end: '1990-12-31' })).toEqual(['i01', 'i02']);
    expect(await ids({ birthday: '2000-02-29' })).toEqual(['i03']);
    expect(await refusal({ birthday_begin: '2001-02-29' })).toBe('查询条件「生日」的值格式不正确');
    expect(await refusal({ birthday: '*1990*' })).toBe('查询条件「生日」的值格式不正确');
  });

  it('date-time ranges: a 10-char day covers 00:00:00 to 23:59:59.999 (GMT+8)', async () => {
    expect(await ids({ createTime_begin: '2024-01-01', createTime_end: '2024-01-01' })).toEqual([
      'i01',
      'i02',
    ]);
    expect(await ids({ createTime_end: '2024-01-01 23:59:59' })).toEqual(['i01', 'i02']);
    expect(await ids({ createTime_end: '2024-01-01 23:59:58' })).toEqual(['i01']);
    expect(await ids({ createTime_begin: '2024-01-02', createTime_end: '2024-02-15 10:30' })).toEqual([
      'i03',
      'i04',
      'i05',
    ]);
    // equality means the named second (stored microseconds included) or the whole day
    expect(await ids({ createTime: '2024-02-15 10:30:00' })).toEqual(['i04', 'i05']);
    expect(await ids({ createTime: '2024-01-01' })).toEqual(['i01', 'i02']);
    expect(await ids({ createTime: '!2024-01-01' })).toEqual(
      LIVE.filter((id) => id !== 'i01' && id !== 'i02'),
    );
    expect(await ids({ createTime: '> 2024-03-03' })).toEqual(['i09', 'i10']);
    expect(await ids({ createTime: '< 2024-01-02' })).toEqual(['i01', 'i02']);
    expect(await ids({ createTime: '2024-01-01,2024-03-05' })).toEqual(['i01', 'i02', 'i10']);
    for (const bad of ['2024-13-01', '2024-01-01 24:00:00', 'yesterday', '2024/01/01']) {
      expect(await refusal({ createTime_begin: bad })).toBe('查询条件「创建时间」的值格式不正确');
    }
  });

  it('_MultiString is IN with typed values', async () => {
    expect(await ids({ qty_MultiString: '1,3' })).toEqual(['i01', 'i03']);
    expect(await ids({ code_MultiString: 'A-1, F-1' })).toEqual(['i01', 'i07']);
    expect(await refusal({ qty_MultiString: '1,x' })).toBe('查询条件「数量」的值格式不正确');
  });

  it('caps IN lists at 1000 values', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => `c${i}`).join(',');
    expect(await refusal({ code: many })).toBe('查询条件「编码」的值过多，最多 1000 个');
    const justEnough = [...many.split(',').slice(0, 999), 'A-1'].join(',');
    expect(await ids({ code: justEnough })).toEqual(['i01']);
  });
});

describe('what is not a filter', () => {
  it('ignores the list contract keys, unknown names and non-filterable fields', async () => {
    expect(
      await ids({
        _t: '1700000000',
        field: 'id,,name,qty',
        pageNo: '1',
        selections: 'i01',
        foo: 'bar',
        note: 'n-one',
        delFlag: '1',
        'id; drop table lq_item': '1',
        'name)--': 'x',
      }),
    ).toEqual(LIVE);
  });

  it('silently ignores secret fields as plain params, whatever their flags', async () => {
    expect(await ids({ password: '*a*' })).toEqual(LIVE);
    expect(await ids({ password: 'pa' })).toEqual(LIVE);
    expect(await ids({ password_begin: 'z', password_end: 'z' })).toEqual(LIVE);
    expect(await ids({ password_MultiString: 'pa,xx' })).toEqual(LIVE);
    expect(await ids({ salt: 's1' })).toEqual(LIVE);
  });

  it('refuses sorting by a secret or unknown column', async () => {
    expect(await refusal({ column: 'password', order: 'asc' })).toBe(
      '请注意，将要排序的列字段不存在：password',
    );
    expect(await refusal({ column: 'salt_dictText', order: 'asc' })).toBe(
      '请注意，将要排序的列字段不存在：salt_dictText',
    );
    expect(await refusal({ column: 'note', order: 'asc' })).toBe('请注意，将要排序的列字段不存在：note');
  });

  it('keeps injection attempts in values as bound text', async () => {
    expect(await ids({ name: "x'; DROP TABLE lq_item; --" })).toEqual([]);
    expect(await ids({ name: "*' OR '1'='1*" })).toEqual([]);
    expect(await ids({ code: "A-1') OR ('1'='1" })).toEqual([]);
    expect(await refusal({ qty: '1 OR 1=1' })).toBe('查询条件「数量」的值格式不正确');
    expect(await ids({})).toEqual(LIVE);
  });

  it('refuses injection attempts in sort columns', async () => {
    expect(await refusal({ column: 'id desc, (select 1)', order: 'asc' })).toBe(
      '请注意，将要排序的列字段不存在：id desc',
    );
    expect(await refusal({ column: 'qty;drop table lq_item', order: 'asc' })).toBe(
      '请注意，将要排序的列字段不存在：qty;drop table lq_item',
    );
  });
});

describe('sorting', () => {
  it('column/order with the id as tie-breaker; asc anywhere in order means ascending', async () => {
    expect(await ordered({ column: 'qty', order: 'asc', qty_begin: '1' })).toEqual([
      'i01',
      'i02',
      'i03',
      'i07',
      'i08',
      'i09',
      'i10',
      'i04',
      'i05',
    ]);
    expect(await ordered({ column: 'qty', order: 'descend', qty_begin: '5', qty_end: '5' })).toEqual([
      'i08',
      'i07',
    ]);
    expect(await ordered({ column: 'qty', order: 'ASC', qty: '5' })).toEqual(['i07', 'i08']);
    expect(await ordered({ column: 'status,qty', order: 'asc', status: '2,1', qty_end: '2' })).toEqual([
      'i01',
      'i02',
    ]);
  });

  it('strips _dictText and needs both column and order', async () => {
    expect(await ordered({ column: 'status_dictText', order: 'desc', status: '1,2', qty_end: '3' })).toEqual([
      'i03',
      'i02',
      'i01',
    ]);
    // column without order → the schema default (createTime desc)
    expect(await ordered({ column: 'qty', createTime_begin: '2024-03-01' })).toEqual([
      'i10',
      'i09',
      'i08',
      'i07',
      'i06',
    ]);
    expect(orderByClause(ITEM_SCHEMA, 'i')).toBe('i."create_time" DESC, i."id" DESC');
    expect(orderByClause({ ...ITEM_SCHEMA, defaultSort: undefined }, 'i', {})).toBe('i."id" ASC');
    expect(orderByClause(ITEM_SCHEMA, 'i', { column: 'id,name', order: 'asc' })).toBe(
      'i."id" ASC, i."name" ASC',
    );
  });
});

describe('superQueryParams', () => {
  const two = [
    { field: 'name', rule: 'like', val: 'alpha' },
    { field: 'qty', rule: 'ge', val: '2', dbType: 'int' },
  ];

  it('AND and OR in one bracketed group, next to the plain filters', async () => {
    expect(await ids(superQuery(two))).toEqual(['i02']);
    expect(await ids(superQuery(two, 'and'))).toEqual(['i02']);
    expect(await ids(superQuery(two, 'OR'))).toEqual(LIVE.filter((id) => id !== 'i06'));
    // the OR stays inside its bracket: the plain filter still restricts
    expect(await ids({ ...superQuery(two, 'or'), code: 'A-1' })).toEqual(['i01']);
  });

  it('reads every rule code and symbol', async () => {
    const one = async (rule: string, val: unknown, field = 'qty') => ids(superQuery([{ field, rule, val }]));
    expect(await one('eq', '5')).toEqual(['i07', 'i08']);
    expect(await one('ne', '5')).toEqual(['i01', 'i02', 'i03', 'i04', 'i05', 'i09', 'i10']);
    expect(await one('gt', '8')).toEqual(['i04', 'i05']);
    expect(await one('>=', '8')).toEqual(['i04', 'i05', 'i10']);
    expect(await one('lt', '2')).toEqual(['i01']);
    expect(await one('le', '2')).toEqual(['i01', 'i02']);
    expect(await one('in', ['1', '3'])).toEqual(['i01', 'i03']);
    expect(await one('like', 'ETA', 'name')).toEqual(['i02', 'i03']);
    expect(await one('right_like', 'al', 'name')).toEqual(['i01', 'i02']);
    expect(await one('left_like', 'off', 'name')).toEqual(['i04', 'i10']);
    expect(await one('LIKE', '%', 'name')).toEqual(['i04']);
  });

  it('parses type date / datetime and checks dbType', async () => {
    expect(
      await ids(superQuery([{ field: 'birthday', rule: 'eq', val: '2000-02-29', type: 'date' }])),
    ).toEqual(['i03']);
    expect(
      await ids(
        superQuery([{ field: 'createTime', rule: 'ge', val: '2024-03-04 08:00:00', type: 'datetime' }]),
      ),
    ).toEqual(['i09', 'i10']);
    expect(await refusal(superQuery([{ field: 'birthday', rule: 'eq', val: 'soon', type: 'date' }]))).toBe(
      '查询条件「生日」的值格式不正确',
    );
    expect(await refusal(superQuery([{ field: 'name', rule: 'eq', val: 'x', dbType: 'int' }]))).toBe(
      '查询条件「名称」的值格式不正确',
    );
    expect(await refusal(superQuery([{ field: 'flag', rule: 'eq', val: 'maybe', dbType: 'boolean' }]))).toBe(
      '查询条件「启用」的值格式不正确',
    );
    expect(
      await ids(superQuery([{ field: 'price', rule: 'eq', val: '10.25', dbType: 'BigDecimal' }])),
    ).toEqual(['i03']);
  });

  it('refuses unknown, secret and non-filterable fields', async () => {
    for (const field of ['password', 'salt', 'note', 'nope', 'id; drop table lq_item', 'create_time']) {
      expect(await refusal(superQuery([{ field, rule: 'eq', val: 'x' }]))).toBe(
        `高级查询字段不存在：${field}`,
      );
    }
    expect(await refusal(superQuery([{ field: 'password', rule: 'like', val: 'a' }], 'or'))).toBe(
      '高级查询字段不存在：password',
    );
  });

  it('drops empty items, refuses an unreadable parameter', async () => {
    expect(
      await ids(
        superQuery([
          { field: 'qty', rule: 'eq', val: '' },
          { field: '', rule: 'eq', val: '1' },
        ]),
      ),
    ).toEqual(LIVE);
    expect(await refusal({ superQueryParams: 'not json' })).toBe('高级查询条件格式不正确');
    expect(await refusal({ superQueryParams: '[{"field":"qty","rule":"between","val":"1"}]' })).toBe(
      '高级查询规则不正确：between',
    );
  });

  it('keeps injection attempts in values as bound text', async () => {
    expect(await ids(superQuery([{ field: 'name', rule: 'eq', val: "') OR 1=1 --" }]))).toEqual([]);
    expect(await ids(superQuery([{ field: 'name', rule: 'in', val: "Alpha','Beta" }]))).toEqual([]);
  });
});

describe('data rules', () => {
  const rule = (
    field: string,
    condition: DataRuleCondition['condition'],
    value: string,
  ): DataRuleCondition => ({
    field,
    condition,
    value,
  });

  it('ANDs the rules with the query, on any non-secret field (by key or column)', async () => {
    expect(await ids({}, { dataRules: [rule('tenantId', '=', '2')] })).toEqual(['i03', 'i04', 'i07']);
    expect(await ids({}, { dataRules: [rule('tenant_id', '=', '2'), rule('qty', '>', '3')] })).toEqual([
      'i04',
      'i07',
    ]);
    expect(await ids({ name: '*a*' }, { dataRules: [rule('tenantId', '=', '2')] })).toEqual(['i03']);
    expect(await ids({}, { dataRules: [rule('note', 'LIKE', 'n-')] })).toEqual(['i01', 'i02']);
    expect(await ids({}, { dataRules: [rule('note', 'RIGHT_LIKE', 'n-t')] })).toEqual(['i02']);
    expect(await ids({}, { dataRules: [rule('name', 'LEFT_LIKE', 'off')] })).toEqual(['i04', 'i10']);
    expect(await ids({}, { dataRules: [rule('code', 'IN', "'A-1','B_1'")] })).toEqual(['i01', 'i03']);
    expect(await ids({}, { dataRules: [rule('code', '!=', "'A-1'")] })).toEqual(
      LIVE.filter((id) => id !== 'i01'),
    );
    expect(await ids({}, { dataRules: [rule('qty', '<=', '2'), rule('qty', '>=', '2')] })).toEqual(['i02']);
    expect(await ids({}, { dataRules: [rule('qty', '<', '2')] })).toEqual(['i01']);
  });

  it('an OR advanced query cannot escape a data rule', async () => {
    const q = superQuery(
      [
        { field: 'tenantId', rule: 'eq', val: '1' },
        { field: 'tenantId', rule: 'eq', val: '2' },
      ],
      'or',
    );
    expect(await ids(q, { dataRules: [rule('tenantId', '=', '2')] })).toEqual(['i03', 'i04', 'i07']);
  });

  it('fails closed', async () => {
    expect(await ids({}, { dataRules: [rule('code', 'IN', ' , ')] })).toEqual([]);
    expect(await refusal({}, { dataRules: [rule('x', 'USE_SQL_RULES', '1=1')] })).toBe(
      '数据权限规则不支持自定义SQL片段',
    );
    expect(await refusal({}, { dataRules: [rule('password', '=', 'pa')] })).toBe(
      '数据权限规则字段不存在：password',
    );
    expect(await refusal({}, { dataRules: [rule('nope', '=', '1')] })).toBe('数据权限规则字段不存在：nope');
    expect(
      await refusal(
        {},
        { dataRules: [{ field: 'qty', condition: 'BETWEEN' as DataRuleCondition['condition'], value: '1' }] },
      ),
    ).toBe('数据权限规则条件不正确：BETWEEN');
    expect(await refusal({}, { dataRules: [rule('qty', '=', '#{sys_user_code}')] })).toBe(
      '查询条件「数量」的值格式不正确',
    );
  });
});

describe('buildListWhere / whereForIds', () => {
  it('continues the caller numbering and applies data rules to updates', async () => {
    const p = new SqlParams();
    const set = `note = ${p.add('touched')}`;
    const w = whereForIds({
      schema: ITEM_SCHEMA,
      alias: 'i',
      ids: 'i01,i03, i04,,i01',
      fixedWhere: (q) => [`i.del_flag = ${q.add(0)}`],
      dataRules: [{ field: 'tenantId', condition: '=', value: '2' }],
      params: p,
    });
    expect(w.params[0]).toBe('touched');
    await t.db.query(`UPDATE lq_item i SET ${set} WHERE ${w.where}`, w.params);
    const touched = await t.db.query<{ id: string }>(
      `SELECT id FROM lq_item WHERE note = 'touched' ORDER BY id`,
    );
    expect(touched.map((r) => r.id)).toEqual(['i03', 'i04']);
    await t.db.query(`UPDATE lq_item SET note = NULL WHERE note = 'touched'`);
  });

  it('no ids match nothing; too many ids are refused', async () => {
    const none = whereForIds({ schema: ITEM_SCHEMA, alias: '', ids: ' , ' });
    const rows = await t.db.query(`SELECT id FROM lq_item WHERE ${none.where}`, none.params);
    expect(rows).toEqual([]);
    const many = Array.from({ length: 1001 }, (_, i) => `x${i}`);
    expect(() => whereForIds({ schema: ITEM_SCHEMA, alias: 'i', ids: many })).toThrow(
      '一次最多操作 1000 条记录',
    );
  });

  it('gives the same filter as the list, for exports', async () => {
    const q = { name: '*e*', qty_begin: '2', ...superQuery([{ field: 'status', rule: 'eq', val: '1' }]) };
    const w = buildListWhere({
      schema: ITEM_SCHEMA,
      alias: 'i',
      query: q,
      fixedWhere: (p) => [`i.del_flag = ${p.add(0)}`],
    });
    const rows = await t.db.query<{ id: string }>(
      `SELECT i.id FROM lq_item i WHERE ${w.where} ORDER BY i.id`,
      w.params,
    );
    expect(rows.map((r) => r.id)).toEqual(await ids(q));
    expect(rows.map((r) => r.id)).toEqual(['i02', 'i07', 'i09']);
    expect(buildListWhere({ schema: ITEM_SCHEMA, alias: 'i' })).toEqual({ where: 'TRUE', params: [] });
  });
});

describe('paging and the Page shape', () => {
  it('answers the MyBatis-Plus IPage shape, keys in order', async () => {
    const page = await list({ pageNo: '2', pageSize: '3', column: 'id', order: 'asc' });
    expect(Object.keys(page)).toEqual([
      'records',
      'total',
      'size',
      'current',
      'orders',
      'optimizeCountSql',
      'searchCount',
      'countId',
      'maxLimit',
      'pages',
    ]);
    expect(page).toEqual({
      records: [
        { id: 'i04', name: '50% off', qty: 10 },
        { id: 'i05', name: 'under_score', qty: 20 },
        { id: 'i06', name: 'Gamma', qty: null },
      ],
      total: 10,
      size: 3,
      current: 2,
      orders: [],
      optimizeCountSql: true,
      searchCount: true,
      countId: null,
      maxLimit: null,
      pages: 4,
    });
  });

  it('defaults, caps and tolerates bad paging values', async () => {
    const defaults = await runListQuery<ItemRow, string>(t.db, {
      schema: ITEM_SCHEMA,
      alias: 'i',
      select: 'i.id',
      from: 'lq_item i',
      query: {},
      mapRow: (r) => r.id,
    });
    expect([
      defaults.current,
      defaults.size,
      defaults.total,
      defaults.pages,
      defaults.records.length,
    ]).toEqual([1, 10, 11, 2, 10]);
    expect(parsePaging({ pageNo: 'abc', pageSize: 'x' })).toEqual({ pageNo: 1, pageSize: 10, offset: 0 });
    expect(parsePaging({ pageNo: '0', pageSize: '-1' })).toEqual({ pageNo: 1, pageSize: 10, offset: 0 });
    expect(parsePaging({ pageNo: '-3', pageSize: '0' })).toEqual({ pageNo: 1, pageSize: 10, offset: 0 });
    expect(parsePaging({ pageNo: '3', pageSize: '5000' })).toEqual({
      pageNo: 3,
      pageSize: 1000,
      offset: 2000,
    });
    expect(parsePaging({ pageNo: '2', pageSize: '50' }, { maxPageSize: 20 })).toEqual({
      pageNo: 2,
      pageSize: 20,
      offset: 20,
    });
    expect(parsePaging({ pageNo: '1.5', pageSize: '1e3' })).toEqual({ pageNo: 1, pageSize: 10, offset: 0 });
    const capped = await list({ pageSize: '5' }, { maxPageSize: 2 });
    expect([capped.size, capped.records.length, capped.pages]).toEqual([2, 2, 5]);
  });

  it('a page past the end is empty but keeps the total', async () => {
    const page = await list({ pageNo: '99', pageSize: '5' });
    expect([page.records, page.total, page.current, page.pages]).toEqual([[], 10, 99, 2]);
    const none = await list({ code: 'nothing' });
    expect([none.records, none.total, none.pages]).toEqual([[], 0, 0]);
  });
});

describe('over HTTP', () => {
  it('reads the querystring as the list mixin sends it, superQueryParams encoded twice', async () => {
    const res = await call<Page<ItemRow>>(t.app, 'GET', '/test/lq/list', {
      token,
      query: {
        superQueryParams: encodeSuperQuery([
          { field: 'name', rule: 'like', val: '50%' },
          { field: 'qty', rule: 'in', val: ['8', '10'] },
        ]),
        superQueryMatchType: 'and',
        column: 'createTime',
        order: 'desc',
        field: 'id,,name,qty',
        pageNo: '1',
        pageSize: '10',
        _t: '1700000000',
      },
    });
    expect(res.body).toMatchObject({ success: true, code: 200 });
    expect(res.body.result.records.map((r) => r.id)).toEqual(['i04']);
  });

  it('answers a refused filter with the envelope message, not a stack', async () => {
    const res = await call(t.app, 'GET', '/test/lq/list', {
      token,
      query: { superQueryParams: encodeSuperQuery([{ field: 'password', rule: 'like', val: 'a' }]) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, code: 500, message: '高级查询字段不存在：password' });
    const bad = await call(t.app, 'GET', '/test/lq/list', { token, query: { createTime_begin: 'x' } });
    expect(bad.body).toMatchObject({
      success: false,
      code: 500,
      message: '查询条件「创建时间」的值格式不正确',
    });
  });
});

describe('on sys_user with a schema that lists password and salt', () => {
  const USER_SCHEMA: ResourceSchema = {
    name: 'sysUserTest',
    title: '用户',
    apiBase: '/sys/user',
    permissionPrefix: 'user:',
    table: 'sys_user',
    fields: [
      { key: 'id', title: 'ID', kind: 'text' },
      { key: 'username', title: '用户账号', kind: 'text', search: 'like', sort: true },
      { key: 'password', title: '密码', kind: 'password', secret: true, search: 'like', sort: true },
      { key: 'salt', title: '盐', kind: 'text', secret: true, filter: true },
    ],
  };
  const users = (query: RawQuery) =>
    runListQuery<Row & { username: string }, string>(t.db, {
      schema: USER_SCHEMA,
      alias: 'u',
      select: 'u.username',
      from: 'sys_user u',
      query,
      fixedWhere: (p) => [`u.del_flag = ${p.add(0)}`],
      mapRow: (r) => r.username,
    });

  it('password and salt have no filtering effect; sorting or super-querying them is refused', async () => {
    const all = await users({});
    expect(all.total).toBeGreaterThan(0);
    expect((await users({ password: '*a*' })).total).toBe(all.total);
    expect((await users({ password: 'nothing-matches' })).total).toBe(all.total);
    expect((await users({ salt: '!x' })).total).toBe(all.total);
    expect((await users({ username: 'admin' })).records).toEqual(['admin']);
    await expect(users({ column: 'password', order: 'asc' })).rejects.toThrow(
      '请注意，将要排序的列字段不存在：password',
    );
    await expect(users(superQuery([{ field: 'password', rule: 'like', val: 'a' }]))).rejects.toThrow(
      '高级查询字段不存在：password',
    );
    await expect(users(superQuery([{ field: 'salt', rule: 'eq', val: 'a' }]))).rejects.toThrow(
      '高级查询字段不存在：salt',
    );
  });
});
