import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../server/lib/ids';
import { THIRD_LOGIN_MESSAGES } from '../../server/modules/third-login/service';
import { startOAuth2Emulator, type OAuth2Emulator, type OAuth2User } from '../support/emulators/oauth2';
import { call, createUser, login } from './support/helpers';
import { API, createTestApp, type TestApp } from './support/test-app';

const ORIGIN = 'https://console.example.com';
const CALLBACK = `${ORIGIN}${API}/sys/thirdLogin/github/callback`;
const OCTO: OAuth2User = { id: 101, login: 'octo', name: '章鱼', avatar_url: 'https://avatars.example/101' };
const STRANGER: OAuth2User = {
  id: 202,
  login: 'stranger',
  name: null,
  avatar_url: 'https://avatars.example/202',
};

let gh: OAuth2Emulator;
let t: TestApp;
let adminId: string;

beforeAll(async () => {
  gh = await startOAuth2Emulator();
  t = await createTestApp({
    env: {
      PUBLIC_ORIGIN: ORIGIN,
      THIRD_GITHUB_CLIENT_ID: gh.clientId,
      THIRD_GITHUB_CLIENT_SECRET: gh.clientSecret,
      THIRD_GITHUB_AUTH_BASE: gh.url,
      THIRD_GITHUB_API_BASE: gh.url,
    },
  });
  adminId = (await t.db.query<{ id: string }>("SELECT id FROM sys_user WHERE username = 'admin'"))[0]!.id;
});
afterAll(async () => {
  await t.close();
  await gh.stop();
});
beforeEach(async () => {
  gh.authorizeUser = OCTO;
  gh.mode = 'ok';
  await t.db.query("DELETE FROM sys_third_account WHERE third_type = 'github'");
});

async function bind(userId: string, who: OAuth2User): Promise<void> {
  await t.db.query(
    `INSERT INTO sys_third_account (id, sys_user_id, third_type, third_user_id, realname, avatar)
     VALUES ($1, $2, 'github', $3, $4, $5)`,
    [newId(), userId, String(who.id), who.name ?? who.login, who.avatar_url],
  );
}

/**
 * The browser's cookie jar for the one cookie of a round trip: the render route sets it, the
 * callback of a sign-in requires it (browser-binding.ts).
 */
let jar = '';

async function render(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `${API}/sys/thirdLogin/render/github${query}` });
  const cookie = String(res.headers['set-cookie'] ?? '');
  if (cookie) jar = cookie.split(';')[0] ?? '';
  return res;
}

/** render → the provider's authorize page (302 to the callback) → the callback's answer. */
async function roundTrip(query = ''): Promise<{ status: number; html: string; csp: string; location: URL }> {
  const start = await render(query);
  expect(start.statusCode).toBe(302);
  const location = new URL(String(start.headers.location));
  return { ...(await followAuthorize(location)), location };
}

async function followAuthorize(authorize: URL) {
  const res = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(String(res.headers.get('location')));
  expect(back.origin + back.pathname).toBe(CALLBACK);
  return callback(back.search);
}

async function callback(search: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API}/sys/thirdLogin/github/callback${search}`,
    headers: jar ? { cookie: jar } : {},
  });
  return { status: res.statusCode, html: res.body, csp: String(res.headers['content-security-policy']) };
}

function handoffOf(html: string): { code: string; thirdType: string; redirect: string; returnPath: string } {
  const json = /<script type="application\/json" id="handoff">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error(`no handoff in page: ${html}`);
  return JSON.parse(json) as { code: string; thirdType: string; redirect: string; returnPath: string };
}

const getLoginUser = (code: string, thirdType = 'github') =>
  call<Record<string, unknown> & { token: string; userInfo: Record<string, unknown> }>(
    t.app,
    'GET',
    `/sys/thirdLogin/getLoginUser/${encodeURIComponent(code)}/${thirdType}`,
  );

describe('third-party (GitHub) sign-in', () => {
  it('lists GitHub in the public options without any secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/sys/thirdLogin/options` });
    expect(res.json()).toMatchObject({ success: true, result: { cas: null, sources: ['github'] } });
    expect(res.body).not.toContain(gh.clientSecret);
  });

  it('sends the browser to the authorize page with a signed state and our callback, never the secret', async () => {
    const res = await render();
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin + url.pathname).toBe(`${gh.url}/login/oauth/authorize`);
    expect(url.searchParams.get('client_id')).toBe(gh.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(res.headers.location).not.toContain(gh.clientSecret);
  });

  it('signs a bound account in: one-time code in the page (nonce CSP), traded once for a session', async () => {
    await bind(adminId, OCTO);
    const page = await roundTrip(`?redirect=${encodeURIComponent('/isys/user?x=1')}`);
    expect(page.status).toBe(200);
    const nonce = /script-src 'nonce-([^']+)'/.exec(page.csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.csp).toContain("default-src 'none'");
    expect(page.html).toContain(`<script nonce="${nonce}">`);
    const handoff = handoffOf(page.html);
    expect(handoff).toMatchObject({
      thirdType: 'github',
      redirect: '/isys/user?x=1',
      returnPath: `/user/third-login?redirect=${encodeURIComponent('/isys/user?x=1')}`,
    });
    // The token exchange repeated our redirect_uri and sent the secret to the provider only.
    const exchange = gh.calls.filter((c) => c.path === '/login/oauth/access_token').at(-1);
    expect(JSON.parse(exchange!.body)).toMatchObject({
      redirect_uri: CALLBACK,
      client_secret: gh.clientSecret,
    });

    const res = await getLoginUser(handoff.code);
    expect(res.body).toMatchObject({ success: true, code: 200 });
    expect(Object.keys(res.body.result).slice(0, 2)).toEqual(['userInfo', 'token']);
    expect(res.body.result.userInfo).toMatchObject({ username: 'admin' });
    expect(res.body.result.token).not.toBe(handoff.code);
    const perms = await call(t.app, 'GET', '/sys/permission/getUserPermissionByToken', {
      token: res.body.result.token,
    });
    expect(perms.body.success).toBe(true);

    const again = await getLoginUser(handoff.code);
    expect(again.body).toMatchObject({
      success: false,
      code: 500,
      message: THIRD_LOGIN_MESSAGES.codeExpired,
    });
  });

  it('keeps only a safe redirect in the state', async () => {
    await bind(adminId, OCTO);
    for (const unsafe of ['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)']) {
      const page = await roundTrip(`?redirect=${encodeURIComponent(unsafe)}`);
      expect(handoffOf(page.html), unsafe).toMatchObject({ redirect: '/', returnPath: '/user/third-login' });
    }
  });

  it('fills realname and avatar from the binding when the user has none', async () => {
    const id = await createUser(t, { username: 'ghplain', password: 'Pass@2025x' });
    await t.db.query("UPDATE sys_user SET realname = '', avatar = NULL WHERE id = $1", [id]);
    await bind(id, OCTO);
    const res = await getLoginUser(handoffOf((await roundTrip()).html).code);
    expect(res.body.result.userInfo).toMatchObject({
      username: 'ghplain',
      realname: '章鱼',
      avatar: OCTO.avatar_url,
    });
  });

  it('tells an unbound account how to bind, creates nobody and issues no code', async () => {
    gh.authorizeUser = STRANGER;
    const users = async () =>
      Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM sys_user'))[0]?.n);
    const codes = async () => (await t.db.query('SELECT 1 FROM sys_third_login_code')).length;
    const before = await users();
    const codesBefore = await codes();
    const page = await roundTrip();
    expect(page.html).toContain(THIRD_LOGIN_MESSAGES.unbound);
    expect(page.html).toContain('href="/user/login"');
    expect(page.html).not.toContain('id="handoff"');
    expect(await users()).toBe(before);
    expect(await codes()).toBe(codesBefore);
  });

  it('refuses a frozen bound user at the callback', async () => {
    const id = await createUser(t, { username: 'ghfrozen', password: 'Pass@2025x', status: 2 });
    await bind(id, OCTO);
    expect((await roundTrip()).html).toContain(THIRD_LOGIN_MESSAGES.frozen);
  });

  it('signs in only the browser that started the round trip (no login CSRF)', async () => {
    await bind(adminId, OCTO);
    const stateOf = (res: { headers: Record<string, unknown> }) =>
      new URL(String(res.headers.location)).searchParams.get('state')!;
    const first = await render();
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain(`Path=${API}/sys/thirdLogin/`);
    // A browser holding the cookie of another start opens this callback link.
    await render();
    const crossed = await callback(`?code=${gh.issueCode(OCTO, CALLBACK)}&state=${stateOf(first)}`);
    expect(crossed.html).toContain(THIRD_LOGIN_MESSAGES.stateInvalid);
    expect(crossed.html).not.toContain('id="handoff"');
    // A browser without any cookie opens it.
    const second = await render();
    jar = '';
    const bare = await callback(`?code=${gh.issueCode(OCTO, CALLBACK)}&state=${stateOf(second)}`);
    expect(bare.html).toContain(THIRD_LOGIN_MESSAGES.stateInvalid);
    // The starting browser itself is signed in.
    const third = await render();
    const own = await callback(`?code=${gh.issueCode(OCTO, CALLBACK)}&state=${stateOf(third)}`);
    expect(own.html).toContain('id="handoff"');
  });

  it('refuses a missing, forged, reused or expired state', async () => {
    await bind(adminId, OCTO);
    const code = gh.issueCode(OCTO, CALLBACK);
    expect((await callback(`?code=${code}`)).html).toContain(THIRD_LOGIN_MESSAGES.stateInvalid);
    const start = await render();
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    const [nonce] = state.split('.');
    expect((await callback(`?code=${code}&state=${nonce}.forged`)).html).toContain(
      THIRD_LOGIN_MESSAGES.stateInvalid,
    );
    expect((await callback(`?code=${code}&state=${state}`)).html).toContain('id="handoff"');
    expect((await callback(`?code=${gh.issueCode(OCTO, CALLBACK)}&state=${state}`)).html).toContain(
      THIRD_LOGIN_MESSAGES.stateInvalid,
    );
    const late = await render();
    const lateState = new URL(String(late.headers.location)).searchParams.get('state')!;
    await t.db.query("UPDATE sys_third_login_state SET expires_at = now() - interval '1 second'");
    expect((await callback(`?code=${gh.issueCode(OCTO, CALLBACK)}&state=${lateState}`)).html).toContain(
      THIRD_LOGIN_MESSAGES.stateInvalid,
    );
  });

  it('explains a cancelled authorization, a rejected code and an unreachable provider', async () => {
    gh.authorizeUser = null;
    expect((await roundTrip()).html).toContain(THIRD_LOGIN_MESSAGES.denied);

    gh.authorizeUser = OCTO;
    const start = await render();
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    expect((await callback(`?code=not-a-code&state=${state}`)).html).toContain(
      THIRD_LOGIN_MESSAGES.codeRejected,
    );

    gh.mode = 'down';
    expect((await roundTrip()).html).toContain(THIRD_LOGIN_MESSAGES.unreachable('GitHub'));
  });

  it('answers a message page for an unknown source', async () => {
    for (const url of ['/sys/thirdLogin/render/gitee', '/sys/thirdLogin/gitee/callback?code=1&state=a.b']) {
      const res = await t.app.inject({ method: 'GET', url: `${API}${url}` });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(THIRD_LOGIN_MESSAGES.unknownSource);
    }
  });

  it('expires a one-time code after 60 s and burns it when tried with the wrong type', async () => {
    await bind(adminId, OCTO);
    const first = handoffOf((await roundTrip()).html).code;
    await t.db.query("UPDATE sys_third_login_code SET expires_at = now() - interval '1 second'");
    expect((await getLoginUser(first)).body.message).toBe(THIRD_LOGIN_MESSAGES.codeExpired);

    const second = handoffOf((await roundTrip()).html).code;
    expect((await getLoginUser(second, 'dingtalk')).body.message).toBe(THIRD_LOGIN_MESSAGES.codeExpired);
    expect((await getLoginUser(second)).body.message).toBe(THIRD_LOGIN_MESSAGES.codeExpired);
    expect((await getLoginUser('made-up')).body).toMatchObject({ success: false, code: 500 });
  });

  it('refuses a user frozen between the callback and the exchange', async () => {
    const id = await createUser(t, { username: 'ghlater', password: 'Pass@2025x' });
    await bind(id, OCTO);
    const code = handoffOf((await roundTrip()).html).code;
    await t.db.query('UPDATE sys_user SET status = 2 WHERE id = $1', [id]);
    expect((await getLoginUser(code)).body.message).toBe(THIRD_LOGIN_MESSAGES.frozen);
  });
});

describe('binding a GitHub account from the account centre', () => {
  it('needs a session to start', async () => {
    const res = await call(t.app, 'POST', '/sys/thirdLogin/bindStart', { body: { source: 'github' } });
    expect(res.status).toBe(401);
  });

  it('binds the signed-in user, and refuses an account bound to someone else or a second account', async () => {
    const token = await login(t.app);
    const start = await call<{ url: string }>(t.app, 'POST', '/sys/thirdLogin/bindStart', {
      token,
      body: { source: 'github' },
    });
    expect(start.body.success).toBe(true);
    const page = await followAuthorize(new URL(start.body.result.url));
    expect(page.html).toContain(THIRD_LOGIN_MESSAGES.bound);
    const rows = await t.db.query<{ sys_user_id: string; third_user_id: string }>(
      "SELECT sys_user_id, third_user_id FROM sys_third_account WHERE third_type = 'github'",
    );
    expect(rows).toEqual([{ sys_user_id: adminId, third_user_id: '101' }]);
    // The binding shows in the account centre's list.
    const mine = await call<Array<{ thirdType: string }>>(
      t.app,
      'GET',
      '/sys/thirdApp/getThirdAccountByUserId',
      {
        token,
      },
    );
    expect(mine.body.result.map((a) => a.thirdType)).toContain('github');

    await createUser(t, { username: 'ghother', password: 'Pass@2025x' });
    const otherToken = await login(t.app, 'ghother', 'Pass@2025x');
    const other = await call<{ url: string }>(t.app, 'POST', '/sys/thirdLogin/bindStart', {
      token: otherToken,
      body: { source: 'github' },
    });
    expect((await followAuthorize(new URL(other.body.result.url))).html).toContain(
      THIRD_LOGIN_MESSAGES.boundToOther('GitHub'),
    );

    gh.authorizeUser = STRANGER;
    const second = await call<{ url: string }>(t.app, 'POST', '/sys/thirdLogin/bindStart', {
      token,
      body: { source: 'github' },
    });
    expect((await followAuthorize(new URL(second.body.result.url))).html).toContain(
      THIRD_LOGIN_MESSAGES.alreadyBound('GitHub'),
    );
  });

  it('refuses an unknown source', async () => {
    const token = await login(t.app);
    const res = await call(t.app, 'POST', '/sys/thirdLogin/bindStart', { token, body: { source: 'gitee' } });
    expect(res.body).toMatchObject({ success: false, message: THIRD_LOGIN_MESSAGES.unknownSource });
  });
});

describe('third-party sign-in not configured', () => {
  it('offers no source and explains render', async () => {
    const plain = await createTestApp();
    try {
      const options = await call<{ sources: string[] }>(plain.app, 'GET', '/sys/thirdLogin/options');
      expect(options.body.result.sources).toEqual([]);
      const res = await plain.app.inject({ method: 'GET', url: `${API}/sys/thirdLogin/render/github` });
      expect(res.body).toContain(THIRD_LOGIN_MESSAGES.unknownSource);
    } finally {
      await plain.close();
    }
  });
});
