import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_APP_MESSAGES as M, type ThirdAppConfigView } from '../../src/shared/domain/contract/in-app-login';
import { call, login } from './support/helpers';
import {
  addUser,
  dingtalkExchange,
  inAppWorld,
  TENANT,
  USER_PASSWORD,
  type InAppWorld,
} from './in-app-login.fixture';

describe('in-app sign-in configuration', () => {
  let w: InAppWorld;

  beforeAll(async () => {
    w = await inAppWorld();
  });
  afterAll(async () => w.close());

  const getConfig = (thirdType: string, token = w.adminToken) =>
    call<ThirdAppConfigView | null>(w.t.app, 'GET', '/sys/thirdApp/getThirdConfigByTenantId', {
      token,
      query: { thirdType },
    });
  const save = (body: Record<string, unknown>, token = w.adminToken) =>
    call(w.t.app, 'POST', '/sys/thirdApp/saveThirdConfig', { token, body });

  it('secrets are sealed at rest and never answered', async () => {
    const rows = await w.t.db.query<{ client_secret_enc: string }>(
      'SELECT client_secret_enc FROM sys_third_app_config',
    );
    expect(rows).toHaveLength(2);
    const raw = JSON.stringify(rows);
    expect(raw).not.toContain(w.wecom.secret);
    expect(raw).not.toContain(w.ding.appSecret);
    for (const r of rows) expect(r.client_secret_enc).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);

    const res = await getConfig('wechat_enterprise');
    expect(res.body.result).toMatchObject({
      tenantId: TENANT,
      thirdType: 'wechat_enterprise',
      corpId: w.wecom.corpId,
      clientId: w.wecom.corpId,
      agentId: '1000002',
      status: 1,
      secretSet: true,
    });
    const pub = await call(w.t.app, 'GET', '/sys/thirdLogin/oauth2/config');
    const logs = await w.t.db.query<{ request_param: string | null }>(
      "SELECT request_param FROM sys_log WHERE log_content LIKE '%应用配置%'",
    );
    expect(logs.length).toBeGreaterThanOrEqual(2);
    for (const text of [JSON.stringify(res.body), JSON.stringify(pub.body), JSON.stringify(logs)]) {
      expect(text).not.toContain(w.wecom.secret);
      expect(text).not.toContain(w.ding.appSecret);
      expect(text).not.toContain('client_secret');
    }
  });

  it('public config: identifiers of the lowest configured tenant, or of the asked tenant', async () => {
    const res = await call(w.t.app, 'GET', '/sys/thirdLogin/oauth2/config');
    expect(res.body.result).toEqual({
      tenantId: TENANT,
      wechat_enterprise: { corpId: w.wecom.corpId, agentId: '1000002' },
      dingtalk: { corpId: w.ding.corpId, clientId: w.ding.appKey },
    });
    const other = await call(w.t.app, 'GET', '/sys/thirdLogin/oauth2/config', {
      query: { tenantId: '4242' },
    });
    expect(other.body.result).toEqual({ tenantId: null, wechat_enterprise: null, dingtalk: null });
    const bad = await call(w.t.app, 'GET', '/sys/thirdLogin/oauth2/config', { query: { tenantId: 'x' } });
    expect(bad.body.success).toBe(false);
  });

  it('an empty secret keeps the stored one; a new secret replaces it', async () => {
    const before = await w.t.db.query<{ client_secret_enc: string }>(
      "SELECT client_secret_enc FROM sys_third_app_config WHERE third_type = 'dingtalk'",
    );
    const res = await save({
      thirdType: 'dingtalk',
      corpId: w.ding.corpId,
      clientId: w.ding.appKey,
      clientSecret: '',
      status: 1,
    });
    expect(res.body).toMatchObject({ success: true, message: M.saved });
    const after = await w.t.db.query<{ client_secret_enc: string }>(
      "SELECT client_secret_enc FROM sys_third_app_config WHERE third_type = 'dingtalk'",
    );
    expect(after).toEqual(before);

    await save({
      thirdType: 'dingtalk',
      corpId: w.ding.corpId,
      clientId: w.ding.appKey,
      clientSecret: 'wrong',
      status: 1,
    });
    expect((await dingtalkExchange(w, w.ding.issueCode('ding_zs'))).body.message).toBe(
      M.credentialInvalid('dingtalk'),
    );
    await save({
      thirdType: 'dingtalk',
      corpId: w.ding.corpId,
      clientId: w.ding.appKey,
      clientSecret: w.ding.appSecret,
      status: 1,
    });
    // Unbound, but the provider call itself went through with the restored secret.
    expect((await dingtalkExchange(w, w.ding.issueCode('ding_zs'))).body.message).toBe(M.unbound('dingtalk'));
  });

  it('a disabled app disappears from the public config', async () => {
    await save({ thirdType: 'dingtalk', corpId: w.ding.corpId, clientId: w.ding.appKey, status: 0 });
    const res = await call<{ dingtalk: unknown }>(w.t.app, 'GET', '/sys/thirdLogin/oauth2/config');
    expect(res.body.result.dingtalk).toBeNull();
    expect((await dingtalkExchange(w, w.ding.issueCode('ding_zs'))).body.message).toBe(
      M.notConfigured('dingtalk'),
    );
    await save({ thirdType: 'dingtalk', corpId: w.ding.corpId, clientId: w.ding.appKey, status: 1 });
  });

  it('validation: Chinese messages and nothing changes', async () => {
    const before = await w.t.db.query('SELECT * FROM sys_third_app_config ORDER BY third_type');
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { thirdType: 'wechat_enterprise', corpId: ' ', agentId: '1', status: 1 },
        M.corpIdRequired('wechat_enterprise'),
      ],
      [
        { thirdType: 'wechat_enterprise', corpId: 'ww1', agentId: '', status: 1 },
        M.agentIdRequired('wechat_enterprise'),
      ],
      [{ thirdType: 'dingtalk', corpId: 'ding1', clientId: '', status: 1 }, M.clientIdRequired],
      [
        { thirdType: 'wechat_enterprise', corpId: 'ww 1<', agentId: '1', status: 1 },
        `企业微信企业ID（CorpId）${M.idInvalid}`,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await save(body);
      expect(res.body).toMatchObject({ success: false, message });
    }
    for (const body of [
      { thirdType: 'feishu', corpId: 'x', status: 1 },
      { thirdType: 'dingtalk', corpId: 'x', clientId: 'y', status: 7 },
      { thirdType: 'dingtalk', corpId: 'x'.repeat(101), clientId: 'y', status: 1 },
    ]) {
      expect((await save(body)).body.success).toBe(false);
    }
    expect(await w.t.db.query('SELECT * FROM sys_third_app_config ORDER BY third_type')).toEqual(before);
  });

  it('a first save needs the secret', async () => {
    await w.t.db.query("DELETE FROM sys_third_app_config WHERE third_type = 'dingtalk'");
    const res = await save({ thirdType: 'dingtalk', corpId: 'c', clientId: 'k', status: 1 });
    expect(res.body).toMatchObject({ success: false, message: M.secretRequired('dingtalk') });
    expect(
      await w.t.db.query("SELECT 1 FROM sys_third_app_config WHERE third_type = 'dingtalk'"),
    ).toHaveLength(0);
    const got = await getConfig('dingtalk');
    expect(got.body).toMatchObject({ success: true, result: null });
  });

  it('the admin routes need system:thirdApp:config', async () => {
    await addUser(w.t, 'plain_user');
    const token = await login(w.t.app, 'plain_user', USER_PASSWORD);
    const read = await getConfig('wechat_enterprise', token);
    expect(read.status).toBe(403);
    const write = await save(
      { thirdType: 'wechat_enterprise', corpId: 'evil', agentId: '1', clientSecret: 'x', status: 1 },
      token,
    );
    expect(write.status).toBe(403);
    const rows = await w.t.db.query(
      "SELECT corp_id FROM sys_third_app_config WHERE third_type = 'wechat_enterprise'",
    );
    expect(rows).toEqual([{ corp_id: w.wecom.corpId }]);
    expect(
      (
        await call(w.t.app, 'GET', '/sys/thirdApp/getThirdConfigByTenantId', {
          query: { thirdType: 'dingtalk' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('PUBLIC_ORIGIN', () => {
  let w: InAppWorld;
  beforeAll(async () => {
    w = await inAppWorld({ PUBLIC_ORIGIN: 'https://console.example.com' });
  });
  afterAll(async () => w.close());

  it('is the redirect_uri origin whatever Host the request carries', async () => {
    const res = await call<{ url: string }>(
      w.t.app,
      'POST',
      '/sys/thirdLogin/oauth2/wechat_enterprise/authorize',
      {
        body: { redirect: '/' },
        headers: { host: 'attacker.example.net' },
      },
    );
    expect(new URL(res.body.result.url).searchParams.get('redirect_uri')).toBe(
      'https://console.example.com/oauth2-app/login',
    );
  });
});
