import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_MESSAGES } from '../../src/shared/domain/online/form-design';
import { RUNTIME_MESSAGES } from '../../src/shared/domain/online/runtime-schema';
import { MESSAGES } from '../../server/plugins/envelope';
import { OUT_OF_SCOPE_MESSAGE } from '../../server/modules/log/logged-writes';
import { SCOPE_MESSAGES } from '../../server/modules/business/scope';
import { getExport, postImport, sheetsOf, xlsxOf } from './support/excel-files';
import { call, createUser, login } from './support/helpers';
import { createOnlineForm, grantOnlineForm } from './support/online-forms';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The online form runtime API against a real database: the auto list obeys the per-form button
 * codes, the tenant rule and the data rules of its menu like a coded module, validates with the
 * form's schema, and stores and compares hostile text literally.
 */

let t: TestApp;
let admin: string;
let clerk: string;
let viewer: string;
let ruled: string;
let other: string;
const PASSWORD = 'Online@2025x';
const ORDER = 'rth_order';
const MAIN = 'rth_main';
const TREE = 'rth_tree';
const HOSTILE = "' OR 1=1 --";

type Page = { records: Array<Record<string, unknown>>; total: number };

async function userWith(username: string, roleCode: string, tenants = '1000'): Promise<string> {
  await createUser(t, { username, password: PASSWORD, roleCode, tenants });
  return login(t.app, username, PASSWORD);
}

const list = (token: string, headId: string, query: Record<string, string> = {}) =>
  call<Page>(t.app, 'GET', `/online/cgform/api/getData/${headId}`, { token, query });
const add = (token: string, headId: string, body: Record<string, unknown>) =>
  call<string>(t.app, 'POST', `/online/cgform/api/form/${headId}`, { token, body });
const edit = (token: string, headId: string, body: Record<string, unknown>) =>
  call(t.app, 'PUT', `/online/cgform/api/form/${headId}`, { token, body });
const get = (token: string, headId: string, id: string) =>
  call<Record<string, unknown>>(t.app, 'GET', `/online/cgform/api/form/${headId}/${id}`, { token });
const del = (token: string, headId: string, ids: string) =>
  call(t.app, 'DELETE', `/online/cgform/api/form/${headId}/${ids}`, { token });
const count = async (table: string) =>
  Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`))[0]!.n);

beforeAll(async () => {
  t = await createTestApp({ businessDemo: false });
  admin = await login(t.app);
  await createOnlineForm(t, {
    head: { id: 'RTH1', tableName: ORDER, tableTxt: '测试订单' },
    // A platform form (no designer tenant): every tenant may use it, each with its own rows.
    tenantId: null,
    fields: [
      {
        dbFieldName: 'order_no',
        dbFieldTxt: '订单号',
        dbLength: 40,
        fieldMustInput: 'Y',
        isQuery: 'Y',
        sortFlag: 'Y',
      },
      {
        dbFieldName: 'qty',
        dbFieldTxt: '数量',
        dbType: 'int',
        isQuery: 'Y',
        queryMode: 'group',
        sortFlag: 'Y',
      },
      { dbFieldName: 'amount', dbFieldTxt: '金额', dbType: 'BigDecimal', dbLength: 10, dbPointLength: 2 },
      { dbFieldName: 'sex', dbFieldTxt: '性别', fieldShowType: 'select', dictField: 'sex', isQuery: 'Y' },
      { dbFieldName: 'mobile', dbFieldTxt: '手机', fieldValidType: 'm' },
      { dbFieldName: 'owner', dbFieldTxt: '负责人', isShowForm: 'Y' },
      { dbFieldName: 'status', dbFieldTxt: '状态', dbDefaultVal: 'new', isShowForm: 'N' },
    ],
    indexes: [{ indexName: 'uniq_rth_order_no', indexField: 'order_no', indexType: 'unique' }],
  });
  await createOnlineForm(t, {
    head: { id: 'RTH2', tableName: 'rth_pending', tableTxt: '未同步' },
    fields: [{ dbFieldName: 'name', dbFieldTxt: '名称' }],
    synced: false,
  });
  await createOnlineForm(t, {
    head: { id: 'RTH3', tableName: MAIN, tableTxt: '主表', tableType: 2 },
    fields: [{ dbFieldName: 'title', dbFieldTxt: '标题', fieldMustInput: 'Y' }],
  });
  await createOnlineForm(t, {
    head: {
      id: 'RTH4',
      tableName: 'rth_line',
      tableTxt: '明细',
      tableType: 3,
      relationType: 0,
      tabOrderNum: 1,
    },
    fields: [
      { dbFieldName: 'main_id', dbFieldTxt: '主表ID', mainTable: MAIN, mainField: 'id' },
      { dbFieldName: 'item', dbFieldTxt: '品名', fieldMustInput: 'Y' },
      { dbFieldName: 'qty', dbFieldTxt: '数量', dbType: 'int' },
    ],
  });
  await createOnlineForm(t, {
    head: {
      id: 'RTH5',
      tableName: 'rth_extra',
      tableTxt: '附加',
      tableType: 3,
      relationType: 1,
      tabOrderNum: 2,
    },
    fields: [
      { dbFieldName: 'main_id', dbFieldTxt: '主表ID', mainTable: MAIN, mainField: 'id' },
      { dbFieldName: 'memo', dbFieldTxt: '备注' },
    ],
  });
  await createOnlineForm(t, {
    head: { id: 'RTH6', tableName: TREE, tableTxt: '分类', isTree: 'Y', treeFieldname: 'name' },
    fields: [{ dbFieldName: 'name', dbFieldTxt: '名称', fieldMustInput: 'Y' }],
  });
  await createOnlineForm(t, {
    head: { id: 'RTH7', tableName: 'rth_foreign', tableTxt: '他租户表单' },
    fields: [{ dbFieldName: 'name', dbFieldTxt: '名称' }],
    tenantId: 2000,
  });
  const all = ['list', 'add', 'edit', 'delete', 'import', 'export'];
  await grantOnlineForm(t, { headId: 'RTH1', tableName: ORDER, roleCode: 'rth_clerk', actions: all });
  await grantOnlineForm(t, { headId: 'RTH1', tableName: ORDER, roleCode: 'rth_viewer', actions: ['list'] });
  await grantOnlineForm(t, {
    headId: 'RTH1',
    tableName: ORDER,
    roleCode: 'rth_ruled',
    actions: all,
    dataRule: { column: 'owner', condition: '=', value: '#{sys_user_code}' },
  });
  clerk = await userWith('rth_clerk_u', 'rth_clerk');
  viewer = await userWith('rth_viewer_u', 'rth_viewer');
  ruled = await userWith('rth_ruled_u', 'rth_ruled');
  await t.db.query(
    `INSERT INTO sys_tenant (id, name, status) VALUES (2000, '第二租户', 1) ON CONFLICT (id) DO NOTHING`,
  );
  other = await userWith('rth_other_u', 'rth_clerk', '2000');
});

afterAll(async () => {
  await t?.close();
});

describe('add, get, edit and delete with validation', () => {
  it('adds a row with server ids and system columns, ignoring system values in the body', async () => {
    const res = await add(clerk, 'RTH1', {
      orderNo: 'A-001',
      qty: 5,
      amount: '12.50',
      sex: '1',
      mobile: '13912345678',
      owner: 'rth_clerk_u',
      id: 'forged',
      tenantId: 2000,
      createBy: 'someone',
      status: 'hacked',
    });
    expect(res.body).toMatchObject({ success: true, message: '添加成功！' });
    const id = res.body.result;
    expect(id).toMatch(/^\d+$/);
    const [row] = await t.db.query<Record<string, unknown>>(`SELECT * FROM ${ORDER} WHERE id = $1`, [id]);
    expect(row).toMatchObject({
      order_no: 'A-001',
      qty: 5,
      tenant_id: 1000,
      create_by: 'rth_clerk_u',
      status: 'new',
    });
    expect(row!.create_time).not.toBeNull();
    const read = await get(clerk, 'RTH1', id);
    expect(read.body.result).toMatchObject({
      id,
      orderNo: 'A-001',
      qty: 5,
      sex: '1',
      sex_dictText: '男',
      status: 'new',
    });
    expect(read.body.result).not.toHaveProperty('tenantId');
    // numeric travels as its exact decimal text on both engines.
    expect(read.body.result.amount).toBe('12.50');
  });

  it('refuses invalid values with the schema messages and writes nothing', async () => {
    const before = await count(ORDER);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ qty: 1 }, RUNTIME_MESSAGES.required('订单号')],
      [{ orderNo: 'x'.repeat(41) }, RUNTIME_MESSAGES.maxLength('订单号', 40)],
      [{ orderNo: 'B-1', qty: '1.5' }, RUNTIME_MESSAGES.integer('数量')],
      [{ orderNo: 'B-1', amount: '1.234' }, RUNTIME_MESSAGES.decimal('金额', 8, 2)],
      [{ orderNo: 'B-1', mobile: '123' }, RUNTIME_MESSAGES.pattern('手机', '手机号码')],
      [{ orderNo: 'B-1', sex: '9' }, '性别的值不正确'],
      [{ orderNo: 'A-001' }, RUNTIME_MESSAGES.duplicate('订单号')],
    ];
    for (const [body, message] of cases) {
      const res = await add(clerk, 'RTH1', body);
      expect(res.body, JSON.stringify(body)).toMatchObject({ success: false, message });
    }
    expect(await count(ORDER)).toBe(before);
  });

  it('stores hostile text literally and compares it literally in searches', async () => {
    const res = await add(clerk, 'RTH1', { orderNo: HOSTILE, owner: `"quoted" \\ %_` });
    expect(res.body.success).toBe(true);
    const hit = await list(clerk, 'RTH1', { orderNo: HOSTILE });
    expect(hit.body.result.records.map((r) => r.orderNo)).toEqual([HOSTILE]);
    const sq = await list(clerk, 'RTH1', {
      superQueryParams: encodeURIComponent(JSON.stringify([{ field: 'orderNo', rule: 'eq', val: HOSTILE }])),
    });
    expect(sq.body.result.records.map((r) => r.orderNo)).toEqual([HOSTILE]);
    const wild = await list(clerk, 'RTH1', { owner: '*%_*' });
    expect(wild.body.result.records.map((r) => r.orderNo)).toEqual([HOSTILE]);
    const none = await list(clerk, 'RTH1', { orderNo: "x' OR '1'='1" });
    expect(none.body.result.total).toBe(0);
    const [row] = await t.db.query<{ owner: string }>(`SELECT owner FROM ${ORDER} WHERE order_no = $1`, [
      HOSTILE,
    ]);
    expect(row!.owner).toBe(`"quoted" \\ %_`);
  });

  it('edits only the sent fields and refuses bad values without writing', async () => {
    const id = (await add(clerk, 'RTH1', { orderNo: 'E-1', qty: 1 })).body.result;
    const bad = await edit(clerk, 'RTH1', { id, qty: 'abc', orderNo: 'E-2' });
    expect(bad.body).toMatchObject({ success: false, message: RUNTIME_MESSAGES.integer('数量') });
    expect((await get(clerk, 'RTH1', id)).body.result).toMatchObject({ orderNo: 'E-1', qty: 1 });
    const res = await edit(clerk, 'RTH1', { id, qty: 7, createBy: 'forged', tenantId: 2000 });
    expect(res.body).toMatchObject({ success: true, message: '编辑成功!' });
    const [row] = await t.db.query<Record<string, unknown>>(`SELECT * FROM ${ORDER} WHERE id = $1`, [id]);
    expect(row).toMatchObject({
      order_no: 'E-1',
      qty: 7,
      create_by: 'rth_clerk_u',
      update_by: 'rth_clerk_u',
      tenant_id: 1000,
    });
    const gone = await edit(clerk, 'RTH1', { id: 'nope', qty: 1 });
    expect(gone.body).toMatchObject({ success: false, message: SCOPE_MESSAGES.notFound });
  });

  it('deletes one row or a comma list, and refuses unknown ids as a whole', async () => {
    const a = (await add(clerk, 'RTH1', { orderNo: 'D-1' })).body.result;
    const b = (await add(clerk, 'RTH1', { orderNo: 'D-2' })).body.result;
    const c = (await add(clerk, 'RTH1', { orderNo: 'D-3' })).body.result;
    const mixed = await del(clerk, 'RTH1', `${a},missing`);
    expect(mixed.body).toMatchObject({ success: false, message: SCOPE_MESSAGES.notFound });
    expect((await get(clerk, 'RTH1', a)).body.success).toBe(true);
    expect((await del(clerk, 'RTH1', a)).body).toMatchObject({ success: true, message: '删除成功!' });
    const batch = await call(t.app, 'DELETE', '/online/cgform/api/form/RTH1', {
      token: clerk,
      query: { ids: `${b},${c}` },
    });
    expect(batch.body).toMatchObject({ success: true });
    expect((await get(clerk, 'RTH1', b)).body).toMatchObject({
      success: false,
      message: SCOPE_MESSAGES.notFound,
    });
  });

  it("deletes one row with the list kit's `?id=` and refuses a delete naming no row", async () => {
    const a = (await add(clerk, 'RTH1', { orderNo: 'Q-1' })).body.result;
    const one = await call(t.app, 'DELETE', '/online/cgform/api/form/RTH1', {
      token: clerk,
      query: { id: a },
    });
    expect(one.body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await get(clerk, 'RTH1', a)).body).toMatchObject({ success: false });
    const b = (await add(clerk, 'RTH1', { orderNo: 'Q-2' })).body.result;
    const none = await call(t.app, 'DELETE', '/online/cgform/api/form/RTH1', { token: clerk, query: {} });
    expect(none.body.success).toBe(false);
    expect((await get(clerk, 'RTH1', b)).body.success).toBe(true);
  });
});

describe('list: search, advanced query, sort and paging', () => {
  beforeAll(async () => {
    for (const [no, qty, sex] of [
      ['L-01', 10, '1'],
      ['L-02', 20, '2'],
      ['L-03', 30, '1'],
      ['L-04', 40, '2'],
    ] as const) {
      expect((await add(clerk, 'RTH1', { orderNo: no, qty, sex, owner: 'rth_ruled_u' })).body.success).toBe(
        true,
      );
    }
  });

  it('filters with like / range / eq, sorts, pages and translates dictionaries', async () => {
    const res = await list(clerk, 'RTH1', {
      orderNo: '*L-0*',
      qty_begin: '15',
      qty_end: '40',
      column: 'qty',
      order: 'desc',
      pageNo: '1',
      pageSize: '2',
    });
    expect(res.body.success).toBe(true);
    expect(res.body.result.total).toBe(3);
    expect(res.body.result.records.map((r) => r.orderNo)).toEqual(['L-04', 'L-03']);
    expect(res.body.result.records[0]).toMatchObject({ sex: '2', sex_dictText: '女' });
    const page2 = await list(clerk, 'RTH1', {
      orderNo: '*L-0*',
      column: 'qty',
      order: 'asc',
      pageNo: '2',
      pageSize: '3',
    });
    expect(page2.body.result.records.map((r) => r.orderNo)).toEqual(['L-04']);
    const eq = await list(clerk, 'RTH1', { sex: '2', orderNo: '*L-*' });
    expect(eq.body.result.records.map((r) => r.orderNo).sort()).toEqual(['L-02', 'L-04']);
  });

  it('applies the advanced query with AND / OR', async () => {
    const params = JSON.stringify([
      { field: 'qty', rule: 'ge', val: '30', type: 'int' },
      { field: 'orderNo', rule: 'eq', val: 'L-01' },
    ]);
    const or = await list(clerk, 'RTH1', {
      superQueryParams: encodeURIComponent(params),
      superQueryMatchType: 'or',
      column: 'orderNo',
      order: 'asc',
    });
    expect(or.body.success).toBe(true);
    expect(or.body.result.records.map((r) => r.orderNo)).toEqual(['L-01', 'L-03', 'L-04']);
    const and = await list(clerk, 'RTH1', {
      superQueryParams: encodeURIComponent(params),
      superQueryMatchType: 'and',
    });
    expect(and.body.result.total).toBe(0);
    const unknown = await list(clerk, 'RTH1', {
      superQueryParams: encodeURIComponent(JSON.stringify([{ field: 'tenantId', rule: 'eq', val: '1000' }])),
    });
    expect(unknown.body.success).toBe(false);
  });

  it('refuses sorting by an unknown or unsortable column', async () => {
    const res = await list(clerk, 'RTH1', { column: 'owner', order: 'asc' });
    expect(res.body).toMatchObject({ success: false });
    expect(res.body.message).toContain('owner');
  });

  it('answers the columns: wire schema without validators, dict codes and show types', async () => {
    const res = await call<{ schema: { fields: Array<Record<string, unknown>>; permissionPrefix: string } }>(
      t.app,
      'GET',
      '/online/cgform/api/getColumns/RTH1',
      { token: viewer },
    );
    expect(res.body.success).toBe(true);
    expect(res.body.result.schema.permissionPrefix).toBe(`online:form:${ORDER}:`);
    const sex = res.body.result.schema.fields.find((f) => f.key === 'sex');
    expect(sex).toMatchObject({ kind: 'dict', dictCode: 'sex', column: 'sex' });
    expect(sex).not.toHaveProperty('rules');
  });
});

describe('permissions, data rules and tenants', () => {
  it('refuses a user without the per-form add / edit / delete / export / import buttons', async () => {
    const before = await count(ORDER);
    expect((await list(viewer, 'RTH1')).body.success).toBe(true);
    const refused = await add(viewer, 'RTH1', { orderNo: 'V-1' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 510, message: MESSAGES.noAuth });
    expect(await count(ORDER)).toBe(before);
    const [any] = await t.db.query<{ id: string }>(`SELECT id FROM ${ORDER} LIMIT 1`);
    expect((await edit(viewer, 'RTH1', { id: any!.id, qty: 1 })).status).toBe(403);
    expect((await del(viewer, 'RTH1', any!.id)).status).toBe(403);
    expect((await getExport(t.app, '/online/cgform/api/exportXls/RTH1', viewer)).statusCode).toBe(403);
    const noRole = await userWith('rth_nobody', 'no_such_role');
    expect((await list(noRole, 'RTH1')).status).toBe(403);
  });

  it('restricts list, get, edit, delete and export to the menu data rule', async () => {
    const mine = await list(ruled, 'RTH1', { pageSize: '100' });
    expect(mine.body.result.total).toBe(4);
    expect(new Set(mine.body.result.records.map((r) => r.owner))).toEqual(new Set(['rth_ruled_u']));
    const [foreign] = await t.db.query<{ id: string }>(`SELECT id FROM ${ORDER} WHERE order_no = 'A-001'`);
    expect((await get(ruled, 'RTH1', foreign!.id)).body).toMatchObject({
      success: false,
      message: SCOPE_MESSAGES.notFound,
    });
    expect((await edit(ruled, 'RTH1', { id: foreign!.id, qty: 99 })).body.success).toBe(false);
    expect((await del(ruled, 'RTH1', foreign!.id)).body.success).toBe(false);
    expect((await get(clerk, 'RTH1', foreign!.id)).body.result).toMatchObject({ qty: 5 });
    // Adding or editing a row outside the rule is refused and writes nothing.
    const before = await count(ORDER);
    const out = await add(ruled, 'RTH1', { orderNo: 'R-1', owner: 'someone_else' });
    expect(out.body).toMatchObject({ success: false, message: OUT_OF_SCOPE_MESSAGE });
    expect(await count(ORDER)).toBe(before);
    const exp = await getExport(t.app, '/online/cgform/api/exportXls/RTH1', ruled);
    expect(exp.statusCode).toBe(200);
    const rows = sheetsOf(exp.rawPayload)[0]!;
    expect(rows.length).toBe(5);
    expect(rows.slice(1).every((r) => r.includes('rth_ruled_u'))).toBe(true);
  });

  it("keeps another tenant's rows invisible and its forms unknown", async () => {
    const res = await list(other, 'RTH1');
    expect(res.body.success).toBe(true);
    expect(res.body.result.total).toBe(0);
    const [row] = await t.db.query<{ id: string }>(`SELECT id FROM ${ORDER} LIMIT 1`);
    expect((await get(other, 'RTH1', row!.id)).body.success).toBe(false);
    expect((await del(other, 'RTH1', row!.id)).body.success).toBe(false);
    const mine = await add(other, 'RTH1', { orderNo: 'T2-1' });
    expect(mine.body.success).toBe(true);
    expect((await list(clerk, 'RTH1', { orderNo: 'T2-1' })).body.result.total).toBe(0);
    const [stored] = await t.db.query<{ tenant_id: number }>(
      `SELECT tenant_id FROM ${ORDER} WHERE order_no = 'T2-1'`,
    );
    expect(stored!.tenant_id).toBe(2000);
    expect((await list(admin, 'RTH7')).body).toMatchObject({
      success: false,
      message: ONLINE_MESSAGES.formNotFound,
    });
  });

  it('refuses a form that is not synchronised and an unknown form', async () => {
    expect((await list(admin, 'RTH2')).body).toMatchObject({
      success: false,
      message: RUNTIME_MESSAGES.notSynced,
    });
    expect((await add(admin, 'RTH2', { name: 'x' })).body).toMatchObject({
      success: false,
      message: RUNTIME_MESSAGES.notSynced,
    });
    expect((await list(admin, 'NOPE')).body).toMatchObject({
      success: false,
      message: ONLINE_MESSAGES.formNotFound,
    });
  });

  it('sees a design change at once (the cache follows table_version)', async () => {
    await t.db.query(
      `UPDATE onl_cgform_head SET is_db_synch = 'N', table_version = table_version + 1 WHERE id = 'RTH1'`,
    );
    expect((await list(admin, 'RTH1')).body.message).toBe(RUNTIME_MESSAGES.notSynced);
    await t.db.query(
      `UPDATE onl_cgform_head SET is_db_synch = 'Y', table_version = table_version + 1 WHERE id = 'RTH1'`,
    );
    expect((await list(admin, 'RTH1')).body.success).toBe(true);
  });
});

describe('main / sub tables', () => {
  const lines = async (mainId: string) =>
    (
      await call<Array<Record<string, unknown>>>(t.app, 'GET', `/online/cgform/api/subForm/RTH4/${mainId}`, {
        token: admin,
      })
    ).body;

  it('adds the main row with its sub rows in one transaction, the foreign key set by the server', async () => {
    const res = await add(admin, 'RTH3', {
      title: '订单一',
      rth_line: [{ item: '螺丝', qty: 3, mainId: 'forged' }, { item: '螺母' }],
      rth_extra: [{ memo: '加急' }],
    });
    expect(res.body.success).toBe(true);
    const id = res.body.result;
    const sub = await lines(id);
    expect(sub.success).toBe(true);
    expect(sub.result.map((r) => r.item).sort()).toEqual(['螺丝', '螺母']);
    expect(sub.result.every((r) => r.mainId === id)).toBe(true);
    const extra = await call<Array<Record<string, unknown>>>(
      t.app,
      'GET',
      `/online/cgform/api/subForm/RTH5/${id}`,
      { token: admin },
    );
    expect(extra.body.result).toMatchObject([{ memo: '加急', mainId: id }]);
    // The sub rows answer under the main form's list permission and scope only.
    const noRight = await call(t.app, 'GET', `/online/cgform/api/subForm/RTH4/${id}`, { token: viewer });
    expect(noRight.status).toBe(403);
    const missing = await call(t.app, 'GET', '/online/cgform/api/subForm/RTH4/nope', { token: admin });
    expect(missing.body).toMatchObject({ success: false, message: SCOPE_MESSAGES.notFound });
  });

  it('refuses a bad sub row (naming it) or two one-to-one rows, writing nothing', async () => {
    const before = [await count(MAIN), await count('rth_line')];
    const bad = await add(admin, 'RTH3', { title: '坏', rth_line: [{ item: 'ok' }, { qty: 1 }] });
    expect(bad.body).toMatchObject({
      success: false,
      message: RUNTIME_MESSAGES.subRows('明细', 2, RUNTIME_MESSAGES.required('品名')),
    });
    const two = await add(admin, 'RTH3', { title: '坏', rth_extra: [{ memo: 'a' }, { memo: 'b' }] });
    expect(two.body).toMatchObject({ success: false, message: RUNTIME_MESSAGES.subOneToOne('附加') });
    expect([await count(MAIN), await count('rth_line')]).toEqual(before);
  });

  it('edit replaces the sub rows that are sent and keeps the others', async () => {
    const id = (
      await add(admin, 'RTH3', { title: '二', rth_line: [{ item: 'a' }], rth_extra: [{ memo: 'm' }] })
    ).body.result;
    const res = await edit(admin, 'RTH3', { id, title: '二改', rth_line: [{ item: 'b' }, { item: 'c' }] });
    expect(res.body.success).toBe(true);
    expect((await lines(id)).result.map((r) => r.item).sort()).toEqual(['b', 'c']);
    const extra = await t.db.query(`SELECT memo FROM rth_extra WHERE main_id = $1`, [id]);
    expect(extra).toEqual([{ memo: 'm' }]);
  });

  it('delete removes the sub rows by hand, also of a sub form changed since its last sync', async () => {
    const id = (
      await add(admin, 'RTH3', { title: '三', rth_line: [{ item: 'x' }], rth_extra: [{ memo: 'y' }] })
    ).body.result;
    const other = (await add(admin, 'RTH3', { title: '留', rth_line: [{ item: 'keep' }] })).body.result;
    await t.db.query(
      `UPDATE onl_cgform_head SET is_db_synch = 'N', table_version = table_version + 1 WHERE id = 'RTH5'`,
    );
    try {
      expect((await del(admin, 'RTH3', id)).body.success).toBe(true);
    } finally {
      await t.db.query(`UPDATE onl_cgform_head SET is_db_synch = 'Y' WHERE id = 'RTH5'`);
    }
    expect(await t.db.query('SELECT 1 FROM rth_line WHERE main_id = $1', [id])).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM rth_extra WHERE main_id = $1', [id])).toEqual([]);
    expect(await t.db.query('SELECT item FROM rth_line WHERE main_id = $1', [other])).toEqual([
      { item: 'keep' },
    ]);
  });
});

describe('tree forms', () => {
  it('adds nodes, lists roots and lazy children, keeps has_child and refuses deleting a parent', async () => {
    const root = (await add(admin, 'RTH6', { name: '根' })).body.result;
    const child = (await add(admin, 'RTH6', { name: '子', pid: root })).body.result;
    expect((await add(admin, 'RTH6', { name: '孤儿', pid: 'missing' })).body).toMatchObject({
      success: false,
      message: RUNTIME_MESSAGES.parentNotFound,
    });
    const roots = await list(admin, 'RTH6');
    expect(roots.body.result.records).toMatchObject([{ id: root, pid: '0', hasChild: '1' }]);
    const kids = await call<Page>(t.app, 'GET', '/online/cgform/api/getTreeData/RTH6', {
      token: admin,
      query: { pid: root },
    });
    expect(kids.body.result.records).toMatchObject([{ id: child, name: '子', hasChild: '0' }]);
    const cycle = await edit(admin, 'RTH6', { id: root, pid: child });
    expect(cycle.body).toMatchObject({ success: false, message: RUNTIME_MESSAGES.parentCycle });
    const refused = await del(admin, 'RTH6', root);
    expect(refused.body).toMatchObject({ success: false, message: RUNTIME_MESSAGES.hasChildren });
    expect((await del(admin, 'RTH6', child)).body.success).toBe(true);
    expect((await get(admin, 'RTH6', root)).body.result).toMatchObject({ hasChild: '0' });
    expect((await del(admin, 'RTH6', root)).body.success).toBe(true);
  });
});

describe('export / import', () => {
  it('round-trips the list through an .xls export and an import', async () => {
    const exp = await getExport(t.app, '/online/cgform/api/exportXls/RTH1', clerk, { orderNo: '*L-0*' });
    expect(exp.statusCode).toBe(200);
    const [sheet] = sheetsOf(exp.rawPayload);
    expect(sheet![0]).toEqual(expect.arrayContaining(['订单号', '数量', '性别']));
    expect(sheet!.length).toBe(5);
    // Re-import the rows under new numbers: dictionary texts go back to their values.
    const header = sheet![0]!;
    const noCol = header.indexOf('订单号');
    const rows = sheet!.slice(1).map((r) => r.map((c, i) => (i === noCol ? c.replace('L-', 'I-') : c)));
    const imported = await postImport(t.app, '/online/cgform/api/importXls/RTH1', clerk, [
      { fileName: 'orders.xlsx', data: await xlsxOf([header, ...rows]) },
    ]);
    expect(imported.body.success).toBe(true);
    const back = await list(clerk, 'RTH1', { orderNo: 'I-*', column: 'orderNo', order: 'asc' });
    expect(back.body.result.records.map((r) => [r.orderNo, r.qty, r.sex])).toEqual([
      ['I-01', 10, '1'],
      ['I-02', 20, '2'],
      ['I-03', 30, '1'],
      ['I-04', 40, '2'],
    ]);
    // The same file again: every number is taken, nothing is imported.
    const before = await count(ORDER);
    const again = await postImport(t.app, '/online/cgform/api/importXls/RTH1', clerk, [
      { fileName: 'orders.xlsx', data: await xlsxOf([header, ...rows]) },
    ]);
    expect(again.body.code).toBe(201);
    expect(await count(ORDER)).toBe(before);
    const noImport = await postImport(t.app, '/online/cgform/api/importXls/RTH1', viewer, [
      { fileName: 'orders.xlsx', data: await xlsxOf([header, ...rows]) },
    ]);
    expect(noImport.status).toBe(403);
  });
});

describe('designed and synchronised through the designer', () => {
  it('a form saved with addAll works in the auto list once doDbSynch ran', async () => {
    const saved = await call<string>(t.app, 'POST', '/online/cgform/api/addAll', {
      token: admin,
      body: {
        head: { tableName: 'rth_flow', tableTxt: '流程单' },
        fields: [
          { dbFieldName: 'subject', dbFieldTxt: '主题', fieldMustInput: 'Y', isQuery: 'Y' },
          { dbFieldName: 'days', dbFieldTxt: '天数', dbType: 'int' },
        ],
        indexes: [],
      },
    });
    expect(saved.body.success, saved.body.message).toBe(true);
    const [head] = await t.db.query<{ id: string }>(
      `SELECT id FROM onl_cgform_head WHERE table_name = 'rth_flow' AND del_flag = 0`,
    );
    const headId = head!.id;
    expect((await add(admin, headId, { subject: 'x' })).body.message).toBe(RUNTIME_MESSAGES.notSynced);
    const synced = await call(t.app, 'POST', `/online/cgform/api/doDbSynch/${headId}/normal`, {
      token: admin,
      body: {},
    });
    expect(synced.body.success, synced.body.message).toBe(true);
    const id = (await add(admin, headId, { subject: "主题 ' OR 1=1 --", days: 3 })).body.result;
    expect((await get(admin, headId, id)).body.result).toMatchObject({
      subject: "主题 ' OR 1=1 --",
      days: 3,
    });
    expect((await add(admin, headId, { days: 1 })).body.message).toBe(RUNTIME_MESSAGES.required('主题'));
  });
});
