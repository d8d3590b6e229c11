import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretBox } from '../../server/lib/secret-box';
import { newId } from '../../server/lib/ids';
import type { ThirdAppSyncSummary } from '../../src/shared/domain/resources/third-app';
import { startDingtalkEmulator, type DingtalkEmulator } from '../support/emulators/dingtalk';
import { startWecomEmulator, type WecomEmulator } from '../support/emulators/wecom';
import { call, createUser, login } from './support/helpers';
import { assignRole, PASSWORD, roleWith, signedInUser } from './support/identity-fixtures';
import { PERM } from '../../src/shared/domain/permission/codes';
import { SCOPE_GRANT_MESSAGES } from '../../server/modules/access/scope-guard';
import { addTenant2User } from './support/second-tenant';
import { createTestApp, type TestApp } from './support/test-app';

/** 同步部门和用户 from the WeCom and DingTalk emulators into tenant 1000 (the admin's). */

const WECOM_SYNC = '/sys/thirdApp/sync/wechatEnterprise/departAndUser/toLocal';
const DINGTALK_SYNC = '/sys/thirdApp/sync/dingtalk/departAndUser/toLocal';

let t: TestApp;
let admin: string;
let wecom: WecomEmulator;
let dingtalk: DingtalkEmulator;

async function configure(
  thirdType: 'wechat_enterprise' | 'dingtalk',
  ids: { corpId: string; clientId: string; agentId: string; secret: string },
  status = 1,
) {
  const sealed = (await secretBox(t.db)).seal(ids.secret);
  await t.db.query(
    `INSERT INTO sys_third_app_config (id, tenant_id, third_type, corp_id, client_id, agent_id, client_secret_enc, status)
     VALUES ($1, 1000, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (tenant_id, third_type) DO UPDATE SET corp_id = EXCLUDED.corp_id, client_id = EXCLUDED.client_id,
       agent_id = EXCLUDED.agent_id, client_secret_enc = EXCLUDED.client_secret_enc, status = EXCLUDED.status`,
    [newId(), thirdType, ids.corpId, ids.clientId, ids.agentId, sealed, status],
  );
}

// The client posts `{}`; a bodiless POST works the same.
const sync = (path: string, token = admin, body?: object) =>
  call<ThirdAppSyncSummary>(t.app, 'POST', path, { token, ...(body ? { body } : {}) });

/** Row counts a sync may change: each must stay put when a sync fails or repeats. */
async function counts() {
  const [row] = await t.db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM sys_depart) AS departs, (SELECT count(*)::int FROM sys_user) AS users,
            (SELECT count(*)::int FROM sys_third_account) AS bindings,
            (SELECT count(*)::int FROM sys_user_depart) AS memberships,
            (SELECT count(*)::int FROM sys_third_depart_map) AS maps`,
  );
  return row;
}

async function departByName(name: string) {
  const [row] = await t.db.query<{
    id: string;
    parent_id: string | null;
    org_code: string;
    tenant_id: number;
  }>(`SELECT id, parent_id, org_code, tenant_id FROM sys_depart WHERE depart_name = $1 AND del_flag = '0'`, [
    name,
  ]);
  if (!row) throw new Error(`no department ${name}`);
  return row;
}

async function boundUser(thirdType: string, thirdUserId: string) {
  const [row] = await t.db.query<{
    id: string;
    username: string;
    realname: string;
    phone: string | null;
    email: string | null;
    password: string;
    status: number;
    rel_tenant_ids: string;
    org_code: string | null;
  }>(
    `SELECT u.id, u.username, u.realname, u.phone, u.email, u.password, u.status, u.rel_tenant_ids, u.org_code
       FROM sys_third_account ta JOIN sys_user u ON u.id = ta.sys_user_id
      WHERE ta.third_type = $1 AND ta.third_user_id = $2`,
    [thirdType, thirdUserId],
  );
  return row ?? null;
}

async function departNamesOf(userId: string): Promise<string[]> {
  const rows = await t.db.query<{ depart_name: string }>(
    `SELECT d.depart_name FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
      WHERE ud.user_id = $1 ORDER BY d.depart_name`,
    [userId],
  );
  return rows.map((r) => r.depart_name);
}

beforeAll(async () => {
  wecom = await startWecomEmulator({
    departments: [
      { id: 1, name: '同步企业', parentid: 0, order: 1 },
      { id: 2, name: '研发部', parentid: 1, order: 1 },
      { id: 3, name: '前端组', parentid: 2, order: 1 },
      { id: 4, name: '销售部', parentid: 1, order: 2 },
    ],
    users: [
      {
        userid: 'zhangsan',
        name: '张三',
        department: [2, 3],
        mobile: '13800001111',
        email: 'zs@sync.example.com',
      },
      { userid: 'lisi', name: '李四', department: [4], mobile: '13800002222' },
      { userid: 'wangwu.x', name: '王五', department: [4] },
      { userid: 'ab', name: '阿布', department: [1] },
      { userid: 'outsider', name: '外租户', department: [2], mobile: '13800003333' },
    ],
  });
  dingtalk = await startDingtalkEmulator({
    departments: [
      { dept_id: 20, name: '华东区', parent_id: 1 },
      { dept_id: 21, name: '上海分部', parent_id: 20 },
    ],
    users: [
      { userid: 'dd100', name: '赵六', dept_id_list: [21], mobile: '13800004444' },
      { userid: '0123', name: '钱七', dept_id_list: [1] },
      // More than one page (100) in one department.
      ...Array.from({ length: 120 }, (_, i) => ({
        userid: `bulk${String(i).padStart(3, '0')}`,
        name: `批量${i}`,
        dept_id_list: [20],
      })),
    ],
  });
  t = await createTestApp({ env: { WECOM_API_BASE: wecom.url, DINGTALK_API_BASE: dingtalk.url } });
  admin = await login(t.app);
  // 'zhangsan' is taken locally (no phone): the import picks zhangsan_2.
  await createUser(t, { username: 'zhangsan', password: PASSWORD });
  // 李四 exists here already, found by mobile.
  await createUser(t, { username: 'locallisi', password: PASSWORD, phone: '13800002222' });
  // The outsider's mobile belongs to a user of another tenant: never touched.
  await addTenant2User(t, 'tenant2user', '13800003333');
  await configure('wechat_enterprise', {
    corpId: wecom.corpId,
    clientId: wecom.corpId,
    agentId: '1000002',
    secret: wecom.secret,
  });
  await configure('dingtalk', {
    corpId: dingtalk.corpId,
    clientId: dingtalk.appKey,
    agentId: '2000001',
    secret: dingtalk.appSecret,
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await wecom?.stop();
  await dingtalk?.stop();
});

describe('WeCom directory sync', () => {
  it('imports the department tree and the users: created, bound by mobile, or reported', async () => {
    const res = await sync(WECOM_SYNC);
    expect(res.body).toMatchObject({ success: true, message: '同步完成' });
    expect(res.body.result).toEqual({
      departsAdded: 4,
      departsUpdated: 0,
      usersAdded: 3,
      usersBound: 1,
      usersUpdated: 0,
      errors: ['外租户：手机号13800003333已被本租户以外或已删除的用户使用，未导入'],
    });
    const root = await departByName('同步企业');
    const rd = await departByName('研发部');
    const fe = await departByName('前端组');
    const sales = await departByName('销售部');
    expect(root).toMatchObject({ parent_id: null, tenant_id: 1000 });
    expect(rd.parent_id).toBe(root.id);
    expect(fe.parent_id).toBe(rd.id);
    expect(sales.parent_id).toBe(root.id);
    expect(fe.org_code.startsWith(rd.org_code)).toBe(true);
    expect(rd.org_code.startsWith(root.org_code)).toBe(true);

    const zs = await boundUser('wechat_enterprise', 'zhangsan');
    expect(zs).toMatchObject({
      username: 'zhangsan_2',
      realname: '张三',
      phone: '13800001111',
      email: 'zs@sync.example.com',
      status: 1,
      rel_tenant_ids: '1000',
    });
    expect(await departNamesOf(zs!.id)).toEqual(['前端组', '研发部']);
    expect([rd.org_code, fe.org_code]).toContain(zs!.org_code);
    const versions = await t.db.query(
      "SELECT data_content FROM sys_data_log WHERE data_table = 'sys_user' AND data_id = $1",
      [zs!.id],
    );
    expect(versions).toHaveLength(1);
    // No password works for an imported user until an administrator sets one.
    expect(zs!.password.startsWith('scrypt$')).toBe(false);
    const tryLogin = await call(t.app, 'POST', '/sys/login', {
      body: { username: 'zhangsan_2', password: '' },
    });
    expect(tryLogin.body.success).toBe(false);

    expect((await boundUser('wechat_enterprise', 'lisi'))?.username).toBe('locallisi');
    expect(await departNamesOf((await boundUser('wechat_enterprise', 'lisi'))!.id)).toEqual(['销售部']);
    expect((await boundUser('wechat_enterprise', 'wangwu.x'))?.username).toBe('wangwu_x');
    expect((await boundUser('wechat_enterprise', 'ab'))?.username).toBe('wx_ab');
    expect(await boundUser('wechat_enterprise', 'outsider')).toBeNull();
    const [outsider] = await t.db.query<{ rel_tenant_ids: string }>(
      "SELECT rel_tenant_ids FROM sys_user WHERE username = 'tenant2user'",
    );
    expect(outsider?.rel_tenant_ids).toBe('2000');
  });

  it('a second run changes nothing and duplicates nothing', async () => {
    const before = await counts();
    const res = await sync(WECOM_SYNC);
    expect(res.body.result).toMatchObject({
      departsAdded: 0,
      departsUpdated: 0,
      usersAdded: 0,
      usersBound: 0,
      usersUpdated: 0,
    });
    expect(await counts()).toEqual(before);
  });

  it('follows the provider: renames, moves (re-coding below), new departments and memberships', async () => {
    const oldSales = await departByName('销售部');
    wecom.departments.find((d) => d.id === 2)!.name = '研发中心';
    wecom.departments.find((d) => d.id === 4)!.parentid = 2;
    wecom.departments.push({ id: 5, name: '测试组', parentid: 2, order: 3 });
    wecom.users.get('zhangsan')!.department = [2, 3, 5];
    wecom.users.get('wangwu.x')!.name = '王五五';
    const res = await sync(WECOM_SYNC);
    expect(res.body.result).toMatchObject({
      departsAdded: 1,
      departsUpdated: 2,
      usersAdded: 0,
      usersBound: 0,
      usersUpdated: 2,
    });
    const rd = await departByName('研发中心');
    const sales = await departByName('销售部');
    expect(sales.id).toBe(oldSales.id);
    expect(sales.parent_id).toBe(rd.id);
    expect(sales.org_code.startsWith(rd.org_code)).toBe(true);
    // The login department of a member moved with it.
    const ww = await boundUser('wechat_enterprise', 'wangwu.x');
    expect(ww?.org_code).toBe(sales.org_code);
    const [binding] = await t.db.query<{ realname: string }>(
      "SELECT realname FROM sys_third_account WHERE third_type = 'wechat_enterprise' AND third_user_id = 'wangwu.x'",
    );
    expect(binding?.realname).toBe('王五五');
    expect(await departNamesOf((await boundUser('wechat_enterprise', 'zhangsan'))!.id)).toEqual([
      '前端组',
      '测试组',
      '研发中心',
    ]);
  });

  it('a provider error changes nothing and says why', async () => {
    const before = await counts();
    wecom.users.set('newbie', { userid: 'newbie', name: '新人', department: [2] });
    wecom.departments.push({ id: 6, name: '不应出现', parentid: 1, order: 9 });
    wecom.secret = 'rotated-at-the-provider';
    wecom.expireTokens();
    const res = await sync(WECOM_SYNC);
    expect(res.body).toMatchObject({ success: false, message: '企业微信应用凭证无效，请联系管理员检查配置' });
    expect(await counts()).toEqual(before);
    expect(await boundUser('wechat_enterprise', 'newbie')).toBeNull();
  });

  it('needs a configured, enabled app and the sync permission', async () => {
    await t.db.query("UPDATE sys_third_app_config SET status = 0 WHERE third_type = 'wechat_enterprise'");
    const off = await sync(WECOM_SYNC);
    expect(off.body).toMatchObject({ success: false, message: '请先配置并启用企业微信应用' });
    const plain = await signedInUser(t, 'syncplain');
    const denied = await sync(DINGTALK_SYNC, plain.token);
    expect(denied.body).toMatchObject({ success: false, code: 510 });
  });
});

describe('DingTalk directory sync', () => {
  it('imports the tree below the company, pages through members, and repeats without duplicates', async () => {
    const res = await sync(DINGTALK_SYNC, admin, {});
    expect(res.body).toMatchObject({ success: true });
    expect(res.body.result).toEqual({
      departsAdded: 2,
      departsUpdated: 0,
      usersAdded: 122,
      usersBound: 0,
      usersUpdated: 0,
      errors: [],
    });
    const east = await departByName('华东区');
    const sh = await departByName('上海分部');
    expect(east.parent_id).toBeNull();
    expect(sh.parent_id).toBe(east.id);
    const zl = await boundUser('dingtalk', 'dd100');
    expect(zl).toMatchObject({ username: 'dd100', phone: '13800004444' });
    expect(await departNamesOf(zl!.id)).toEqual(['上海分部']);
    // Members of the company root only: in the tenant, in no department.
    const qq = await boundUser('dingtalk', '0123');
    expect(qq).toMatchObject({ username: '0123', rel_tenant_ids: '1000', org_code: null });
    expect(await boundUser('dingtalk', 'bulk119')).not.toBeNull();
    const before = await counts();
    const again = await sync(DINGTALK_SYNC);
    expect(again.body.result).toMatchObject({
      departsAdded: 0,
      usersAdded: 0,
      usersBound: 0,
      usersUpdated: 0,
    });
    expect(await counts()).toEqual(before);
  });

  it('records the sync in the operation log', async () => {
    const rows = await t.db.query<{ log_content: string }>(
      "SELECT log_content FROM sys_log WHERE log_content LIKE '同步钉钉部门和用户%'",
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the scope rule in a sync run by a tenant user (not admin)', () => {
  it("keeps the runner's own departments and joins users only to departments the runner holds", async () => {
    // Run after the WeCom syncs above: the runner sits in 前端组; 销售部 is elsewhere in the tree.
    const role = await roleWith(t, 'scope_syncer', [PERM.thirdApp.sync]);
    const runnerId = await createUser(t, {
      username: 'scope_syncer',
      password: PASSWORD,
      phone: '13800005555',
    });
    await assignRole(t, runnerId, role);
    const fe = await departByName('前端组');
    await t.db.query("INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ('scope_sync_fe', $1, $2)", [
      runnerId,
      fe.id,
    ]);
    const runner = await login(t.app, 'scope_syncer', PASSWORD);
    // The tests above rotated the provider's secret and switched the app off: configure it afresh.
    await configure('wechat_enterprise', {
      corpId: wecom.corpId,
      clientId: wecom.corpId,
      agentId: '1000002',
      secret: wecom.secret,
    });
    // The directory puts the runner (matched by mobile) in 销售部, one newcomer in 前端组, one in 销售部.
    wecom.users.set('runner', { userid: 'runner', name: '同步员', department: [4], mobile: '13800005555' });
    wecom.users.set('newfe', { userid: 'newfe', name: '新前端', department: [3] });
    wecom.users.set('newsales', { userid: 'newsales', name: '新销售', department: [4] });
    const res = await sync(WECOM_SYNC, runner);
    expect(res.body, res.body.message).toMatchObject({ success: true });
    expect(res.body.result.errors).toEqual(
      expect.arrayContaining([
        `同步员：${SCOPE_GRANT_MESSAGES.selfDepart}，未加入部门`,
        `新销售：${SCOPE_GRANT_MESSAGES.departNotHeld}，未加入其中1个部门`,
      ]),
    );
    expect(await departNamesOf(runnerId)).toEqual(['前端组']);
    expect(await departNamesOf((await boundUser('wechat_enterprise', 'newfe'))!.id)).toEqual(['前端组']);
    expect(await departNamesOf((await boundUser('wechat_enterprise', 'newsales'))!.id)).toEqual([]);
  });
});
