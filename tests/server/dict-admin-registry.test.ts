import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictItem } from '../../src/shared/domain/contract/dict';
import { PERM } from '../../src/shared/domain/permission/codes';
import { call, login } from './support/helpers';
import { roleWith, signedInUser } from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 表字典登记: the allowlist of table dictionaries, checked against the schema, usable at once. */

let t: TestApp;
let admin: string;
let plain: string;
let lister: string;

interface RegistryJson {
  id: string;
  tableName: string;
  textColumn: string;
  codeColumn: string;
  softDelete: string;
  pidColumn: string | null;
}

const FORBIDDEN = '系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!';

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  plain = (await signedInUser(t, 'regplain')).token;
  // The dictionary list right alone does not open the registry.
  lister = (await signedInUser(t, 'reglister', { roleId: await roleWith(t, 'reg_lister', [PERM.dict.list]) }))
    .token;
});
afterAll(() => t.close());

const add = (body: Record<string, unknown>, token = admin) =>
  call(t.app, 'POST', '/sys/dictTableRegistry/add', { token, body });

const dictItems = (code: string) =>
  call<DictItem[]>(t.app, 'GET', `/sys/dict/getDictItems/${encodeURIComponent(code)}`, { token: admin });

async function list(query: Record<string, string> = {}, token = admin) {
  return call<{ records: RegistryJson[]; total: number }>(t.app, 'GET', '/sys/dictTableRegistry/list', {
    token,
    query: { pageSize: '100', ...query },
  });
}

async function idOf(table: string, text: string, code: string): Promise<string> {
  const rows = await t.db.query<{ id: string }>(
    'SELECT id FROM sys_dict_table_registry WHERE table_name = $1 AND text_column = $2 AND code_column = $3',
    [table, text, code],
  );
  if (!rows[0]) throw new Error('not registered');
  return rows[0].id;
}

describe('table dictionary registry', () => {
  it('lists the seeded triples and searches by table', async () => {
    const res = await list({ tableName: '*sys_depart*' });
    expect(res.body.success).toBe(true);
    expect(res.body.result.records.length).toBeGreaterThan(0);
    expect(res.body.result.records.every((r) => r.tableName === 'sys_depart')).toBe(true);
  });

  it('registers a triple that is usable by loadDict and getDictItems at once', async () => {
    const code = 'sys_sms_template,template_name,template_code';
    expect((await dictItems(code)).body.message).toBe(FORBIDDEN);
    const res = await add({
      tableName: 'sys_sms_template',
      textColumn: 'template_name',
      codeColumn: 'template_code',
      description: '消息模板',
    });
    expect(res.body).toMatchObject({ success: true, message: '保存成功!' });
    expect((await dictItems(code)).body.success).toBe(true);
    const load = await call(t.app, 'GET', `/sys/dict/loadDict/${code}`, {
      token: admin,
      query: { keyword: 'x' },
    });
    expect(load.body.success).toBe(true);
    expect(
      (await add({ tableName: 'sys_sms_template', textColumn: 'template_name', codeColumn: 'template_code' }))
        .body.message,
    ).toBe('该表字典（表名、文本字段、值字段）已登记');
  });

  it('refuses secret tables, sensitive columns, unknown tables and columns, writing nothing', async () => {
    const before = (await list()).body.result.total;
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { tableName: 'sys_secret', textColumn: 'name', codeColumn: 'name' },
        '表 sys_secret 保存系统密钥或会话，不能登记为表字典',
      ],
      [
        { tableName: 'sys_session', textColumn: 'id', codeColumn: 'id' },
        '表 sys_session 保存系统密钥或会话，不能登记为表字典',
      ],
      [
        { tableName: 'sys_data_source', textColumn: 'name', codeColumn: 'code' },
        '表 sys_data_source 保存系统密钥或会话，不能登记为表字典',
      ],
      [
        { tableName: 'sys_user', textColumn: 'password', codeColumn: 'id' },
        '字段 password 是敏感字段（密码、盐、令牌、密钥），不能登记',
      ],
      [
        { tableName: 'sys_user', textColumn: 'realname', codeColumn: 'salt' },
        '字段 salt 是敏感字段（密码、盐、令牌、密钥），不能登记',
      ],
      [
        { tableName: 'sys_user', textColumn: 'realname', codeColumn: 'id', filterColumns: 'status,password' },
        '字段 password 是敏感字段（密码、盐、令牌、密钥），不能登记',
      ],
      [{ tableName: 'no_such_table', textColumn: 'a', codeColumn: 'b' }, '表 no_such_table 不存在'],
      [{ tableName: 'sys_role', textColumn: 'nope', codeColumn: 'id' }, '表 sys_role 中不存在字段 nope'],
      [
        { tableName: 'sys_role', textColumn: 'role_name', codeColumn: 'id', softDelete: '1' },
        '表 sys_role 没有 del_flag 字段，不能按逻辑删除过滤',
      ],
      [
        { tableName: 'sys_role;drop', textColumn: 'a', codeColumn: 'b' },
        '表名只能是小写字母、数字和下划线，且以字母或下划线开头',
      ],
      [
        { tableName: 'sys_role', textColumn: 'role_name', codeColumn: 'id', filterColumns: 'a b' },
        '过滤字段须为逗号分隔的字段名',
      ],
      [{ textColumn: 'a', codeColumn: 'b' }, '请输入表名!'],
    ];
    for (const [body, message] of cases) {
      const res = await add(body);
      expect(res.body, JSON.stringify(body)).toMatchObject({ success: false, message });
    }
    expect((await list()).body.result.total).toBe(before);
  });

  it('edits a triple with the same checks; tree columns make loadTreeData work', async () => {
    await add({
      tableName: 'sys_depart',
      textColumn: 'depart_name',
      codeColumn: 'org_code',
      softDelete: '1',
    });
    const id = await idOf('sys_depart', 'depart_name', 'org_code');
    const bad = await call(t.app, 'PUT', '/sys/dictTableRegistry/edit', {
      token: admin,
      body: { id, pidColumn: 'password' },
    });
    expect(bad.body.success).toBe(false);
    const roleId = await idOf('sys_role', 'role_name', 'role_code');
    const edit = await call(t.app, 'PUT', '/sys/dictTableRegistry/edit', {
      token: admin,
      body: { id: roleId, description: '角色（改）' },
    });
    expect(edit.body).toMatchObject({ success: true, message: '编辑成功!' });
    const row = (
      await t.db.query<Record<string, unknown>>('SELECT * FROM sys_dict_table_registry WHERE id = $1', [
        roleId,
      ])
    )[0];
    expect(row).toMatchObject({
      table_name: 'sys_role',
      text_column: 'role_name',
      description: '角色（改）',
    });

    // Seeded without tree columns: loadTreeData refuses it until the parent column is registered.
    const catId = await idOf('sys_category', 'name', 'code');
    const params = { tableName: 'sys_category', text: 'name', code: 'code', pidField: 'pid', pid: '' };
    expect(
      (await call(t.app, 'GET', '/sys/dict/loadTreeData', { token: admin, query: params })).body.success,
    ).toBe(false);
    const tree = await call(t.app, 'PUT', '/sys/dictTableRegistry/edit', {
      token: admin,
      body: { id: catId, pidColumn: 'pid', hasChildColumn: 'has_child' },
    });
    expect(tree.body.success).toBe(true);
    const nodes = await call<unknown[]>(t.app, 'GET', '/sys/dict/loadTreeData', {
      token: admin,
      query: params,
    });
    expect(nodes.body.success).toBe(true);
    expect(nodes.body.result.length).toBeGreaterThan(0);
  });

  it('deletes a triple: it stops resolving at once', async () => {
    const id = await idOf('sys_sms_template', 'template_name', 'template_code');
    const del = await call(t.app, 'DELETE', '/sys/dictTableRegistry/delete', { token: admin, query: { id } });
    expect(del.body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await dictItems('sys_sms_template,template_name,template_code')).body.message).toBe(FORBIDDEN);
    const again = await call(t.app, 'DELETE', '/sys/dictTableRegistry/delete', {
      token: admin,
      query: { id },
    });
    expect(again.body).toMatchObject({ success: false, message: '未找到对应数据' });
    // The list page's batch delete sends `ids` to the same endpoint.
    await add({ tableName: 'sys_sms_template', textColumn: 'template_name', codeColumn: 'id' });
    await add({ tableName: 'sys_sms_template', textColumn: 'template_code', codeColumn: 'id' });
    const a = await idOf('sys_sms_template', 'template_name', 'id');
    const b = await idOf('sys_sms_template', 'template_code', 'id');
    const batch = await call(t.app, 'DELETE', '/sys/dictTableRegistry/delete', {
      token: admin,
      query: { ids: `${a},${b}` },
    });
    expect(batch.body.success).toBe(true);
    expect(
      await t.db.query('SELECT 1 FROM sys_dict_table_registry WHERE id = ANY($1::varchar[])', [[a, b]]),
    ).toHaveLength(0);
  });

  it('needs the registry permission on every route', async () => {
    const id = await idOf('sys_role', 'role_name', 'role_code');
    for (const token of [plain, lister]) {
      const routes: Array<[string, string, Record<string, unknown>?]> = [
        ['GET', '/sys/dictTableRegistry/list'],
        ['POST', '/sys/dictTableRegistry/add', { tableName: 'sys_role', textColumn: 'id', codeColumn: 'id' }],
        ['PUT', '/sys/dictTableRegistry/edit', { id, description: 'x' }],
        ['DELETE', `/sys/dictTableRegistry/delete?id=${id}`],
      ];
      for (const [method, path, body] of routes) {
        const res = await call(t.app, method as 'GET', path, { token, ...(body ? { body } : {}) });
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
    expect(await t.db.query('SELECT 1 FROM sys_dict_table_registry WHERE id = $1', [id])).toHaveLength(1);
  });
});
