import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ROLE_CODE } from '../../src/shared/domain/permission/codes';
import { call, createUser, login } from '../server/support/helpers';
import { createTestApp, type TestApp } from '../server/support/test-app';
import { listen, loginUser } from '../server/support/ws-client';
import { handshakeStatus, liveUrl, notifyUrl } from './support/attack-ws';
import { expectUnchanged, fingerprint } from './support/data-snapshot';
import { forgedTokens } from './support/attack-tokens';

/**
 * JWT shapes (issue 10, attack corpus): every forged, stale or orphaned token answers 401 on an
 * authenticated route, a permission route and both WebSockets (refused before the upgrade).
 */

const PASSWORD = 'Jwt@2025xx';
const AUTHENTICATED = '/sys/permission/getUserPermissionByToken';
const PERMISSION = '/sys/user/list';

let t: TestApp;
let base: string;
let taskId: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  taskId = (await t.db.query<{ id: string }>('SELECT id FROM biz_settlement_task ORDER BY id LIMIT 1'))[0]!
    .id;
});
afterAll(() => t.close());

async function superUser(username: string): Promise<{ userId: string; token: string }> {
  await createUser(t, { username, password: PASSWORD, roleCode: SUPER_ROLE_CODE });
  return loginUser(t.app, username, PASSWORD);
}

const liveQuery = { socketKey: 'lines', tabId: 'tab-jwt-00001' };

/** The token is refused on every surface, with the JeecgBoot message and no data. */
async function expectRefusedEverywhere(label: string, token: string, userId: string): Promise<void> {
  for (const path of [AUTHENTICATED, PERMISSION]) {
    const res = await call(t.app, 'GET', path, { token });
    expect(res.status, `${label} ${path}`).toBe(401);
    expect(res.body, `${label} ${path}`).toMatchObject({ success: false, result: null });
    expect(res.body.message, label).toMatch(/Token失效/);
  }
  // Raw header: the ws client itself rejects some shapes (spaces) as sub-protocols.
  const protocol = { 'Sec-WebSocket-Protocol': token };
  expect(await handshakeStatus(notifyUrl(base, userId), protocol), `${label} /websocket`).toBe(401);
  const live = liveUrl(base, userId, `settlement-lines.${taskId}`, liveQuery);
  expect(await handshakeStatus(live, protocol), `${label} /vxeSocket`).toBe(401);
}

async function expectAccepted(token: string): Promise<void> {
  for (const path of [AUTHENTICATED, PERMISSION])
    expect((await call(t.app, 'GET', path, { token })).status, path).toBe(200);
}

describe('JWT attack shapes', () => {
  it('refuses every forged shape of a genuine token, and the genuine one still works', async () => {
    const victim = await superUser('jwt_forge');
    await expectAccepted(victim.token);
    const before = await fingerprint(t.db);
    for (const [label, token] of Object.entries(forgedTokens(victim.token, t.app.deps.tokenSecret, 'admin')))
      await expectRefusedEverywhere(label, token, victim.userId);
    expectUnchanged(before, await fingerprint(t.db), 'forged tokens');
    await expectAccepted(victim.token);
  });

  it('refuses the token of a logged-out session', async () => {
    const u = await superUser('jwt_logout');
    await expectAccepted(u.token);
    expect((await call(t.app, 'POST', '/sys/logout', { token: u.token })).body.success).toBe(true);
    await expectRefusedEverywhere('after logout', u.token, u.userId);
  });

  it("refuses the user's other sessions after a password change", async () => {
    const u = await superUser('jwt_pwchange');
    const other = await login(t.app, 'jwt_pwchange', PASSWORD);
    const res = await call(t.app, 'PUT', '/sys/user/updatePassword', {
      token: u.token,
      body: {
        username: 'jwt_pwchange',
        oldpassword: PASSWORD,
        password: 'Jwt@2026yy!',
        confirmpassword: 'Jwt@2026yy!',
      },
    });
    expect(res.body, res.body.message).toMatchObject({ success: true });
    await expectRefusedEverywhere('other session after password change', other, u.userId);
  });

  it('refuses the token of a frozen user and of a deleted user', async () => {
    const frozen = await superUser('jwt_frozen');
    const deleted = await superUser('jwt_deleted');
    await expectAccepted(frozen.token);
    await expectAccepted(deleted.token);
    // Straight in the table: the token check itself must notice, whichever route froze or deleted.
    await t.db.query('UPDATE sys_user SET status = 2 WHERE id = $1', [frozen.userId]);
    await t.db.query('UPDATE sys_user SET del_flag = 1 WHERE id = $1', [deleted.userId]);
    await expectRefusedEverywhere('frozen user', frozen.token, frozen.userId);
    await expectRefusedEverywhere('deleted user', deleted.token, deleted.userId);
  });

  it('refuses a token whose user was removed outright', async () => {
    const gone = await superUser('jwt_gone');
    await t.db.query('DELETE FROM sys_user_role WHERE user_id = $1', [gone.userId]);
    await t.db.query('DELETE FROM sys_user WHERE id = $1', [gone.userId]);
    await expectRefusedEverywhere('removed user', gone.token, gone.userId);
  });

  it('never reads the token from the query string, a cookie or an Authorization header', async () => {
    const u = await superUser('jwt_carrier');
    const carriers: Array<{ query?: Record<string, string>; headers?: Record<string, string> }> = [
      { query: { token: u.token } },
      { query: { 'X-Access-Token': u.token } },
      { headers: { cookie: `X-Access-Token=${u.token}; token=${u.token}` } },
      { headers: { authorization: `Bearer ${u.token}` } },
    ];
    for (const opts of carriers) {
      const res = await call(t.app, 'GET', AUTHENTICATED, opts);
      expect(res.status, JSON.stringify(Object.keys(opts))).toBe(401);
    }
  });
});
