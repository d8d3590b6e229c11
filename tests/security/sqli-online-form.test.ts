import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../server/support/helpers';
import { createTestApp, type TestApp } from '../server/support/test-app';
import { expectUnchanged, fingerprint } from './support/data-snapshot';
import {
  attack,
  expectRefused,
  expectRefusedOrNeutral,
  IDENTIFIER_SHAPES,
  rowsOf,
  totalOf,
  VALUE_SHAPES,
  type AttackResult,
} from './support/injection-shapes';
import { expectExportSafe } from './support/injection-online';

// The online form runtime (/online/cgform/api/*) as the strongest caller, over a main form, its sub
// form and a tree form designed with addAll and synchronised with doDbSynch: column/order,
// superQueryParams (fields, rules, values), field parameters and wildcards, getTreeData's pid,
// the ids of form/:headId/:id, the export's parameters and the sub form route.
let t: TestApp;
let token: string;
const ids = { main: '', sub: '', tree: '', row: '' };
let mainTotal = 0;
let treeRoots = 0;

const api = (path: string) => `/online/cgform/api/${path}`;
const sq = (items: unknown[]) => JSON.stringify(items);

async function addAndSync(design: unknown): Promise<string> {
  const added = await call<string>(t.app, 'POST', '/online/cgform/api/addAll', { token, body: design });
  expect(added.body, added.body.message).toMatchObject({ success: true });
  const synced = await call(t.app, 'POST', api(`doDbSynch/${added.body.result}/normal`), { token, body: {} });
  expect(synced.body, synced.body.message).toMatchObject({ success: true });
  return added.body.result;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app);
  ids.main = await addAndSync({
    head: { tableName: 'sqli_main', tableTxt: '注入主表', tableType: 2 },
    fields: [
      { dbFieldName: 'title', dbFieldTxt: '标题', isQuery: 'Y', sortFlag: 'Y' },
      {
        dbFieldName: 'qty',
        dbFieldTxt: '数量',
        dbType: 'int',
        isQuery: 'Y',
        queryMode: 'group',
        sortFlag: 'Y',
      },
      { dbFieldName: 'sex', dbFieldTxt: '性别', fieldShowType: 'select', dictField: 'sex', isQuery: 'Y' },
    ],
  });
  ids.sub = await addAndSync({
    head: { tableName: 'sqli_line', tableTxt: '注入明细', tableType: 3, relationType: 0, tabOrderNum: 1 },
    fields: [
      { dbFieldName: 'main_id', dbFieldTxt: '主表ID', mainTable: 'sqli_main', mainField: 'id' },
      { dbFieldName: 'item', dbFieldTxt: '品名', isQuery: 'Y' },
    ],
  });
  ids.tree = await addAndSync({
    head: { tableName: 'sqli_tree', tableTxt: '注入分类', isTree: 'Y', treeFieldname: 'name' },
    fields: [{ dbFieldName: 'name', dbFieldTxt: '名称', isQuery: 'Y' }],
  });
  for (const [title, qty, sex] of [
    ['甲', 1, '1'],
    ['乙', 2, '2'],
  ] as const) {
    const res = await call<string>(t.app, 'POST', api(`form/${ids.main}`), {
      token,
      body: { title, qty, sex, sqli_line: [{ item: `${title}-1` }, { item: `${title}-2` }] },
    });
    expect(res.body, res.body.message).toMatchObject({ success: true });
    ids.row = res.body.result;
  }
  for (const name of ['根一', '根二']) {
    const res = await call(t.app, 'POST', api(`form/${ids.tree}`), { token, body: { name, pid: '0' } });
    expect(res.body, res.body.message).toMatchObject({ success: true });
  }
  mainTotal = totalOf((await call(t.app, 'GET', api(`getData/${ids.main}`), { token })).body.result);
  treeRoots = totalOf((await call(t.app, 'GET', api(`getTreeData/${ids.tree}`), { token })).body.result);
  expect(mainTotal).toBe(2);
  expect(treeRoots).toBe(2);
}, 60_000);
afterAll(() => t.close());

const get = (path: string, query: Record<string, string>, label: string) =>
  attack(t.app, 'GET', api(path), { token, query, label });

/** At most the unfiltered rows (a dictionary value splits on commas), never an extra column. */
const within = (total: number) => (r: AttackResult) =>
  expectRefusedOrNeutral(r, (b) => {
    const keys = rowsOf(b.result).flatMap((row) => Object.keys(row as object));
    return totalOf(b.result) <= total && !keys.some((k) => /password|salt/i.test(k));
  });

describe('SQL injection through the online form runtime lists', () => {
  it('refuses every shape as a sort column and reads order as a direction', async () => {
    const before = await fingerprint(t.db);
    for (const [path, total] of [
      [`getData/${ids.main}`, mainTotal],
      [`getTreeData/${ids.tree}`, treeRoots],
    ] as const) {
      for (const shape of IDENTIFIER_SHAPES) {
        const r = await get(path, { column: shape.value, order: 'desc' }, `${path} column=${shape.name}`);
        expectRefused(r, /^(请注意，将要排序的列字段不存在：|请求参数不正确)/);
      }
      for (const shape of VALUE_SHAPES) {
        within(total)(
          await get(path, { column: 'createTime', order: shape.value }, `${path} order=${shape.name}`),
        );
      }
    }
    expectUnchanged(before, await fingerprint(t.db), 'column/order');
  });

  it('refuses every shape as an advanced-query field and rule, and binds it as a value', async () => {
    const before = await fingerprint(t.db);
    const path = `getData/${ids.main}`;
    for (const shape of IDENTIFIER_SHAPES) {
      const r = await get(
        path,
        { superQueryParams: sq([{ field: shape.value, rule: 'eq', val: '1' }]) },
        `sq field=${shape.name}`,
      );
      expectRefused(r, /^(高级查询字段不存在：|请求参数不正确)/);
    }
    for (const shape of VALUE_SHAPES) {
      const rule = await get(
        path,
        { superQueryParams: sq([{ field: 'title', rule: shape.value, val: 'x' }]) },
        `sq rule=${shape.name}`,
      );
      expectRefused(rule);
      for (const [field, ruleName] of [
        ['title', 'like'],
        ['title', 'eq'],
        ['qty', 'gt'],
        ['sex', 'in'],
      ] as const) {
        const superQueryParams = sq([{ field, rule: ruleName, val: shape.value, type: 'string' }]);
        within(mainTotal)(
          await get(
            path,
            { superQueryParams, superQueryMatchType: 'or' },
            `sq ${field} ${ruleName} val=${shape.name}`,
          ),
        );
      }
      const matchType = await get(
        path,
        {
          superQueryParams: sq([{ field: 'title', rule: 'eq', val: '甲' }]),
          superQueryMatchType: shape.value,
        },
        `sq matchType=${shape.name}`,
      );
      within(mainTotal)(matchType);
    }
    expectUnchanged(before, await fingerprint(t.db), 'superQueryParams');
  });

  it('binds every shape as a field value, a wildcard, a range bound and a tree pid', async () => {
    const before = await fingerprint(t.db);
    for (const shape of VALUE_SHAPES) {
      for (const value of [shape.value, `*${shape.value}*`, `${shape.value}*`]) {
        for (const key of ['title', 'sex', 'title_MultiString']) {
          within(mainTotal)(await get(`getData/${ids.main}`, { [key]: value }, `${key}=${shape.name}`));
        }
        within(treeRoots)(await get(`getTreeData/${ids.tree}`, { name: value }, `tree name=${shape.name}`));
      }
      for (const key of ['qty_begin', 'qty_end']) {
        within(mainTotal)(await get(`getData/${ids.main}`, { [key]: shape.value }, `${key}=${shape.name}`));
      }
      within(treeRoots)(await get(`getTreeData/${ids.tree}`, { pid: shape.value }, `tree pid=${shape.name}`));
    }
    // A shape as a parameter name is not a field of the form: ignored, never a column.
    for (const shape of IDENTIFIER_SHAPES) {
      within(mainTotal)(await get(`getData/${ids.main}`, { [shape.value]: '1' }, `<${shape.name}>=1`));
    }
    expectUnchanged(before, await fingerprint(t.db), 'field params');
  });

  it('exports with hostile column, order, superQueryParams and field values as a file or a refusal', async () => {
    const before = await fingerprint(t.db);
    for (const shape of VALUE_SHAPES) {
      const queries: Array<Record<string, string>> = [
        { column: shape.value, order: shape.value },
        { title: shape.value, qty_begin: shape.value },
        { superQueryParams: sq([{ field: shape.value, rule: 'eq', val: '1' }]) },
        { superQueryParams: sq([{ field: 'title', rule: 'eq', val: shape.value }]) },
        { selections: shape.value },
      ];
      for (const query of queries) {
        const r = await get(`exportXls/${ids.main}`, query, `export ${Object.keys(query)[0]}=${shape.name}`);
        expectExportSafe(r);
      }
    }
    expectUnchanged(before, await fingerprint(t.db), 'export');
  });
});

describe('SQL injection through form, sub form and delete ids', () => {
  it('reads every shape as an unknown id or head id in the path', async () => {
    const before = await fingerprint(t.db);
    for (const shape of IDENTIFIER_SHAPES) {
      const bad = encodeURIComponent(shape.value);
      const paths = [
        `form/${ids.main}/${bad}`,
        `form/${bad}/${ids.row}`,
        `getData/${bad}`,
        `getTreeData/${bad}`,
        `getColumns/${bad}`,
        `subForm/${ids.sub}/${bad}`,
        `subForm/${bad}/${ids.row}`,
      ];
      for (const path of paths) {
        const r = await attack(t.app, 'GET', api(path), { token, label: `GET ${path}` });
        expectRefusedOrNeutral(r, (b) => rowsOf(b.result).length === 0);
      }
    }
    expectUnchanged(before, await fingerprint(t.db), 'path ids');
  });

  it('deletes nothing for a hostile id list, in the path or the query', async () => {
    const before = await fingerprint(t.db);
    for (const shape of IDENTIFIER_SHAPES) {
      const value = shape.value;
      const attempts: AttackResult[] = [
        await attack(t.app, 'DELETE', api(`form/${ids.main}/${encodeURIComponent(value)}`), {
          token,
          label: `DELETE path ${shape.name}`,
        }),
        await attack(t.app, 'DELETE', api(`form/${ids.main}`), {
          token,
          query: { ids: value },
          label: `DELETE ids ${shape.name}`,
        }),
        await attack(t.app, 'DELETE', api(`form/${ids.main}`), {
          token,
          query: { id: value },
          label: `DELETE id ${shape.name}`,
        }),
      ];
      for (const r of attempts) expectRefused(r);
    }
    expectUnchanged(before, await fingerprint(t.db), 'delete ids');
  });
});
