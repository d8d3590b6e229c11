import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_MESSAGES as M, type OnlineFormDesignInput } from '../../src/shared/domain/online/form-design';
import { design, designerCalls, field } from './support/cgform-designer';
import { login } from './support/helpers';
import { count } from './support/identity-admin';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * 表单开发 (issue 9, O1): saving designs through the HTTP routes — add, read, list, refusals that
 * change nothing, edit and versions, main and sub forms. Delete, copy, permissions and tenants:
 * online-cgform-access.test.ts.
 */

let t: TestApp;
const ctx: { t: TestApp | undefined; admin: string } = { t: undefined, admin: '' };
const { addForm, addOk, editForm, head, fieldsOf, indexesOf, list, del, versions, designRows } =
  designerCalls(ctx);

beforeAll(async () => {
  t = await createTestApp();
  ctx.t = t;
  ctx.admin = await login(t.app);
}, 60_000);
afterAll(() => t.close());

describe('add, read and list', () => {
  let id = '';

  it('adds a design in one save: head, fields, indexes and a version row', async () => {
    id = await addOk(design('demo_order', { themeTemplate: 'erp', formTemplate: '2' }));
    const h = (await head(id)).body.result;
    expect(h).toMatchObject({
      tableName: 'demo_order',
      tableTxt: 'demo_order表',
      tableType: 1,
      themeTemplate: 'erp',
      formTemplate: '2',
      isDbSynch: 'N',
      tableVersion: 1,
      copyType: 0,
      tenantId: 1000,
    });
    const fields = (await fieldsOf(id)).result;
    expect(fields.map((f) => [f.dbFieldName, f.dbLength, f.isQuery, f.dbFieldNameOld])).toEqual([
      ['name', 32, 'N', null],
      ['code', 20, 'Y', null],
    ]);
    expect((await indexesOf(id)).result).toMatchObject([
      { indexName: 'idx_demo_order_code', indexField: 'code', indexType: 'unique', isDbSynch: 'N' },
    ]);
    const v = await versions(id);
    expect(v.map((r) => [r.table_version, r.action])).toEqual([[1, 'design']]);
    expect(v[0]?.design.head.tableTxt).toBe('demo_order表');
    expect(await count(t, "SELECT 1 FROM sys_log WHERE log_content = '添加Online表单：demo_order'")).toBe(1);
  });

  it('lists originals with search and sort', async () => {
    await addOk(design('demo_other', { tableTxt: '其他表' }));
    const all = (await list({ column: 'tableName', order: 'asc' })).body.result;
    expect(all.records.map((r) => r.tableName)).toEqual(expect.arrayContaining(['demo_order', 'demo_other']));
    const found = (await list({ tableName: '*order*' })).body.result;
    expect(found.records.map((r) => r.tableName)).toEqual(['demo_order']);
    const byTxt = (await list({ tableTxt: '*其他*' })).body.result;
    expect(byTxt.records.map((r) => r.tableName)).toEqual(['demo_other']);
    expect((await list({ tableType: '2' })).body.result.records).toHaveLength(0);
  });

  it('answers 未找到对应的表单 for an unknown id', async () => {
    const res = await head('nope');
    expect(res.body).toMatchObject({ success: false, message: M.formNotFound });
    expect((await fieldsOf('nope')).message).toBe(M.formNotFound);
  });
});

describe('bad designs change nothing', () => {
  const refused: Array<[string, OnlineFormDesignInput, string]> = [
    ['system prefix sys_', design('sys_user'), M.tableNameSystem('sys_user')],
    ['business prefix biz_', design('biz_plant'), M.tableNameSystem('biz_plant')],
    ['upper case', design('Demo_Bad'), M.tableNameInvalid],
    ['quote injection', design('x"; drop table sys_user; --'), M.tableNameInvalid],
    ['reserved word', design('order'), M.tableNameReserved('order')],
    ['system column', design('demo_bad', {}, [field('create_time')]), M.fieldNameSystem('create_time')],
    ['reserved column', design('demo_bad', {}, [field('select')]), M.fieldNameReserved('select')],
    ['duplicate field', design('demo_bad', {}, [field('name'), field('name')]), M.fieldNameDuplicate('name')],
    [
      'unknown cell type',
      design('demo_bad', {}, [field('name', { fieldShowType: 'magic' })]),
      M.showTypeInvalid('name'),
    ],
    [
      'unanchored regex',
      design('demo_bad', {}, [field('name', { fieldValidType: '\\d+' })]),
      M.validTypeInvalid('name'),
    ],
    [
      'broken regex',
      design('demo_bad', {}, [field('name', { fieldValidType: '^(a$' })]),
      M.validTypeNotCompiling('name'),
    ],
    ['too long', design('demo_bad', {}, [field('name', { dbLength: 5000 })]), M.stringLengthInvalid('name')],
    [
      'index on a missing field',
      design(
        'demo_bad',
        {},
        [field('name')],
        [{ indexName: 'idx_bad', indexField: 'nope', indexType: 'normal' }],
      ),
      M.indexFieldMissing('idx_bad', 'nope'),
    ],
  ];

  it.each(refused)('refuses %s with its Chinese message', async (_label, body, message) => {
    const before = await designRows();
    const res = await addForm(body);
    expect(res.body).toMatchObject({ success: false, message });
    expect(await designRows()).toBe(before);
  });

  it('refuses a name taken by an existing table that is not an online form', async () => {
    await t.db.exec('CREATE TABLE legacy_stock (id integer PRIMARY KEY)');
    const before = await designRows();
    const res = await addForm(design('legacy_stock'));
    expect(res.body).toMatchObject({ success: false, message: M.tableNameExists('legacy_stock') });
    expect(await designRows()).toBe(before);
  });

  it('refuses a name another form already uses', async () => {
    await addOk(design('demo_taken'));
    const res = await addForm(design('demo_taken'));
    expect(res.body).toMatchObject({ success: false, message: M.tableNameTaken('demo_taken') });
    expect(await count(t, "SELECT 1 FROM onl_cgform_head WHERE table_name = 'demo_taken'")).toBe(1);
  });
});

describe('edit', () => {
  it('bumps the version, marks the design unsynchronised and keeps field ids', async () => {
    const id = await addOk(design('demo_edit'));
    await t.db.query("UPDATE onl_cgform_head SET is_db_synch = 'Y' WHERE id = $1", [id]);
    await t.db.query(
      'UPDATE onl_cgform_field SET db_field_name_old = db_field_name WHERE cgform_head_id = $1',
      [id],
    );
    const [name, code] = (await fieldsOf(id)).result;
    const res = await editForm({
      head: { id, tableName: 'demo_edit', tableTxt: '改过的标题' },
      fields: [
        { ...name!, dbFieldName: 'full_name', dbLength: 64 },
        { ...code! },
        field('remark', { dbType: 'Text' }),
      ],
      indexes: [{ indexName: 'idx_demo_edit_code', indexField: 'code', indexType: 'unique' }],
    });
    expect(res.body).toMatchObject({ success: true, message: M.edited });
    expect((await head(id)).body.result).toMatchObject({
      tableTxt: '改过的标题',
      tableVersion: 2,
      isDbSynch: 'N',
    });
    const after = (await fieldsOf(id)).result;
    expect(after.map((f) => [f.id === name!.id, f.dbFieldName, f.dbFieldNameOld])).toEqual([
      [true, 'full_name', 'name'],
      [false, 'code', 'code'],
      [false, 'remark', null],
    ]);
    expect(after[1]?.id).toBe(code!.id);
    expect((await versions(id)).map((v) => [v.table_version, v.action])).toEqual([
      [1, 'design'],
      [2, 'design'],
    ]);
  });

  it('keeps a field id sent twice only once', async () => {
    const id = await addOk(design('demo_twice'));
    const [name] = (await fieldsOf(id)).result;
    const res = await editForm({
      head: { id, tableName: 'demo_twice', tableTxt: 'demo_twice表' },
      fields: [{ ...name! }, { ...name!, dbFieldName: 'alias_name', orderNum: 5 }],
      indexes: [],
    });
    expect(res.body.success, res.body.message).toBe(true);
    const after = (await fieldsOf(id)).result;
    expect(after.map((f) => [f.dbFieldName, f.id === name!.id])).toEqual([
      ['name', true],
      ['alias_name', false],
    ]);
  });

  it('saves nothing when nothing changed', async () => {
    const id = await addOk(design('demo_same'));
    const fields = (await fieldsOf(id)).result;
    const indexes = (await indexesOf(id)).result;
    const res = await editForm({
      head: { id, tableName: 'demo_same', tableTxt: 'demo_same表' },
      fields,
      indexes,
    });
    expect(res.body).toMatchObject({ success: true, message: M.notModified });
    expect((await head(id)).body.result.tableVersion).toBe(1);
    expect(await versions(id)).toHaveLength(1);
  });

  it('refuses a bad edit and leaves the design as it was', async () => {
    const id = await addOk(design('demo_keep'));
    const before = await designRows();
    const res = await editForm({ ...design('demo_keep', { id }, [field('id')]) });
    expect(res.body).toMatchObject({ success: false, message: M.fieldNameSystem('id') });
    expect(await designRows()).toBe(before);
    expect((await fieldsOf(id)).result.map((f) => f.dbFieldName)).toEqual(['name', 'code']);
  });

  it('renames an unsynchronised table but not one that exists in the database', async () => {
    const id = await addOk(design('demo_rename'));
    const ok = await editForm(design('demo_renamed', { id }));
    expect(ok.body.success, ok.body.message).toBe(true);
    await t.db.exec('CREATE TABLE demo_renamed (id varchar(36) PRIMARY KEY)');
    const res = await editForm(design('demo_renamed_again', { id }));
    expect(res.body).toMatchObject({ success: false, message: M.tableRenameSynced('demo_renamed') });
    expect((await head(id)).body.result.tableName).toBe('demo_renamed');
  });

  it('refuses renaming onto an existing table', async () => {
    const id = await addOk(design('demo_move'));
    const res = await editForm(design('legacy_stock', { id }));
    expect(res.body).toMatchObject({ success: false, message: M.tableNameExists('legacy_stock') });
  });
});

describe('main and sub tables', () => {
  let mainId = '';

  it('links a sub form to a main form field and derives sub_table_str', async () => {
    mainId = await addOk(
      design('demo_main', { tableType: 2, themeTemplate: 'tab' }, [field('order_no')], []),
    );
    const sub = (name: string, tabOrderNum: number) =>
      design(
        name,
        { tableType: 3, relationType: 0, tabOrderNum },
        [
          field('main_id', { mainTable: 'demo_main', mainField: 'id', isShowList: 'N' }),
          field('qty', { dbType: 'int' }),
        ],
        [],
      );
    await addOk(sub('demo_sub_b', 2));
    await addOk(sub('demo_sub_a', 1));
    expect((await head(mainId)).body.result.subTableStr).toBe('demo_sub_a,demo_sub_b');
  });

  it('refuses a foreign key to a missing field, a missing or non-main table', async () => {
    const bad = (mainTable: string, mainField: string) =>
      design(
        'demo_sub_bad',
        { tableType: 3, relationType: 1 },
        [field('main_id', { mainTable, mainField })],
        [],
      );
    expect((await addForm(bad('demo_main', 'nope'))).body.message).toBe(M.subTableKeyNotFound('main_id'));
    expect((await addForm(bad('demo_none', 'id'))).body.message).toBe(M.subTableMainMissing('demo_none'));
    expect((await addForm(bad('demo_order', 'id'))).body.message).toBe(M.subTableMainNotMain('demo_order'));
  });

  it('keeps a main form with sub forms from changing type or being deleted', async () => {
    const asSingle = await editForm(
      design('demo_main', { id: mainId, tableType: 1 }, [field('order_no')], []),
    );
    expect(asSingle.body).toMatchObject({ success: false, message: M.mainHasSubs('demo_main') });
    const removed = await del({ id: mainId });
    expect(removed.body).toMatchObject({ success: false, message: M.mainHasSubs('demo_main') });
    expect((await head(mainId)).body.success).toBe(true);
  });

  it('drops a deleted sub form from the main form list', async () => {
    const subId = (await list({ tableName: 'demo_sub_a' })).body.result.records[0]!.id!;
    const removed = await del({ id: subId });
    expect(removed.body).toMatchObject({ success: true, message: M.deleted });
    expect((await head(mainId)).body.result.subTableStr).toBe('demo_sub_b');
  });
});
