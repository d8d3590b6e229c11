import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_MESSAGES as M } from '../../src/shared/domain/online/form-design';
import { PERM } from '../../src/shared/domain/permission/codes';
import { BASE, design, designerCalls } from './support/cgform-designer';
import { call, login } from './support/helpers';
import { count, ensureTenant, roleWithCodes, userWithRole } from './support/identity-admin';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * 表单开发 (issue 9, O1): delete, copy, permissions and tenants. Tenancy: a design belongs to the
 * creator's tenant; other tenants neither see nor change it; platform designs (tenant_id NULL) are
 * read by all and written by super users only; table names are global (physical tables are).
 */

let t: TestApp;
let admin = '';
let reader = ''; // list only
let plain = ''; // no codes
let other = ''; // tenant 2000, every designer code
const ALL = Object.values(PERM.onlineForm);
const ctx: { t: TestApp | undefined; admin: string } = { t: undefined, admin: '' };
const { addForm, addOk, editForm, head, fieldsOf, indexesOf, list, del, copy, versions } = designerCalls(ctx);

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  ctx.t = t;
  ctx.admin = admin;
  reader = (await userWithRole(t, 'cgf_reader', await roleWithCodes(t, [PERM.onlineForm.list], 'cgf_reader')))
    .token;
  plain = (await userWithRole(t, 'cgf_plain', null)).token;
  await ensureTenant(t, 2000, '第二租户');
  other = (await userWithRole(t, 'cgf_other', await roleWithCodes(t, ALL, 'cgf_other', 2000), '2000')).token;
  await addOk(design('demo_order'));
}, 60_000);
afterAll(() => t.close());

describe('delete', () => {
  it('deletes the design only by default; the versions stay', async () => {
    const id = await addOk(design('demo_gone'));
    const res = await del({ id });
    expect(res.body).toMatchObject({ success: true, message: M.deleted });
    expect((await head(id)).body.message).toBe(M.formNotFound);
    expect((await list({ tableName: 'demo_gone' })).body.result.records).toHaveLength(0);
    expect(await versions(id)).toHaveLength(1);
    // The name is free again.
    await addOk(design('demo_gone'));
  });

  it('drops the physical table only when it holds no rows', async () => {
    const id = await addOk(design('demo_drop'));
    await t.db.exec('CREATE TABLE demo_drop (id varchar(36) PRIMARY KEY)');
    await t.db.exec("INSERT INTO demo_drop (id) VALUES ('r1')");
    const query = { id, deleteTable: 'true' };
    const refused = await del(query);
    expect(refused.body).toMatchObject({ success: false, message: M.tableHasRows('demo_drop') });
    expect((await head(id)).body.success).toBe(true);
    expect(await count(t, 'SELECT 1 FROM demo_drop')).toBe(1);
    await t.db.exec('DELETE FROM demo_drop');
    const done = await del(query);
    expect(done.body).toMatchObject({ success: true, message: M.deleted });
    expect(await count(t, "SELECT 1 FROM pg_class WHERE relname = 'demo_drop'")).toBe(0);
  });
});

describe('delete with a dependent object', () => {
  it('refuses dropping a table a view depends on and keeps the design', async () => {
    const id = await addOk(design('demo_viewed'));
    await t.db.exec('CREATE TABLE demo_viewed (id varchar(36) PRIMARY KEY)');
    await t.db.exec('CREATE VIEW demo_viewed_v AS SELECT id FROM demo_viewed');
    const query = { id, deleteTable: 'true' };
    const res = await del(query);
    expect(res.body).toMatchObject({ success: false, message: M.tableInUse('demo_viewed') });
    expect((await head(id)).body.success).toBe(true);
    expect(await count(t, "SELECT 1 FROM pg_class WHERE relname = 'demo_viewed'")).toBe(1);
  });
});

describe('copy', () => {
  it('copies an original as <name>_c<n> with a copy version row', async () => {
    const id = await addOk(design('demo_src'));
    const first = await copy({ code: id });
    expect(first.body).toMatchObject({ success: true, message: M.copied });
    const made = (await head(first.body.result)).body.result;
    expect(made).toMatchObject({
      tableName: 'demo_src_c1',
      copyType: 1,
      copyVersion: 1,
      physicId: id,
      tableVersion: 1,
      isDbSynch: 'N',
    });
    expect((await fieldsOf(made.id!)).result.map((f) => f.dbFieldName)).toEqual(['name', 'code']);
    expect((await indexesOf(made.id!)).result.map((x) => x.indexName)).toEqual(['idx_demo_src_c1_code']);
    expect((await versions(made.id!)).map((v) => [v.table_version, v.action])).toEqual([[1, 'copy']]);

    const named = await copy({ code: id, tableName: 'demo_src_named' });
    expect((await head(named.body.result)).body.result).toMatchObject({
      tableName: 'demo_src_named',
      copyVersion: 2,
    });

    const copies = (await list({ copyType: '1', physicId: id })).body.result.records;
    expect(copies.map((c) => c.tableName).sort()).toEqual(['demo_src_c1', 'demo_src_named']);
    const originals = (await list({ tableName: '*demo_src*' })).body.result.records;
    expect(originals.map((c) => c.tableName)).toEqual(['demo_src']);
  });

  it('refuses copying a copy and a bad copy name', async () => {
    const id = await addOk(design('demo_src2'));
    const copyId = (await copy({ code: id })).body.result;
    const again = await copy({ code: copyId });
    expect(again.body).toMatchObject({ success: false, message: M.copyOfCopy });
    const bad = await copy({ code: id, tableName: 'sys_x' });
    expect(bad.body).toMatchObject({ success: false, message: M.tableNameSystem('sys_x') });
  });
});

describe('permissions', () => {
  it('refuses every route to a user without the codes', async () => {
    const id = (await list({ tableName: 'demo_order' })).body.result.records[0]!.id!;
    const routes: Array<[string, string, Record<string, string>?, unknown?]> = [
      ['GET', `${BASE}/head/list`],
      ['GET', `${BASE}/head/queryById`, { id }],
      ['GET', `${BASE}/field/listByHeadId`, { headId: id }],
      ['GET', `${BASE}/index/listByHeadId`, { headId: id }],
      ['POST', `${BASE}/api/addAll`, undefined, design('demo_plain')],
      ['PUT', `${BASE}/api/editAll`, undefined, design('demo_order', { id })],
      ['DELETE', `${BASE}/head/delete`, { id }],
      ['POST', `${BASE}/head/copyOnline`, { code: id }],
    ];
    for (const [method, path, query, body] of routes) {
      const res = await call(t.app, method as 'GET', path, { token: plain, query, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await count(t, "SELECT 1 FROM onl_cgform_head WHERE table_name = 'demo_plain'")).toBe(0);
  });

  it('lets a list-only user read but not write', async () => {
    const id = (await list({ tableName: 'demo_order' })).body.result.records[0]!.id!;
    expect((await head(id, reader)).body.success).toBe(true);
    expect((await addForm(design('demo_reader'), reader)).status).toBe(403);
    expect((await editForm(design('demo_order', { id }), reader)).status).toBe(403);
    const copied = await copy({ code: id }, reader);
    expect(copied.status).toBe(403);
  });
});

describe('tenants', () => {
  it('keeps each tenant to its own designs; table names stay global', async () => {
    const mine = (await list({ tableName: 'demo_order' })).body.result.records[0]!.id!;
    expect((await list({}, other)).body.result.records).toHaveLength(0);
    expect((await head(mine, other)).body.message).toBe(M.formNotFound);
    expect((await fieldsOf(mine, other)).message).toBe(M.formNotFound);
    expect((await editForm(design('demo_order', { id: mine, tableTxt: '越权' }), other)).body.message).toBe(
      M.formNotFound,
    );
    const removed = await del({ id: mine }, other);
    expect(removed.body.message).toBe(M.formNotFound);
    const copied = await copy({ code: mine }, other);
    expect(copied.body.message).toBe(M.formNotFound);
    expect((await head(mine)).body.result.tableTxt).toBe('demo_order表');

    expect((await addForm(design('demo_order'), other)).body.message).toBe(M.tableNameTaken('demo_order'));
    const theirs = await addOk(design('demo_t2'), other);
    expect((await head(theirs, other)).body.result.tenantId).toBe(2000);
    expect((await head(theirs)).body.message).toBe(M.formNotFound);
  });

  it('shows platform designs to every tenant but lets only super users change them', async () => {
    const id = await addOk(design('demo_platform'));
    await t.db.query('UPDATE onl_cgform_head SET tenant_id = NULL WHERE id = $1', [id]);
    expect((await head(id, other)).body.result.tableName).toBe('demo_platform');
    const edit = await editForm(design('demo_platform', { id, tableTxt: '平台' }), other);
    expect(edit.body.message).toBe(M.formNotFound);
    const byAdmin = await editForm(design('demo_platform', { id, tableTxt: '平台' }));
    expect(byAdmin.body.success).toBe(true);
  });
});
