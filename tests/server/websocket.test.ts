import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_SWEEP_MS } from '../../server/modules/websocket/session-sweep';
import { closeEndedSessions } from '../../server/modules/websocket/session-sweep';
import { call, createUser } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';
import { connect, listen, loginUser, refusedStatus, type TestSocket } from './support/ws-client';

const HEARTCHECK = { cmd: 'heartcheck', msgTxt: '心跳响应' };
const PASSWORD = 'Passw0rd!x';

let t: TestApp;
let base: string;
let admin: { token: string; userId: string };
const open: TestSocket[] = [];

async function socketOf(userId: string, token: string): Promise<TestSocket> {
  const s = await connect(base, userId, token);
  open.push(s);
  return s;
}

/** A heartbeat reply arriving next proves no other frame was queued for that socket before it. */
async function expectNothingQueued(s: TestSocket): Promise<void> {
  s.ws.send('HeartBeat');
  expect(await s.next()).toEqual(HEARTCHECK);
}

async function newUser(username: string): Promise<{ token: string; userId: string }> {
  await createUser(t, { username, password: PASSWORD });
  return loginUser(t.app, username, PASSWORD);
}

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  admin = await loginUser(t.app);
});
afterAll(async () => {
  for (const s of open) s.ws.terminate();
  await t.close();
});

describe('WebSocket handshake', () => {
  it('accepts the token as the only sub-protocol and echoes it', async () => {
    const s = await socketOf(admin.userId, admin.token);
    expect(s.ws.protocol).toBe(admin.token);
    expect(t.app.deps.sockets.all().some((c) => c.userId === admin.userId)).toBe(true);
  });

  it('refuses a missing, empty, invalid or doubled token with 401 and no upgrade', async () => {
    expect(await refusedStatus(base, admin.userId, undefined)).toBe(401);
    expect(await refusedStatus(base, admin.userId, undefined, { 'Sec-WebSocket-Protocol': ' ' })).toBe(401);
    expect(await refusedStatus(base, admin.userId, ['not.a.token'])).toBe(401);
    expect(await refusedStatus(base, admin.userId, [`${admin.token}x`])).toBe(401);
    expect(await refusedStatus(base, admin.userId, [admin.token, 'chat'])).toBe(401);
  });

  it("refuses a path user id that is not the token's user", async () => {
    const other = await newUser('ws_other');
    expect(await refusedStatus(base, other.userId, [admin.token])).toBe(401);
    expect(await refusedStatus(base, 'nobody', [admin.token])).toBe(401);
    expect(await refusedStatus(base, admin.userId, [other.token])).toBe(401);
  });

  it('refuses the token of an ended session and of a frozen user', async () => {
    const u = await newUser('ws_gone');
    expect((await call(t.app, 'POST', '/sys/logout', { token: u.token })).body.success).toBe(true);
    expect(await refusedStatus(base, u.userId, [u.token])).toBe(401);

    const f = await newUser('ws_frozen');
    await t.db.query('UPDATE sys_user SET status = 2 WHERE id = $1', [f.userId]);
    expect(await refusedStatus(base, f.userId, [f.token])).toBe(401);
  });

  it('answers a plain HTTP request on the socket path without data', async () => {
    const res = await call(t.app, 'GET', `/websocket/${admin.userId}`);
    expect(res.status).toBe(401);
  });
});

describe('WebSocket messages', () => {
  it('answers any text frame with the heartcheck, on that socket only', async () => {
    const u = await newUser('ws_beat');
    const a = await socketOf(u.userId, u.token);
    const b = await socketOf(u.userId, u.token);
    a.ws.send('HeartBeat');
    expect(await a.next()).toEqual(HEARTCHECK);
    a.ws.send('ping');
    expect(await a.next()).toEqual(HEARTCHECK);
    await expectNothingQueued(b);
  });

  it('delivers toUsers to every socket of the targets only, and broadcast to everyone', async () => {
    const u1 = await newUser('ws_target1');
    const u2 = await newUser('ws_target2');
    const u3 = await newUser('ws_bystander');
    const desk = await socketOf(u1.userId, u1.token);
    const phone = await socketOf(u1.userId, u1.token);
    const second = await socketOf(u2.userId, u2.token);
    const bystander = await socketOf(u3.userId, u3.token);

    const message = { cmd: 'user', msgId: 'a1', msgTxt: '设备巡检通知' };
    await t.app.deps.push.toUsers([u1.userId, u2.userId, 'offline-user'], message);
    expect(await desk.next()).toEqual(message);
    expect(await phone.next()).toEqual(message);
    expect(await second.next()).toEqual(message);
    await expectNothingQueued(bystander);

    const topic = { cmd: 'topic', msgId: 'a2', msgTxt: '全员通告' };
    await t.app.deps.push.broadcast(topic);
    for (const s of [desk, phone, second, bystander]) expect(await s.next()).toEqual(topic);
  });
});

describe('WebSocket session end', () => {
  it('closes the sockets of a logged-out, frozen or force-logged-out session and keeps the others', async () => {
    const out = await newUser('ws_logout');
    const frozen = await newUser('ws_freeze');
    const kicked = await newUser('ws_kicked');
    const stays = await newUser('ws_stays');
    const sOut = await socketOf(out.userId, out.token);
    const sFrozen = await socketOf(frozen.userId, frozen.token);
    const sKicked = await socketOf(kicked.userId, kicked.token);
    const sStays = await socketOf(stays.userId, stays.token);

    await call(t.app, 'POST', '/sys/logout', { token: out.token });
    await t.db.query('UPDATE sys_user SET status = 2 WHERE id = $1', [frozen.userId]);
    await t.db.query(
      "UPDATE sys_session SET revoked_at = now(), revoke_reason = 'force' WHERE user_id = $1",
      [kicked.userId],
    );

    expect(await closeEndedSessions(t.db, t.app.deps.sockets, t.config)).toBe(3);
    expect(await sOut.closed).toBe(4001);
    expect(await sFrozen.closed).toBe(4001);
    expect(await sKicked.closed).toBe(4001);
    await expectNothingQueued(sStays);
    expect(t.app.deps.sockets.all().map((c) => c.userId)).not.toContain(out.userId);
  });

  it('closes a socket whose session went idle, without the socket keeping it alive', async () => {
    const idle = await newUser('ws_idle');
    const s = await socketOf(idle.userId, idle.token);
    await t.db.query(
      `UPDATE sys_session SET last_seen_at = now() - make_interval(mins => $2) WHERE user_id = $1`,
      [idle.userId, t.config.sessionIdleMinutes + 1],
    );
    expect(await closeEndedSessions(t.db, t.app.deps.sockets, t.config)).toBe(1);
    expect(await s.closed).toBe(4001);
  });
});

describe('WebSocket session sweep timer', () => {
  it('checks sessions every SESSION_SWEEP_MS once the app is ready and stops on close', async () => {
    // Only intervals are faked: sockets and the database keep their real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const own = await createTestApp();
    try {
      const ownBase = await listen(own.app);
      const u = await loginUser(own.app);
      const s = await connect(ownBase, u.userId, u.token);
      await call(own.app, 'POST', '/sys/logout', { token: u.token });
      await vi.advanceTimersByTimeAsync(SESSION_SWEEP_MS);
      expect(await s.closed).toBe(4001);
    } finally {
      await own.close();
      expect(vi.getTimerCount()).toBe(0);
      vi.useRealTimers();
    }
  });
});
