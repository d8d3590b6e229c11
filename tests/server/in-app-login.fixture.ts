import { newId } from '../../server/lib/ids';
import { startDingtalkEmulator, type DingtalkEmulator } from '../support/emulators/dingtalk';
import { startWecomEmulator, type WecomEmulator } from '../support/emulators/wecom';
import { call, createUser, login } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/** The seeded tenant (admin belongs to it) whose apps the tests configure. */
export const TENANT = 1000;
export const USER_PASSWORD = 'InApp@2025x';

export interface InAppWorld {
  t: TestApp;
  wecom: WecomEmulator;
  ding: DingtalkEmulator;
  adminToken: string;
  close(): Promise<void>;
}

/** A console with both apps configured for tenant 1000 against the local emulators. */
export async function inAppWorld(env: Record<string, string> = {}): Promise<InAppWorld> {
  const wecom = await startWecomEmulator({
    users: [
      { userid: 'zhangsan', name: '张三', department: [1] },
      { userid: 'lisi', name: '李四', department: [1] },
      { userid: 'frozen_wx', name: '冻结', department: [1] },
      { userid: 'outsider_wx', name: '外租户', department: [1] },
    ],
  });
  const ding = await startDingtalkEmulator({
    users: [
      { userid: 'ding_zs', name: '张三', dept_id_list: [1] },
      { userid: 'ding_new', name: '新人', dept_id_list: [1] },
    ],
  });
  const t = await createTestApp({
    env: { WECOM_API_BASE: wecom.url, WECOM_OAUTH_URL: wecom.oauthUrl, DINGTALK_API_BASE: ding.url, ...env },
  });
  const adminToken = await login(t.app);
  for (const body of [
    {
      thirdType: 'wechat_enterprise',
      corpId: wecom.corpId,
      agentId: '1000002',
      clientSecret: wecom.secret,
      status: 1,
    },
    {
      thirdType: 'dingtalk',
      corpId: ding.corpId,
      clientId: ding.appKey,
      clientSecret: ding.appSecret,
      status: 1,
    },
  ]) {
    const res = await call(t.app, 'POST', '/sys/thirdApp/saveThirdConfig', { token: adminToken, body });
    if (!res.body.success) throw new Error(`config: ${res.body.message}`);
  }
  return {
    t,
    wecom,
    ding,
    adminToken,
    close: async () => {
      await t.close();
      await wecom.stop();
      await ding.stop();
    },
  };
}

export async function addUser(
  t: TestApp,
  username: string,
  opts: { status?: number; tenants?: string | null } = {},
): Promise<string> {
  return createUser(t, { username, password: USER_PASSWORD, ...opts });
}

export async function bind(
  t: TestApp,
  userId: string,
  thirdType: string,
  thirdUserId: string,
): Promise<void> {
  await t.db.query(
    `INSERT INTO sys_third_account (id, sys_user_id, third_type, third_user_id, realname) VALUES ($1, $2, $3, $4, $5)`,
    [newId(), userId, thirdType, thirdUserId, thirdUserId],
  );
}

/** Starts a WeCom round trip and follows the emulator's authorize page: the code and state the page gets back. */
export async function wecomRoundTrip(
  w: InAppWorld,
  asUser: string,
  body: Record<string, unknown> = { redirect: '/dashboard' },
  token?: string,
): Promise<{ code: string; state: string; url: URL }> {
  const res = await call<{ url: string }>(
    w.t.app,
    'POST',
    '/sys/thirdLogin/oauth2/wechat_enterprise/authorize',
    {
      body,
      ...(token ? { token } : {}),
    },
  );
  if (!res.body.success) throw new Error(`authorize: ${res.body.message}`);
  w.wecom.currentUser = asUser;
  const page = await fetch(res.body.result.url, { redirect: 'manual' });
  const location = page.headers.get('location');
  if (page.status !== 302 || !location) throw new Error(`authorize page answered ${page.status}`);
  const back = new URL(location);
  return {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    url: back,
  };
}

export function wecomExchange(w: InAppWorld, code: string, state: string, token?: string) {
  return call<Record<string, unknown> | null>(
    w.t.app,
    'POST',
    '/sys/thirdLogin/oauth2/wechat_enterprise/exchange',
    {
      body: { code, state },
      ...(token ? { token } : {}),
    },
  );
}

export function dingtalkExchange(w: InAppWorld, authCode: string, tenantId?: number) {
  return call<Record<string, unknown> | null>(w.t.app, 'POST', '/sys/thirdLogin/oauth2/dingtalk/exchange', {
    body: { authCode, ...(tenantId === undefined ? {} : { tenantId }) },
  });
}

/** The token works for a protected route. */
export async function tokenWorks(t: TestApp, token: string): Promise<boolean> {
  const res = await call(t.app, 'GET', '/sys/permission/getUserPermissionByToken', { token });
  return res.status === 200 && res.body.success;
}
