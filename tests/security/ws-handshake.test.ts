import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ROLE_CODE } from '../../src/shared/domain/permission/codes';
import { createUser } from '../server/support/helpers';
import { addTenant2User, TENANT2_PASSWORD } from '../server/support/second-tenant';
import { createTestApp, type TestApp } from '../server/support/test-app';
import { listen, loginUser } from '../server/support/ws-client';
import { expectUnchanged, fingerprint } from './support/data-snapshot';
import { handshakeStatus, liveUrl, notifyUrl } from './support/attack-ws';

/**
 * WebSocket handshakes (issue 10, attack corpus): /websocket/:userId and /vxeSocket/:userId/:pageId
 * refuse a missing token, a foreign user's token, another tenant's token, malformed sub-protocols
 * and oversized headers before any upgrade, and the refusals write nothing.
 */

const PASSWORD = 'Wsock@2025x';
let t: TestApp;
let base: string;
let taskPage: string;
let admin: { token: string; userId: string };
let plain: { token: string; userId: string };
let foreign: { token: string; userId: string };
const tab = { socketKey: 'lines', tabId: 'tab-wsattack-1' };

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  const task = (
    await t.db.query<{ id: string }>('SELECT id FROM biz_settlement_task ORDER BY id LIMIT 1')
  )[0]!;
  taskPage = `settlement-lines.${task.id}`;
  admin = await loginUser(t.app);
  await createUser(t, { username: 'ws_plain', password: PASSWORD });
  plain = await loginUser(t.app, 'ws_plain', PASSWORD);
  await addTenant2User(t, 'ws_tenant2');
  // Tenant 2000's own administrator: super role, but only tenant 2000 in rel_tenant_ids.
  await t.db.query(
    `INSERT INTO sys_user_role (id, user_id, role_id)
     SELECT 'ws-t2-role', u.id, r.id FROM sys_user u, sys_role r WHERE u.username = 'ws_tenant2' AND r.role_code = $1`,
    [SUPER_ROLE_CODE],
  );
  foreign = await loginUser(t.app, 'ws_tenant2', TENANT2_PASSWORD);
});
afterAll(() => t.close());

const proto = (token: string) => ({ 'Sec-WebSocket-Protocol': token });

describe('WebSocket handshakes under attack', () => {
  it('upgrades the genuine handshakes (so every refusal below is the attack, not the set-up)', async () => {
    expect(await handshakeStatus(notifyUrl(base, admin.userId), proto(admin.token))).toBe('upgraded');
    expect(await handshakeStatus(liveUrl(base, admin.userId, taskPage, tab), proto(admin.token))).toBe(
      'upgraded',
    );
  });

  it('refuses a missing token and malformed sub-protocol shapes with 401', async () => {
    const before = await fingerprint(t.db);
    const shapes: Array<Record<string, string>> = [
      {},
      { 'Sec-WebSocket-Protocol': '' },
      { 'Sec-WebSocket-Protocol': ',' },
      { 'Sec-WebSocket-Protocol': `${admin.token},${admin.token}` },
      { 'Sec-WebSocket-Protocol': `${admin.token}, chat` },
      { 'Sec-WebSocket-Protocol': `chat, ${admin.token}` },
      { 'Sec-WebSocket-Protocol': `Bearer.${admin.token}` },
      { 'Sec-WebSocket-Protocol': 'A'.repeat(4097) },
      { 'Sec-WebSocket-Protocol': 'null' },
      { 'Sec-WebSocket-Protocol': 'undefined' },
      // The token anywhere but the sub-protocol does not count.
      { 'X-Access-Token': admin.token },
      { Authorization: `Bearer ${admin.token}` },
      { Cookie: `X-Access-Token=${admin.token}` },
    ];
    for (const headers of shapes) {
      const label = JSON.stringify(headers).slice(0, 80);
      expect(await handshakeStatus(notifyUrl(base, admin.userId), headers), `notify ${label}`).toBe(401);
      expect(
        await handshakeStatus(liveUrl(base, admin.userId, taskPage, tab), headers),
        `live ${label}`,
      ).toBe(401);
    }
    // A token in the query string is not a token either.
    const viaQuery = liveUrl(base, admin.userId, taskPage, { ...tab, token: admin.token });
    expect(await handshakeStatus(viaQuery)).toBe(401);
    expect(await handshakeStatus(`${notifyUrl(base, admin.userId)}?token=${admin.token}`)).toBe(401);
    expectUnchanged(before, await fingerprint(t.db), 'malformed handshakes');
  });

  it("refuses a foreign user's token (path user is not the token's user), whoever holds it", async () => {
    const pairs: Array<[string, string]> = [
      [plain.token, admin.userId],
      [admin.token, plain.userId],
      [foreign.token, admin.userId],
      [admin.token, foreign.userId],
      [admin.token, 'admin'],
      [admin.token, `${admin.userId} `],
      [
        admin.token,
        admin.userId.toUpperCase() === admin.userId ? `${admin.userId}x` : admin.userId.toUpperCase(),
      ],
    ];
    for (const [token, pathUser] of pairs) {
      expect(await handshakeStatus(notifyUrl(base, pathUser), proto(token)), `notify ${pathUser}`).toBe(401);
      expect(
        await handshakeStatus(liveUrl(base, pathUser, taskPage, tab), proto(token)),
        `live ${pathUser}`,
      ).toBe(401);
    }
    expect(t.app.deps.liveSockets.all().filter((c) => c.userId !== admin.userId)).toEqual([]);
  });

  it("refuses another tenant's token on this tenant's live grid, and a tenant the user is not in", async () => {
    // Tenant 2000's administrator cannot join a tenant-1000 settlement task's grid.
    const asForeign = await handshakeStatus(
      liveUrl(base, foreign.userId, taskPage, { ...tab, tenantId: '2000' }),
      proto(foreign.token),
    );
    expect(asForeign).toBe(403);
    // Naming tenant 1000 in the query does not make it theirs.
    const claimed = await handshakeStatus(
      liveUrl(base, foreign.userId, taskPage, { ...tab, tenantId: '1000' }),
      proto(foreign.token),
    );
    expect(claimed).toBe(401);
    for (const tenantId of ['-1', '1000 OR 1=1', '1e3', '01000x', '99999999999']) {
      const status = await handshakeStatus(
        liveUrl(base, plain.userId, taskPage, { ...tab, tenantId }),
        proto(plain.token),
      );
      expect(status, tenantId).toBe(401);
    }
    // A user without the settlement permission is refused the grid as well.
    expect(await handshakeStatus(liveUrl(base, plain.userId, taskPage, tab), proto(plain.token))).toBe(403);
  });

  it('refuses oversized headers without an upgrade or a crash', async () => {
    const huge = { ...proto(admin.token), 'X-Padding': 'x'.repeat(70_000) };
    const status = await handshakeStatus(notifyUrl(base, admin.userId), huge);
    expect(status).not.toBe('upgraded');
    expect(typeof status === 'number' && status < 500).toBe(true);
    const longPath = await handshakeStatus(notifyUrl(base, 'u'.repeat(5000)), proto(admin.token));
    expect(longPath).not.toBe('upgraded');
    // The server is still serving.
    expect(await handshakeStatus(notifyUrl(base, admin.userId), proto(admin.token))).toBe('upgraded');
  });
});
