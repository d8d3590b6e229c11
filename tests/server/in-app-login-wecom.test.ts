import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_APP_MESSAGES as M } from '../../src/shared/domain/contract/in-app-login';
import { call, login } from './support/helpers';
import {
  addUser,
  bind,
  inAppWorld,
  TENANT,
  tokenWorks,
  USER_PASSWORD,
  wecomExchange,
  wecomRoundTrip,
  type InAppWorld,
} from './in-app-login.fixture';

const W = 'wechat_enterprise';

describe('WeCom in-app sign-in', () => {
  let w: InAppWorld;
  let zhangsanId: string;

  beforeAll(async () => {
    w = await inAppWorld();
    zhangsanId = await addUser(w.t, 'zhangsan');
    await bind(w.t, zhangsanId, W, 'zhangsan');
    await bind(w.t, await addUser(w.t, 'frozen_user', { status: 2 }), W, 'frozen_wx');
    await w.t.db.query(`INSERT INTO sys_tenant (id, name, status) VALUES (2000, '第二租户', 1)`);
    await bind(w.t, await addUser(w.t, 'outsider', { tenants: '2000' }), W, 'outsider_wx');
  });
  afterAll(async () => w.close());

  it('builds the authorize URL: corp id, own redirect_uri, snsapi_base, agentid, signed state, #wechat_redirect', async () => {
    const res = await call<{ url: string }>(
      w.t.app,
      'POST',
      '/sys/thirdLogin/oauth2/wechat_enterprise/authorize',
      {
        body: { redirect: '/dashboard?tab=1' },
        headers: { host: 'console.example.com' },
      },
    );
    expect(res.body.success).toBe(true);
    const url = new URL(res.body.result.url);
    expect(`${url.origin}${url.pathname}`).toBe(w.wecom.oauthUrl);
    expect(url.searchParams.get('appid')).toBe(w.wecom.corpId);
    expect(url.searchParams.get('redirect_uri')).toBe('http://console.example.com/oauth2-app/login');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('snsapi_base');
    expect(url.searchParams.get('agentid')).toBe('1000002');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(url.hash).toBe('#wechat_redirect');
    // The target is kept server-side with the state, never in the URL.
    expect(res.body.result.url).not.toContain('dashboard');
  });

  it('signs in the bound user and logs it', async () => {
    const { code, state, url } = await wecomRoundTrip(w, 'zhangsan', { redirect: '/dashboard?tab=1' });
    expect(url.pathname).toBe('/oauth2-app/login');
    const res = await wecomExchange(w, code, state);
    expect(res.body.success).toBe(true);
    expect(res.body.code).toBe(200);
    const result = res.body.result as Record<string, unknown>;
    expect(result).toMatchObject({
      thirdType: W,
      redirect: '/dashboard?tab=1',
      tenantId: TENANT,
      purpose: 'login',
    });
    expect((result.userInfo as { username: string }).username).toBe('zhangsan');
    expect(await tokenWorks(w.t, String(result.token))).toBe(true);
    const logs = await w.t.db.query<{ log_content: string }>(
      'SELECT log_content FROM sys_log WHERE log_type = 1 AND userid = $1',
      [zhangsanId],
    );
    expect(logs.map((l) => l.log_content)).toContain('用户名: zhangsan,企业微信登录成功！');
  });

  it('refuses a replayed, forged or unknown state', async () => {
    const { code, state } = await wecomRoundTrip(w, 'zhangsan');
    expect((await wecomExchange(w, code, state)).body.success).toBe(true);
    const replay = await wecomExchange(w, w.wecom.issueCode('zhangsan'), state);
    expect(replay.body).toMatchObject({ success: false, message: M.stateInvalid });

    const fresh = await wecomRoundTrip(w, 'zhangsan');
    const [nonce, mac] = fresh.state.split('.');
    const forgedMac = `${nonce}.${(mac ?? '').replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`;
    expect((await wecomExchange(w, fresh.code, forgedMac)).body.message).toBe(M.stateInvalid);
    expect((await wecomExchange(w, fresh.code, 'abc.def')).body.message).toBe(M.stateInvalid);
    expect((await wecomExchange(w, fresh.code, 'no-dot')).body.message).toBe(M.stateInvalid);
    // The genuine state is still usable after the forgeries were refused.
    expect((await wecomExchange(w, fresh.code, fresh.state)).body.success).toBe(true);
  });

  it('refuses an expired state', async () => {
    const { code, state } = await wecomRoundTrip(w, 'zhangsan');
    await w.t.db.query("UPDATE sys_third_oauth_state SET expires_at = now() - interval '1 second'");
    expect((await wecomExchange(w, code, state)).body.message).toBe(M.stateInvalid);
  });

  it('refuses a foreign or unsafe redirect before anything is stored', async () => {
    const before = await w.t.db.query('SELECT 1 FROM sys_third_oauth_state');
    for (const redirect of [
      'https://evil.example.com/',
      '//evil.example.com',
      '/\\evil.example.com',
      'javascript:alert(1)',
      '',
    ]) {
      const res = await call(w.t.app, 'POST', '/sys/thirdLogin/oauth2/wechat_enterprise/authorize', {
        body: { redirect },
      });
      expect(res.body).toMatchObject({ success: false, message: M.badRedirect });
    }
    expect(await w.t.db.query('SELECT 1 FROM sys_third_oauth_state')).toHaveLength(before.length);
  });

  it('expired or used code → its own message', async () => {
    const { code, state } = await wecomRoundTrip(w, 'zhangsan');
    const usedCode = w.wecom.issueCode('zhangsan');
    await wecomExchange(w, usedCode, (await wecomRoundTrip(w, 'zhangsan')).state);
    const res = await wecomExchange(w, usedCode, state);
    expect(res.body).toMatchObject({ success: false, message: M.codeExpired });
    expect(code).not.toBe('');
  });

  it('expired token: drops it, fetches a new one and retries once', async () => {
    const tokensBefore = w.wecom.tokenCount();
    w.wecom.expireTokens();
    const { code, state } = await wecomRoundTrip(w, 'zhangsan');
    const res = await wecomExchange(w, code, state);
    expect(res.body.success).toBe(true);
    expect(w.wecom.tokenCount()).toBe(tokensBefore + 1);
  });

  it('unknown user and non-member each get their own message', async () => {
    let trip = await wecomRoundTrip(w, 'ghost');
    expect((await wecomExchange(w, trip.code, trip.state)).body.message).toBe(M.userNotFound(W));
    trip = await wecomRoundTrip(w, 'zhangsan');
    expect((await wecomExchange(w, w.wecom.issueExternalCode('o_external'), trip.state)).body.message).toBe(
      M.notMember(W),
    );
  });

  it('frozen user and user outside the app tenant are refused', async () => {
    let trip = await wecomRoundTrip(w, 'frozen_wx');
    let res = await wecomExchange(w, trip.code, trip.state);
    expect(res.body).toMatchObject({ success: false, message: M.userInactive, result: null });
    trip = await wecomRoundTrip(w, 'outsider_wx');
    res = await wecomExchange(w, trip.code, trip.state);
    expect(res.body).toMatchObject({ success: false, message: M.notInTenant, result: null });
  });

  it('unbound → ticket → password login → bindTicket → the next exchange signs in', async () => {
    const lisiId = await addUser(w.t, 'lisi_local');
    let trip = await wecomRoundTrip(w, 'lisi', { redirect: '/orders' });
    const unbound = await wecomExchange(w, trip.code, trip.state);
    expect(unbound.body).toMatchObject({ success: false, code: 500, message: M.unbound(W) });
    const ticket =
      (unbound.body.result as { bindTicket: string; thirdType: string; redirect: string }) ?? null;
    expect(ticket).toMatchObject({ thirdType: W, redirect: '/orders' });
    expect(ticket.bindTicket.length).toBeGreaterThan(30);
    expect(ticket).not.toHaveProperty('token');

    // The ticket needs a session.
    const anon = await call(w.t.app, 'POST', '/sys/thirdLogin/bindTicket', {
      body: { ticket: ticket.bindTicket },
    });
    expect(anon.status).toBe(401);

    const userToken = await login(w.t.app, 'lisi_local', USER_PASSWORD);
    const bound = await call(w.t.app, 'POST', '/sys/thirdLogin/bindTicket', {
      token: userToken,
      body: { ticket: ticket.bindTicket },
    });
    expect(bound.body).toMatchObject({ success: true, message: M.bound });
    const rows = await w.t.db.query(
      'SELECT sys_user_id FROM sys_third_account WHERE third_type = $1 AND third_user_id = $2',
      [W, 'lisi'],
    );
    expect(rows).toEqual([{ sys_user_id: lisiId }]);
    // Single use.
    const again = await call(w.t.app, 'POST', '/sys/thirdLogin/bindTicket', {
      token: userToken,
      body: { ticket: ticket.bindTicket },
    });
    expect(again.body).toMatchObject({ success: false, message: M.bindTicketInvalid });

    trip = await wecomRoundTrip(w, 'lisi');
    const signedIn = await wecomExchange(w, trip.code, trip.state);
    expect(signedIn.body.success).toBe(true);
    expect((signedIn.body.result as { userInfo: { username: string } }).userInfo.username).toBe('lisi_local');
  });

  it('a ticket cannot bind an account already bound, nor a second account to one user', async () => {
    // zhangsan's WeCom account is bound; a ticket for a fresh account, redeemed by zhangsan, is refused.
    w.wecom.users.set('wangwu', { userid: 'wangwu', name: '王五', department: [1] });
    const trip = await wecomRoundTrip(w, 'wangwu');
    const ticket = ((await wecomExchange(w, trip.code, trip.state)).body.result as { bindTicket: string })
      .bindTicket;
    const zhangsanToken = await login(w.t.app, 'zhangsan', USER_PASSWORD);
    const refused = await call(w.t.app, 'POST', '/sys/thirdLogin/bindTicket', {
      token: zhangsanToken,
      body: { ticket },
    });
    expect(refused.body).toMatchObject({ success: false, message: M.userAlreadyBound(W) });
    // Refused binds leave the ticket usable for the right user.
    await addUser(w.t, 'wangwu_local');
    const ok = await call(w.t.app, 'POST', '/sys/thirdLogin/bindTicket', {
      token: await login(w.t.app, 'wangwu_local', USER_PASSWORD),
      body: { ticket },
    });
    expect(ok.body.success).toBe(true);

    // Another user redeeming a ticket for an account someone already holds.
    const trip2 = await wecomRoundTrip(w, 'wangwu');
    await w.t.db.query("DELETE FROM sys_third_account WHERE third_user_id = 'wangwu'");
    const ticket2 = ((await wecomExchange(w, trip2.code, trip2.state)).body.result as { bindTicket: string })
      .bindTicket;
    await bind(w.t, await addUser(w.t, 'wangwu_other'), W, 'wangwu');
    const taken = await call(w.t.app, 'POST', '/sys/thirdLogin/bindTicket', {
      token: await login(w.t.app, 'wangwu_local', USER_PASSWORD),
      body: { ticket: ticket2 },
    });
    expect(taken.body).toMatchObject({ success: false, message: M.accountTaken(W) });
  });

  it('purpose bind: needs a session at both ends and binds the same user', async () => {
    const anon = await call(w.t.app, 'POST', '/sys/thirdLogin/oauth2/wechat_enterprise/authorize', {
      body: { redirect: '/account', purpose: 'bind' },
    });
    expect(anon.body).toMatchObject({ success: false, message: M.bindNeedsLogin });

    w.wecom.users.set('zhaoliu', { userid: 'zhaoliu', name: '赵六', department: [1] });
    const userId = await addUser(w.t, 'zhaoliu_local');
    const token = await login(w.t.app, 'zhaoliu_local', USER_PASSWORD);
    let trip = await wecomRoundTrip(w, 'zhaoliu', { redirect: '/account', purpose: 'bind' }, token);
    // Coming back without the session, or as someone else, is refused and burns the state.
    expect((await wecomExchange(w, trip.code, trip.state)).body.message).toBe(M.bindNeedsLogin);
    trip = await wecomRoundTrip(w, 'zhaoliu', { redirect: '/account', purpose: 'bind' }, token);
    expect((await wecomExchange(w, trip.code, trip.state, w.adminToken)).body.message).toBe(M.bindWrongUser);

    trip = await wecomRoundTrip(w, 'zhaoliu', { redirect: '/account', purpose: 'bind' }, token);
    const res = await wecomExchange(w, trip.code, trip.state, token);
    expect(res.body).toMatchObject({ success: true, message: M.bound, result: M.bound });
    const rows = await w.t.db.query('SELECT sys_user_id FROM sys_third_account WHERE third_user_id = $1', [
      'zhaoliu',
    ]);
    expect(rows).toEqual([{ sys_user_id: userId }]);
  });

  it('invalid secret and unreachable provider each get their own message', async () => {
    const saved = w.wecom.secret;
    w.wecom.secret = 'rotated-at-provider';
    // A new token is needed for the error to show: expire the cached one.
    w.wecom.expireTokens();
    let trip = await wecomRoundTrip(w, 'zhangsan');
    expect((await wecomExchange(w, trip.code, trip.state)).body.message).toBe(M.credentialInvalid(W));
    w.wecom.secret = saved;

    trip = await wecomRoundTrip(w, 'zhangsan');
    await w.t.db.query("UPDATE sys_third_app_config SET corp_id = 'ww_other' WHERE third_type = $1", [W]);
    // A different corp id is a different cache key: its gettoken answers 40013.
    expect((await wecomExchange(w, trip.code, trip.state)).body.message).toBe(M.credentialInvalid(W));
    await w.t.db.query('UPDATE sys_third_app_config SET corp_id = $2 WHERE third_type = $1', [
      W,
      w.wecom.corpId,
    ]);
  });

  it('not configured / disabled → 未配置企业微信应用内登录', async () => {
    const res = await call(w.t.app, 'POST', '/sys/thirdLogin/oauth2/wechat_enterprise/authorize', {
      body: { redirect: '/', tenantId: 2000 },
    });
    expect(res.body).toMatchObject({ success: false, message: '未配置企业微信应用内登录' });
    const trip = await wecomRoundTrip(w, 'zhangsan');
    await w.t.db.query('UPDATE sys_third_app_config SET status = 0 WHERE third_type = $1', [W]);
    expect((await wecomExchange(w, trip.code, trip.state)).body.message).toBe('未配置企业微信应用内登录');
    await w.t.db.query('UPDATE sys_third_app_config SET status = 1 WHERE third_type = $1', [W]);
  });
});
