import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import type { DataLogRecord } from '../../src/shared/domain/resources/data-log';
import { SEED } from '../../server/db/seed/ids';
import { call, login } from './support/helpers';
import { roleWith, signedInUser } from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 数据日志: a version per write of a versioned table, version lists, two-version compare, permissions. */

let t: TestApp;
let admin: string;
let reader: { id: string; token: string };
let outsider: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  reader = await signedInUser(t, 'datalogreader', {
    roleId: await roleWith(t, 'datalog_readers', [PERM.dataLog.list]),
  });
  outsider = await signedInUser(t, 'datalogoutsider', {
    roleId: await roleWith(t, 'log_readers_only', [PERM.log.list]),
  });
});
afterAll(() => t.close());

async function positionId(code: string): Promise<string> {
  const rows = await t.db.query<{ id: string }>('SELECT id FROM sys_position WHERE code = $1', [code]);
  return rows[0]!.id;
}

async function versions(token: string, dataTable: string, dataId: string) {
  return call<DataLogRecord[]>(t.app, 'GET', '/sys/dataLog/queryDataVerList', {
    token,
    query: { dataTable, dataId },
  });
}

describe('数据日志', () => {
  it('records a version on add and on every edit, newest first, and compares two of them', async () => {
    const add = await call(t.app, 'POST', '/sys/position/add', {
      token: admin,
      body: { code: 'dl_engineer', name: '工程师', postRank: '3' },
    });
    expect(add.body.success).toBe(true);
    const id = await positionId('dl_engineer');
    await call(t.app, 'PUT', '/sys/position/edit', { token: admin, body: { id, name: '高级工程师' } });

    const list = await versions(reader.token, 'sys_position', id);
    expect(list.body.success).toBe(true);
    expect(list.body.result.map((v) => v.dataVersion)).toEqual([2, 1]);
    const [v2, v1] = list.body.result as [DataLogRecord, DataLogRecord];
    expect(v2).toMatchObject({
      dataTable: 'sys_position',
      dataTable_dictText: '职务',
      dataId: id,
      createBy: 'admin',
    });
    expect(JSON.parse(v1.dataContent)).toMatchObject({ id, code: 'dl_engineer', name: '工程师' });
    expect(JSON.parse(v2.dataContent)).toMatchObject({ name: '高级工程师' });

    const compare = await call<DataLogRecord[]>(t.app, 'GET', '/sys/dataLog/queryCompareList', {
      token: reader.token,
      query: { dataId1: v2.id, dataId2: v1.id },
    });
    expect(compare.body.result.map((v) => v.dataVersion)).toEqual([1, 2]);

    const paged = await call<{ records: DataLogRecord[]; total: number }>(t.app, 'GET', '/sys/dataLog/list', {
      token: reader.token,
      query: { dataTable: 'sys_position', dataId: id },
    });
    expect(paged.body.result.total).toBe(2);
  });

  it('never stores a password or salt in a user version', async () => {
    const edit = await call(t.app, 'PUT', '/sys/user/edit', {
      token: admin,
      body: { id: reader.id, realname: '日志读者' },
    });
    expect(edit.body.success).toBe(true);
    const list = await versions(admin, 'sys_user', reader.id);
    const content = list.body.result[0]!.dataContent;
    expect(JSON.parse(content)).toMatchObject({ realname: '日志读者' });
    expect(content).not.toMatch(/password|salt/);
  });

  it('refuses a compare of two different records and names what is missing', async () => {
    const a = await versions(admin, 'sys_position', await positionId('dl_engineer'));
    const b = await versions(admin, 'sys_user', reader.id);
    const mixed = await call(t.app, 'GET', '/sys/dataLog/queryCompareList', {
      token: admin,
      query: { dataId1: a.body.result[0]!.id, dataId2: b.body.result[0]!.id },
    });
    expect(mixed.body).toMatchObject({ success: false, message: '只能对比同一条记录的两个版本' });
    const one = await call(t.app, 'GET', '/sys/dataLog/queryCompareList', {
      token: admin,
      query: { dataId1: a.body.result[0]!.id },
    });
    expect(one.body).toMatchObject({ success: false, message: '请选择两条数据日志' });
    const none = await call(t.app, 'GET', '/sys/dataLog/queryDataVerList', { token: admin, query: {} });
    expect(none.body).toMatchObject({ success: false, message: '请选择数据表和数据ID' });
  });

  it('is refused without the data-log code on every route, and without a session', async () => {
    const id = await positionId('dl_engineer');
    for (const [url, query] of [
      ['/sys/dataLog/list', {}],
      ['/sys/dataLog/queryDataVerList', { dataTable: 'sys_position', dataId: id }],
      ['/sys/dataLog/queryCompareList', { dataId1: 'a', dataId2: 'b' }],
    ] as const) {
      const res = await call(t.app, 'GET', url, { token: outsider.token, query });
      expect(res.body, url).toMatchObject({ success: false, code: 510 });
      const anon = await call(t.app, 'GET', url, { query });
      expect(anon.status, url).toBe(401);
    }
  });

  it('shows a tenant administrator only the versions written in their tenant', async () => {
    expect(SEED.tenant).toBe(1000);
    const rows = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sys_data_log WHERE tenant_id IS DISTINCT FROM $1',
      [SEED.tenant],
    );
    expect(rows[0]!.n).toBe(0);
    await t.db.query(
      `INSERT INTO sys_data_log (id, create_by, data_table, data_id, data_content, data_version, tenant_id)
       VALUES ('dl_other_tenant', 'x', 'sys_position', 'p2000', '{}', 1, 2000)`,
    );
    const seen = await call<{ records: DataLogRecord[] }>(t.app, 'GET', '/sys/dataLog/list', {
      token: reader.token,
      query: { dataId: 'p2000' },
    });
    expect(seen.body.result.records).toEqual([]);
    const superSees = await call<{ records: DataLogRecord[] }>(t.app, 'GET', '/sys/dataLog/list', {
      token: admin,
      query: { dataId: 'p2000' },
    });
    expect(superSees.body.result.records).toHaveLength(1);
  });
});
