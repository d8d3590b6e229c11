import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_APP_MESSAGES as M } from '../../src/shared/domain/contract/in-app-login';
import { call, login } from './support/helpers';
import {
  addUser,
  bind,
  dingtalkExchange,
  inAppWorld,
  TENANT,
  tokenWorks,
  USER_PASSWORD,
  type InAppWorld,
} from './in-app-login.fixture';

const D = 'dingtalk';

describe('DingTalk in-app sign-in', () => {
  let w: InAppWorld;
  let userId: string;

  beforeAll(async () => {
    w = await inAppWorld();
    userId = await addUser(w.t, 'ding_user');
    await bind(w.t, userId, D, 'ding_zs');
  });
  afterAll(async () => w.close());

  it('signs in the bound user with a requestAuthCode code', async () => {
    const res = await dingtalkExchange(w, w.ding.issueCode('ding_zs'));
    expect(res.body).toMatchObject({ success: true, code: 200 });
    const result = res.body.result as Record<string, unknown>;
    expect(result).toMatchObject({ thirdType: D, redirect: '/', tenantId: TENANT, purpose: 'login' });
    expect(await tokenWorks(w.t, String(result.token))).toBe(true);
    const body = w.ding.callsTo('/topapi/v2/user/getuserinfo')[0];
    expect(body?.method).toBe('POST');
    const logs = await w.t.db.query<{ log_content: string }>(
      'SELECT log_content FROM sys_log WHERE log_type = 1 AND userid = $1',
      [userId],
    );
    expect(logs.map((l) => l.log_content)).toContain('用户名: ding_user,钉钉登录成功！');
  });

  it('20 concurrent exchanges share one gettoken call (cold cache, then after forced expiry)', async () => {
    // Saving the configuration empties the token cache (the secret is kept when left empty).
    const saved = await call(w.t.app, 'POST', '/sys/thirdApp/saveThirdConfig', {
      token: w.adminToken,
      body: { thirdType: D, corpId: w.ding.corpId, clientId: w.ding.appKey, status: 1 },
    });
    expect(saved.body.success).toBe(true);
    let before = w.ding.tokenCount();
    const burst = () =>
      Promise.all(Array.from({ length: 20 }, () => dingtalkExchange(w, w.ding.issueCode('ding_zs'))));
    let results = await burst();
    expect(results.every((r) => r.body.success)).toBe(true);
    expect(w.ding.tokenCount()).toBe(before + 1);

    // The cached token now answers 42001: all 20 drop it, and share one new fetch for their retry.
    before = w.ding.tokenCount();
    w.ding.expireTokens();
    results = await burst();
    expect(results.every((r) => r.body.success)).toBe(true);
    expect(w.ding.tokenCount()).toBe(before + 1);
  });

  it('expired or used code, unknown user: each its own message', async () => {
    const code = w.ding.issueCode('ding_zs');
    expect((await dingtalkExchange(w, code)).body.success).toBe(true);
    expect((await dingtalkExchange(w, code)).body).toMatchObject({ success: false, message: M.codeExpired });
    expect((await dingtalkExchange(w, 'never-issued')).body.message).toBe(M.codeExpired);
    expect((await dingtalkExchange(w, w.ding.issueCode('ghost'))).body.message).toBe(M.userNotFound(D));
  });

  it('invalid app secret → 钉钉应用凭证无效', async () => {
    const saved = w.ding.appSecret;
    w.ding.appSecret = 'rotated';
    w.ding.expireTokens();
    expect((await dingtalkExchange(w, w.ding.issueCode('ding_zs'))).body.message).toBe(
      M.credentialInvalid(D),
    );
    expect(M.credentialInvalid(D)).toBe('钉钉应用凭证无效，请联系管理员检查配置');
    w.ding.appSecret = saved;
    expect((await dingtalkExchange(w, w.ding.issueCode('ding_zs'))).body.success).toBe(true);
  });

  it('unbound → ticket; bindByCode binds the signed-in caller', async () => {
    const unbound = await dingtalkExchange(w, w.ding.issueCode('ding_new'));
    expect(unbound.body).toMatchObject({ success: false, code: 500, message: M.unbound(D) });
    expect(unbound.body.result).toMatchObject({ thirdType: D, redirect: '/' });

    const localId = await addUser(w.t, 'ding_new_local');
    const token = await login(w.t.app, 'ding_new_local', USER_PASSWORD);
    const anon = await call(w.t.app, 'POST', '/sys/thirdApp/bindByCode', {
      body: { thirdType: D, authCode: w.ding.issueCode('ding_new') },
    });
    expect(anon.status).toBe(401);
    const wrongType = await call(w.t.app, 'POST', '/sys/thirdApp/bindByCode', {
      token,
      body: { thirdType: 'wechat_enterprise', authCode: 'x' },
    });
    expect(wrongType.body.success).toBe(false);
    const res = await call(w.t.app, 'POST', '/sys/thirdApp/bindByCode', {
      token,
      body: { thirdType: D, authCode: w.ding.issueCode('ding_new') },
    });
    expect(res.body).toMatchObject({ success: true, message: M.bound });
    const rows = await w.t.db.query(
      'SELECT sys_user_id, realname FROM sys_third_account WHERE third_user_id = $1',
      ['ding_new'],
    );
    expect(rows).toEqual([{ sys_user_id: localId, realname: '新人' }]);
    // Binding a second DingTalk account to the same user is refused.
    w.ding.users.set('ding_second', { userid: 'ding_second', name: '二号', dept_id_list: [1] });
    const second = await call(w.t.app, 'POST', '/sys/thirdApp/bindByCode', {
      token,
      body: { thirdType: D, authCode: w.ding.issueCode('ding_second') },
    });
    expect(second.body).toMatchObject({ success: false, message: M.userAlreadyBound(D) });
    expect((await dingtalkExchange(w, w.ding.issueCode('ding_new'))).body.success).toBe(true);
  });

  it('a tenant without a DingTalk app → 未配置钉钉应用内登录', async () => {
    const res = await dingtalkExchange(w, w.ding.issueCode('ding_zs'), 4242);
    expect(res.body).toMatchObject({ success: false, message: '未配置钉钉应用内登录' });
  });

  it('provider unreachable → 无法连接钉钉服务，请稍后重试', async () => {
    const code = w.ding.issueCode('ding_zs');
    await w.ding.stop();
    expect((await dingtalkExchange(w, code)).body).toMatchObject({
      success: false,
      message: '无法连接钉钉服务，请稍后重试',
    });
  });
});
