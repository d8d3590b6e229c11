import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { newId } from '../../server/lib/ids';
import type { SyncPlanResult } from '../../server/modules/cgform/sync-service';
import { call, login } from './support/helpers';
import { roleWithCodes, userWithRole } from './support/identity-admin';
import { operationLogs } from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 同步数据库 (issue 9): DDL planning and sync against the real database (PGlite or PostgreSQL). */

let t: TestApp;
let admin = '';
type Row = Record<string, unknown>;

interface FieldSpec {
  name: string;
  type?: string;
  length?: number;
  point?: number;
  isNull?: 'Y' | 'N';
  def?: string | null;
  /** The name at the last sync (a rename when it differs). */
  old?: string | null;
  mainTable?: string;
  mainField?: string;
}
interface IndexSpec {
  name: string;
  fields: string;
  type?: 'normal' | 'unique';
}

const HOSTILE = 'x"; DROP TABLE sys_user; --';

async function writeFields(headId: string, fields: FieldSpec[]): Promise<void> {
  await t.db.query('DELETE FROM onl_cgform_field WHERE cgform_head_id = $1', [headId]);
  for (const [i, f] of fields.entries()) {
    await t.db.query(
      `INSERT INTO onl_cgform_field (id, cgform_head_id, db_field_name, db_field_name_old, db_field_txt, db_type,
         db_length, db_point_length, db_is_null, db_default_val, main_table, main_field, dict_field, order_num)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        newId(),
        headId,
        f.name,
        f.old ?? null,
        HOSTILE,
        f.type ?? 'string',
        f.length ?? 32,
        f.point ?? 0,
        f.isNull ?? 'Y',
        f.def ?? null,
        f.mainTable ?? null,
        f.mainField ?? null,
        null,
        i,
      ],
    );
  }
}

async function writeIndexes(headId: string, indexes: IndexSpec[]): Promise<void> {
  await t.db.query('DELETE FROM onl_cgform_index WHERE cgform_head_id = $1', [headId]);
  for (const x of indexes) {
    await t.db.query(
      `INSERT INTO onl_cgform_index (id, cgform_head_id, index_name, index_field, index_type) VALUES ($1, $2, $3, $4, $5)`,
      [newId(), headId, x.name, x.fields, x.type ?? 'normal'],
    );
  }
}

/** A stored design inserted directly (the designer CRUD is another engineer's work). */
async function insertForm(
  tableName: string,
  fields: FieldSpec[],
  opts: { indexes?: IndexSpec[]; tableType?: number; relationType?: number } = {},
): Promise<string> {
  const id = newId();
  await t.db.query(
    `INSERT INTO onl_cgform_head (id, tenant_id, table_name, table_txt, table_type, relation_type, create_by)
     VALUES ($1, NULL, $2, $3, $4, $5, 'admin')`,
    [id, tableName, HOSTILE, opts.tableType ?? 1, opts.relationType ?? null],
  );
  await writeFields(id, fields);
  await writeIndexes(id, opts.indexes ?? []);
  return id;
}

/** A saved design change, as the designer's editAll leaves it: new version, not synchronised. */
async function redesign(headId: string, fields: FieldSpec[], indexes?: IndexSpec[]): Promise<void> {
  await writeFields(headId, fields);
  if (indexes) await writeIndexes(headId, indexes);
  await t.db.query(
    `UPDATE onl_cgform_head SET table_version = table_version + 1, is_db_synch = 'N' WHERE id = $1`,
    [headId],
  );
}

const sync = (headId: string, mode = 'normal', body: Row = {}, token = admin) =>
  call<Row | null>(t.app, 'POST', `/online/cgform/api/doDbSynch/${headId}/${mode}`, { token, body });

async function syncOk(headId: string, mode = 'normal', body: Row = {}): Promise<Row> {
  const res = await sync(headId, mode, body);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true, message: '同步数据库成功!' });
  return res.body.result as Row;
}

async function columns(table: string): Promise<Row[]> {
  return t.db.query(
    `SELECT column_name, data_type, character_maximum_length AS len, numeric_precision AS p, numeric_scale AS s,
            is_nullable, column_default
       FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1
      ORDER BY ordinal_position`,
    [table],
  );
}
const columnNames = async (table: string) => (await columns(table)).map((c) => c.column_name);
const column = async (table: string, name: string) =>
  (await columns(table)).find((c) => c.column_name === name);

async function indexes(table: string): Promise<string[]> {
  const rows = await t.db.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1 ORDER BY indexname`,
    [table],
  );
  return rows.map((r) => r.indexdef.replace(/ USING btree/, '').replace(/ ON \S+\./, ' ON '));
}

async function headState(headId: string) {
  const [head] = await t.db.query<{ is_db_synch: string; table_version: number }>(
    'SELECT is_db_synch, table_version FROM onl_cgform_head WHERE id = $1',
    [headId],
  );
  const versions = await t.db.query<{
    action: string;
    table_version: number;
    ddl: string | null;
    design: Row;
  }>(
    `SELECT action, table_version, ddl, design FROM onl_cgform_version WHERE cgform_head_id = $1 ORDER BY create_time, table_version`,
    [headId],
  );
  return { head, versions };
}

async function backups(table: string, column: string): Promise<Row[]> {
  return t.db.query(
    `SELECT record_id, value, table_version FROM onl_cgform_backup WHERE table_name = $1 AND column_name = $2 ORDER BY record_id`,
    [table, column],
  );
}

beforeAll(async () => {
  t = await createTestApp({ businessDemo: false });
  admin = await login(t.app);
});
afterAll(() => t.close());

describe('synchronising a form to its table', () => {
  let headId = '';

  it('creates the table with system columns, a version row and an operation log', async () => {
    headId = await insertForm('demo_sync_order', [
      { name: 'title', length: 40, def: HOSTILE },
      { name: 'qty', type: 'int', def: '1' },
    ]);
    const plan = await call<SyncPlanResult>(t.app, 'GET', `/online/cgform/api/syncPlan/${headId}`, {
      token: admin,
    });
    expect(plan.body.result).toMatchObject({
      tableName: 'demo_sync_order',
      tableExists: false,
      destructive: [],
    });
    expect(plan.body.result.steps[0]?.sql[0]).toMatch(/^CREATE TABLE "demo_sync_order" \(/);

    const result = await syncOk(headId);
    expect(result.tableName).toBe('demo_sync_order');
    expect(await columnNames('demo_sync_order')).toEqual([
      'id',
      'create_by',
      'create_time',
      'update_by',
      'update_time',
      'sys_org_code',
      'tenant_id',
      'title',
      'qty',
    ]);
    // The hostile default is data: a row without a title gets exactly that text, sys_user is intact.
    await t.db.query(`INSERT INTO demo_sync_order (id) VALUES ('r0')`);
    const [row] = await t.db.query('SELECT title, qty FROM demo_sync_order WHERE id = $1', ['r0']);
    expect(row).toEqual({ title: HOSTILE, qty: 1 });
    expect((await t.db.query('SELECT count(*)::int AS n FROM sys_user'))[0]?.n).toBeGreaterThan(0);

    const { head, versions } = await headState(headId);
    expect(head?.is_db_synch).toBe('Y');
    expect(versions.map((v) => v.action)).toEqual(['sync']);
    expect(versions[0]?.ddl).toContain('CREATE TABLE "demo_sync_order"');
    expect((versions[0]?.design.head as Row).tableName).toBe('demo_sync_order');
    const [field] = await t.db.query(
      `SELECT db_field_name_old FROM onl_cgform_field WHERE cgform_head_id = $1 AND db_field_name = 'title'`,
      [headId],
    );
    expect(field?.db_field_name_old).toBe('title');
    expect((await operationLogs(t, '同步数据库：demo_sync_order')).length).toBe(1);
  });

  it('adds a column, widens types and adds an index, keeping the data', async () => {
    await t.db.query(
      `INSERT INTO demo_sync_order (id, title, qty) VALUES ('r1', 'abc', 7), ('r2', 'abd', 8)`,
    );
    await redesign(
      headId,
      [
        { name: 'title', length: 60, def: HOSTILE, old: 'title' },
        { name: 'qty', type: 'BigDecimal', length: 14, point: 2, def: '1', old: 'qty' },
        { name: 'note', type: 'Text' },
      ],
      [{ name: 'idx_demo_sync_title', fields: 'title' }],
    );
    const plan = await call<SyncPlanResult>(t.app, 'GET', `/online/cgform/api/syncPlan/${headId}`, {
      token: admin,
    });
    expect(plan.body.result.destructive).toEqual([]);
    await syncOk(headId);
    expect(await column('demo_sync_order', 'title')).toMatchObject({
      data_type: 'character varying',
      len: 60,
    });
    expect(await column('demo_sync_order', 'qty')).toMatchObject({ data_type: 'numeric', p: 14, s: 2 });
    expect(await column('demo_sync_order', 'note')).toMatchObject({ data_type: 'text' });
    expect(await indexes('demo_sync_order')).toContain(
      'CREATE INDEX idx_demo_sync_title ON demo_sync_order (title)',
    );
    const rows = await t.db.query(`SELECT id, title, qty::text AS qty FROM demo_sync_order ORDER BY id`);
    expect(rows).toEqual([
      { id: 'r0', title: HOSTILE, qty: '1.00' },
      { id: 'r1', title: 'abc', qty: '7.00' },
      { id: 'r2', title: 'abd', qty: '8.00' },
    ]);
    // A second sync of the same design has nothing to do.
    const again = await call<SyncPlanResult>(t.app, 'GET', `/online/cgform/api/syncPlan/${headId}`, {
      token: admin,
    });
    expect(again.body.result.steps).toEqual([]);
  });

  it('refuses a destructive sync without confirmation and changes nothing', async () => {
    await redesign(headId, [
      { name: 'title', length: 60, def: HOSTILE, old: 'title' },
      { name: 'qty', type: 'BigDecimal', length: 14, point: 2, def: '1', old: 'qty' },
    ]);
    const before = await headState(headId);
    const res = await sync(headId);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain('删除字段「note」');
    expect(res.body.result).toEqual({ destructive: ['删除字段「note」（数据先备份到 onl_cgform_backup）'] });
    expect(await columnNames('demo_sync_order')).toContain('note');
    expect(await backups('demo_sync_order', 'note')).toEqual([]);
    expect(await headState(headId)).toEqual(before);
  });

  it('drops a column on confirmation, keeping its data in onl_cgform_backup', async () => {
    await t.db.query(`UPDATE demo_sync_order SET note = 'n-' || id WHERE id <> 'r0'`);
    const result = await syncOk(headId, 'normal', { confirmDestructive: true });
    expect(result.backedUp).toBe(3);
    expect(await columnNames('demo_sync_order')).not.toContain('note');
    const { head } = await headState(headId);
    expect(await backups('demo_sync_order', 'note')).toEqual([
      { record_id: 'r0', value: null, table_version: head?.table_version },
      { record_id: 'r1', value: 'n-r1', table_version: head?.table_version },
      { record_id: 'r2', value: 'n-r2', table_version: head?.table_version },
    ]);
  });

  it('renames a field as add + copy + drop', async () => {
    await redesign(
      headId,
      [
        { name: 'subject', length: 60, old: 'title' },
        { name: 'qty', type: 'BigDecimal', length: 14, point: 2, def: '1', old: 'qty' },
      ],
      [{ name: 'idx_demo_sync_title', fields: 'subject' }],
    );
    expect((await sync(headId)).body.result).toEqual({
      destructive: ['字段「title」改名为「subject」：删除旧字段「title」（数据先备份到 onl_cgform_backup）'],
    });
    await syncOk(headId, 'normal', { confirmDestructive: true });
    const rows = await t.db.query(`SELECT id, subject FROM demo_sync_order ORDER BY id`);
    expect(rows).toEqual([
      { id: 'r0', subject: HOSTILE },
      { id: 'r1', subject: 'abc' },
      { id: 'r2', subject: 'abd' },
    ]);
    expect((await backups('demo_sync_order', 'title')).length).toBe(3);
  });

  it('refuses NOT NULL while nulls exist, naming the column', async () => {
    await t.db.query(`UPDATE demo_sync_order SET qty = NULL WHERE id = 'r2'`);
    await redesign(headId, [
      { name: 'subject', length: 60, old: 'subject' },
      { name: 'qty', type: 'BigDecimal', length: 14, point: 2, def: '1', old: 'qty', isNull: 'N' },
    ]);
    const before = await headState(headId);
    const res = await sync(headId, 'normal', { confirmDestructive: true });
    expect(res.body).toMatchObject({
      success: false,
      message: '字段「qty」有1条记录为空，不能设为非空，请先补全数据或允许为空',
    });
    expect(await column('demo_sync_order', 'qty')).toMatchObject({ is_nullable: 'YES' });
    expect(await headState(headId)).toEqual(before);
    await t.db.query(`UPDATE demo_sync_order SET qty = 0 WHERE id = 'r2'`);
    await syncOk(headId);
    expect(await column('demo_sync_order', 'qty')).toMatchObject({ is_nullable: 'NO' });
  });

  it('rolls the whole sync back when a statement fails midway', async () => {
    await t.db.query(`UPDATE demo_sync_order SET subject = 'same'`);
    await redesign(
      headId,
      [
        { name: 'subject', length: 60, old: 'subject' },
        { name: 'qty', type: 'BigDecimal', length: 14, point: 2, def: '1', old: 'qty', isNull: 'N' },
        { name: 'extra', type: 'int' },
      ],
      [
        { name: 'idx_demo_sync_title', fields: 'subject' },
        { name: 'uniq_demo_sync_subject', fields: 'subject', type: 'unique' },
      ],
    );
    const beforeColumns = await columns('demo_sync_order');
    const beforeIndexes = await indexes('demo_sync_order');
    const before = await headState(headId);
    const res = await sync(headId);
    expect(res.body).toMatchObject({
      success: false,
      message: '同步数据库失败，已全部回滚，数据库表未改变：唯一索引的字段中已有重复数据',
    });
    expect(await columns('demo_sync_order')).toEqual(beforeColumns);
    expect(await indexes('demo_sync_order')).toEqual(beforeIndexes);
    expect(await headState(headId)).toEqual(before);
  });

  it('force recreates the table after confirmation, backing up every column', async () => {
    const refused = await sync(headId, 'force');
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toBe('强制同步将删除并重建表「demo_sync_order」，请确认后再同步');
    expect(await t.db.query('SELECT id FROM demo_sync_order')).toHaveLength(3);

    await syncOk(headId, 'force', { confirmDestructive: true });
    expect(await t.db.query('SELECT id FROM demo_sync_order')).toEqual([]);
    expect(await columnNames('demo_sync_order')).toContain('extra');
    expect(await indexes('demo_sync_order')).toContain(
      'CREATE UNIQUE INDEX uniq_demo_sync_subject ON demo_sync_order (subject)',
    );
    expect((await backups('demo_sync_order', 'subject')).map((r) => r.value)).toContain('same');
    expect((await backups('demo_sync_order', 'create_time')).length).toBe(3);
    const { versions } = await headState(headId);
    expect(versions.filter((v) => v.action === 'sync').at(-1)?.ddl).toMatch(
      /^DROP TABLE "demo_sync_order"\nCREATE TABLE/,
    );
  });
});

describe('defaults of every type', () => {
  it('are created as designed and read back as unchanged', async () => {
    const id = await insertForm('demo_sync_defaults', [
      { name: 'f_str', length: 40, def: "it's" },
      { name: 'f_text', type: 'Text', def: '多行"文本"' },
      { name: 'f_int', type: 'int', def: '-5' },
      { name: 'f_double', type: 'double', def: '-1500.50' },
      { name: 'f_dec', type: 'BigDecimal', length: 10, point: 2, def: '12.30' },
      { name: 'f_dec_neg', type: 'BigDecimal', length: 10, point: 2, def: '-3' },
      { name: 'f_date', type: 'Date', def: '2024-02-29' },
      { name: 'f_at', type: 'Datetime', def: '2024-01-02 03:04:05' },
    ]);
    await syncOk(id);
    const plan = await call<SyncPlanResult>(t.app, 'GET', `/online/cgform/api/syncPlan/${id}`, {
      token: admin,
    });
    expect(plan.body.result.steps).toEqual([]);
    await t.db.query(`INSERT INTO demo_sync_defaults (id) VALUES ('d1')`);
    const [row] = await t.db.query(
      `SELECT f_str, f_text, f_int, f_double, f_dec::text AS f_dec, f_dec_neg::text AS f_dec_neg,
              f_date::text AS f_date, f_at = '2024-01-01 19:04:05+00'::timestamptz AS at
         FROM demo_sync_defaults`,
    );
    expect(row).toEqual({
      f_str: "it's",
      f_text: '多行"文本"',
      f_int: -5,
      f_double: -1500.5,
      f_dec: '12.30',
      f_dec_neg: '-3.00',
      f_date: '2024-02-29',
      at: true,
    });
  });
});

describe('sub tables, tables not created by a form, bad input and permissions', () => {
  it('indexes a sub table foreign key without a FOREIGN KEY constraint', async () => {
    await insertForm('demo_sync_main', [{ name: 'code' }], { tableType: 2 });
    const subId = await insertForm(
      'demo_sync_line',
      [{ name: 'main_id', length: 36, mainTable: 'demo_sync_main', mainField: 'id' }, { name: 'item' }],
      { tableType: 3, relationType: 0 },
    );
    await syncOk(subId); // before its main table: the order does not matter
    const defs = await indexes('demo_sync_line');
    expect(
      defs.some((d) => /^CREATE INDEX demo_sync_line_fk_[0-9a-f]{8} ON demo_sync_line \(main_id\)$/.test(d)),
    ).toBe(true);
    const fks = await t.db.query(
      `SELECT 1 FROM information_schema.table_constraints WHERE table_name = 'demo_sync_line' AND constraint_type = 'FOREIGN KEY'`,
    );
    expect(fks).toEqual([]);
  });

  it('refuses to take over a table the form did not create', async () => {
    await t.db.exec('CREATE TABLE demo_sync_foreign (id varchar(36) PRIMARY KEY, secret text)');
    const id = await insertForm('demo_sync_foreign', [{ name: 'title' }]);
    const res = await sync(id, 'force', { confirmDestructive: true });
    expect(res.body).toMatchObject({
      success: false,
      message: '数据库中已存在表「demo_sync_foreign」，且不是本表单创建的，不能同步',
    });
    expect(await columnNames('demo_sync_foreign')).toEqual(['id', 'secret']);
  });

  it('refuses an invalid default or method with a Chinese message', async () => {
    const id = await insertForm('demo_sync_bad', [{ name: 'qty', type: 'int', def: HOSTILE }]);
    const res = await sync(id);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/「qty」/);
    expect((await sync(id, 'drop')).body).toMatchObject({
      success: false,
      message: '同步方式只能是 normal 或 force',
    });
    expect(await columnNames('demo_sync_bad')).toEqual([]);
    expect((await headState(id)).versions).toEqual([]);
  });

  it('needs online:cgform:sync', async () => {
    const id = await insertForm('demo_sync_perm', [{ name: 'title' }]);
    const plain = await userWithRole(t, 'sync_plain', null);
    const denied = await sync(id, 'normal', {}, plain.token);
    expect(denied.status).toBe(403);
    expect(denied.body.success).toBe(false);
    const deniedPlan = await call(t.app, 'GET', `/online/cgform/api/syncPlan/${id}`, { token: plain.token });
    expect(deniedPlan.status).toBe(403);
    expect(await columnNames('demo_sync_perm')).toEqual([]);

    // A tenant designer with the code syncs the tenant's forms, not platform ones.
    const roleId = await roleWithCodes(t, [PERM.onlineForm.sync], 'sync_role');
    const designer = await userWithRole(t, 'sync_designer', roleId);
    const platform = await sync(id, 'normal', {}, designer.token);
    expect(platform.body).toMatchObject({ success: false, message: '未找到对应的表单' });
    await t.db.query('UPDATE onl_cgform_head SET tenant_id = 1000 WHERE id = $1', [id]);
    // JeecgBoot's client posts doDbSynch without a body.
    const bare = await call(t.app, 'POST', `/online/cgform/api/doDbSynch/${id}/normal`, {
      token: designer.token,
    });
    expect(bare.body).toMatchObject({ success: true, message: '同步数据库成功!' });
    expect(await columnNames('demo_sync_perm')).toContain('title');
  });
});
