import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERM } from '../../src/shared/domain/permission/codes';
import { DATA_RULE_MESSAGES } from '../../src/shared/domain/resources/data-rule';
import { ADMIN_PATHS } from '../../src/shared/domain/routes/admin-paths';
import { resolveDataRules } from '../../server/modules/access/data-rules';
import type { AuthContext } from '../../server/modules/session/auth-context';
import type { UserRow } from '../../server/modules/user/user-row';
import { login } from './support/helpers';
import { buttonId, call, count, menuOf, roleWithCodes, userWithRole } from './support/identity-admin';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let userMenu: string;

interface RuleJson {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: string;
  createTime: string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app);
  userMenu = await menuOf(t, PERM.user.list);
});
afterAll(() => t.close());

const addRule = (body: Record<string, unknown>, token = admin) =>
  call(t.app, 'POST', '/sys/permission/addPermissionRule', { token, body });

async function ruleId(name: string): Promise<string> {
  const rows = await t.db.query<{ id: string }>(
    'SELECT id FROM sys_permission_data_rule WHERE rule_name = $1',
    [name],
  );
  if (!rows[0]) throw new Error(`no rule ${name}`);
  return rows[0].id;
}

const ruleFlag = async (id: string) =>
  Number(
    (await t.db.query<{ rule_flag: number }>('SELECT rule_flag FROM sys_permission WHERE id = $1', [id]))[0]
      ?.rule_flag,
  );

describe('data rule CRUD', () => {
  it('adds a rule on a menu, canonicalises the condition and flags the menu', async () => {
    expect(await ruleFlag(userMenu)).toBe(0);
    const res = await addRule({
      permissionId: userMenu,
      ruleName: '本部门',
      ruleColumn: 'orgCode',
      ruleConditions: 'like',
      ruleValue: '#{sys_org_code}',
      id: '5555',
      createBy: 'intruder',
    });
    expect(res.body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    const rows = await t.db.query<{ id: string; rule_conditions: string; status: string; create_by: string }>(
      "SELECT * FROM sys_permission_data_rule WHERE rule_name = '本部门'",
    );
    expect(rows[0]).toMatchObject({ rule_conditions: 'LIKE', status: '1', create_by: 'admin' });
    expect(rows[0]!.id).not.toBe('5555');
    expect(await ruleFlag(userMenu)).toBe(1);
  });

  it('refuses bad rules with a clear message and saves nothing', async () => {
    const before = await count(t, 'SELECT 1 FROM sys_permission_data_rule');
    const base = {
      permissionId: userMenu,
      ruleName: '坏规则',
      ruleColumn: 'status',
      ruleConditions: '=',
      ruleValue: '1',
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, ruleName: '' }, DATA_RULE_MESSAGES.nameRequired],
      [{ ...base, ruleColumn: '' }, DATA_RULE_MESSAGES.columnRequired],
      [{ ...base, ruleColumn: 'org_code; drop table x' }, DATA_RULE_MESSAGES.columnInvalid],
      [{ ...base, ruleColumn: 'noSuchField' }, DATA_RULE_MESSAGES.columnUnknown('noSuchField')],
      [{ ...base, ruleColumn: 'password' }, DATA_RULE_MESSAGES.columnUnknown('password')],
      [{ ...base, ruleColumn: 'salt' }, DATA_RULE_MESSAGES.columnUnknown('salt')],
      [{ ...base, ruleConditions: '' }, DATA_RULE_MESSAGES.conditionRequired],
      [{ ...base, ruleConditions: 'USE_SQL_RULES', ruleValue: '1=1' }, DATA_RULE_MESSAGES.sqlRefused],
      [{ ...base, ruleConditions: 'BETWEEN' }, DATA_RULE_MESSAGES.conditionInvalid],
      [{ ...base, ruleValue: '' }, DATA_RULE_MESSAGES.valueRequired],
      [{ ...base, ruleValue: 'x'.repeat(301) }, DATA_RULE_MESSAGES.valueTooLong],
      [{ ...base, ruleValue: '#{sys_password}' }, '规则值中的变量不存在：sys_password'],
      [{ ...base, status: '7' }, '状态不正确'],
      [{ ...base, permissionId: await buttonId(t, PERM.user.add) }, DATA_RULE_MESSAGES.notMenu],
      [{ ...base, permissionId: 'nope' }, '未找到菜单信息'],
    ];
    for (const [body, message] of cases) {
      const res = await addRule(body);
      expect(res.body, message).toMatchObject({ success: false, message });
    }
    expect(await count(t, 'SELECT 1 FROM sys_permission_data_rule')).toBe(before);
  });

  it('menus without a resource schema accept any plain identifier as the field', async () => {
    const add = await call(t.app, 'POST', '/sys/permission/add', {
      token: admin,
      body: { name: '电厂台账', menuType: 0, url: '/cwxt/plant', component: 'cwxt/PlantList' },
    });
    expect(add.body.success).toBe(true);
    const plantMenu = (
      await t.db.query<{ id: string }>("SELECT id FROM sys_permission WHERE name = '电厂台账'")
    )[0]!.id;
    const ok = await addRule({
      permissionId: plantMenu,
      ruleName: '本厂',
      ruleColumn: 'plant_code',
      ruleConditions: 'IN',
      ruleValue: "'P01','P02'",
    });
    expect(ok.body.success).toBe(true);
    const bad = await addRule({
      permissionId: plantMenu,
      ruleName: '坏',
      ruleColumn: '1abc',
      ruleConditions: '=',
      ruleValue: '1',
    });
    expect(bad.body).toMatchObject({ success: false, message: DATA_RULE_MESSAGES.columnInvalid });
  });

  it("getPermRuleListByPermId and queryPermissionRule list and search a menu's rules", async () => {
    await addRule({
      permissionId: userMenu,
      ruleName: '正常用户',
      ruleColumn: 'status',
      ruleConditions: '=',
      ruleValue: '1',
    });
    const all = await call<RuleJson[]>(t.app, 'GET', '/sys/permission/getPermRuleListByPermId', {
      token: admin,
      query: { permissionId: userMenu },
    });
    expect(all.body.code).toBe(0);
    expect(all.body.result.map((r) => r.ruleName)).toEqual(['本部门', '正常用户']);
    expect(all.body.result[0]).toMatchObject({
      permissionId: userMenu,
      ruleColumn: 'orgCode',
      ruleConditions: 'LIKE',
    });
    expect(all.body.result[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const search = await call<RuleJson[]>(t.app, 'GET', '/sys/permission/queryPermissionRule', {
      token: admin,
      query: { permissionId: userMenu, ruleName: '正常' },
    });
    expect(search.body.result.map((r) => r.ruleName)).toEqual(['正常用户']);
    const wild = await call<RuleJson[]>(t.app, 'GET', '/sys/permission/queryPermissionRule', {
      token: admin,
      query: { permissionId: userMenu, ruleName: '%' },
    });
    expect(wild.body.result).toEqual([]);
  });

  it('edits a rule (it stays on its menu) and validates the merged result', async () => {
    const id = await ruleId('正常用户');
    const res = await call(t.app, 'PUT', '/sys/permission/editPermissionRule', {
      token: admin,
      body: { id, ruleValue: '2', ruleName: '冻结用户', permissionId: await menuOf(t, PERM.role.list) },
    });
    expect(res.body).toMatchObject({ success: true, message: '更新成功！' });
    const row = (
      await t.db.query<{ rule_value: string; rule_name: string; permission_id: string }>(
        'SELECT * FROM sys_permission_data_rule WHERE id = $1',
        [id],
      )
    )[0];
    expect(row).toMatchObject({ rule_value: '2', rule_name: '冻结用户', permission_id: userMenu });
    const bad = await call(t.app, 'POST', '/sys/permission/editPermissionRule', {
      token: admin,
      body: { id, ruleConditions: 'USE_SQL_RULES' },
    });
    expect(bad.body).toMatchObject({ success: false, message: DATA_RULE_MESSAGES.sqlRefused });
    const missing = await call(t.app, 'PUT', '/sys/permission/editPermissionRule', {
      token: admin,
      body: { id: 'nope', ruleValue: '1' },
    });
    expect(missing.body).toMatchObject({ success: false, message: '未找到对应实体' });
  });

  it('deletes rules; the menu flag clears with the last one', async () => {
    const plantMenu = (
      await t.db.query<{ id: string }>("SELECT id FROM sys_permission WHERE name = '电厂台账'")
    )[0]!.id;
    const res = await call(t.app, 'DELETE', '/sys/permission/deletePermissionRule', {
      token: admin,
      query: { id: await ruleId('本厂') },
    });
    expect(res.body).toMatchObject({ success: true, message: '删除成功！' });
    expect(await ruleFlag(plantMenu)).toBe(0);
    expect(await ruleFlag(userMenu)).toBe(1);
  });

  it('rule maintenance needs the datarule code', async () => {
    const lister = await userWithRole(
      t,
      'rulelister',
      await roleWithCodes(t, [PERM.permission.list], 'rule_lister'),
    );
    const res = await addRule(
      { permissionId: userMenu, ruleName: 'x', ruleColumn: 'status', ruleConditions: '=', ruleValue: '1' },
      lister.token,
    );
    expect(res.status).toBe(403);
    const read = await call(t.app, 'GET', '/sys/permission/getPermRuleListByPermId', {
      token: lister.token,
      query: { permissionId: userMenu },
    });
    expect(read.status).toBe(403);
  });
});

describe('saved rules are what resolveDataRules applies', () => {
  it("returns the rules chosen on the user's grant, variables substituted, active ones only", async () => {
    const role = await roleWithCodes(t, [PERM.user.list], 'ruled_users');
    const user = await userWithRole(t, 'ruleduser', role);
    await t.db.query("UPDATE sys_user SET org_code = 'A01A02' WHERE id = $1", [user.id]);
    const orgRule = await ruleId('本部门');
    const frozenRule = await ruleId('冻结用户');
    const save = await call(t.app, 'POST', '/sys/role/datarule', {
      token: admin,
      body: { permissionId: userMenu, roleId: role, dataRuleIds: `${orgRule},${frozenRule}` },
    });
    expect(save.body.success).toBe(true);
    const row = (await t.db.query<UserRow>('SELECT * FROM sys_user WHERE id = $1', [user.id]))[0]!;
    const auth: AuthContext = { user: row, sessionId: 'test', tenantId: 1000, isSuper: false };
    const rules = await resolveDataRules(t.db, auth, ADMIN_PATHS.user);
    expect(rules).toEqual(
      expect.arrayContaining([
        { field: 'orgCode', condition: 'LIKE', value: 'A01A02' },
        { field: 'status', condition: '=', value: '2' },
      ]),
    );
    expect(rules).toHaveLength(2);

    await call(t.app, 'PUT', '/sys/permission/editPermissionRule', {
      token: admin,
      body: { id: frozenRule, status: '0' },
    });
    expect(await resolveDataRules(t.db, auth, ADMIN_PATHS.user)).toEqual([
      { field: 'orgCode', condition: 'LIKE', value: 'A01A02' },
    ]);

    await call(t.app, 'POST', '/sys/role/datarule', {
      token: admin,
      body: { permissionId: userMenu, roleId: role, dataRuleIds: '' },
    });
    expect(await resolveDataRules(t.db, auth, ADMIN_PATHS.user)).toEqual([]);
  });
});
